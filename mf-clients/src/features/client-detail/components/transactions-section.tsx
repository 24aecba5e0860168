import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { serviceDisplayName, type ClientService } from '@portal/shared/contracts';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { useLocale } from '@portal/shared/ui/use-locale';
import { SectionCard } from '../../../components/section-card';
import { TransactionsList } from './transactions-list';

/** Transactions per service: the adviser picks the service (the first one to start). */
export function TransactionsSection({ clientId, services }: { clientId: number; services: ClientService[] }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const serviceId = chosen ?? services[0]?.id;
  return (
    <SectionCard
      title={t('detail.transactions.title')}
      action={
        services.length > 1 ? (
          // a TextField with `select`, as the client list's filters: its menu and the shell's MenuItem are one build's
          <TextField
            select
            size="small"
            label={t('detail.transactions.service')}
            value={serviceId ?? ''}
            onChange={(event) => setChosen(Number(event.target.value))}
            sx={{ minWidth: 200 }}
          >
            {services.map((service) => (
              <MenuItem key={service.id} value={service.id}>
                {/* the name the services table shows: a name that only says the kind is its label (docs/clients.md) */}
                {serviceDisplayName(service.name, service.kind, locale)}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined
      }
    >
      {serviceId === undefined ? (
        <EmptyState title={t('detail.transactions.empty')} description={t('detail.services.emptyDescription')} />
      ) : (
        <TransactionsList key={serviceId} clientId={clientId} serviceId={serviceId} />
      )}
    </SectionCard>
  );
}
