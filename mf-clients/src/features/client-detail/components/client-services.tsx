import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { custodianDisplayName, serviceDisplayName, type ReferenceCurrency } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link as RouterLink } from '@portal/shared/router';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { SectionCard } from '../../../components/section-card';
import { useServices } from '../api/get-services';

/** From this width on the services table has room for strategy, custodian and start as columns of their own. */
const roomyScreen = '@media (min-width: 1440px)';

/**
 * The client's services with kind, strategy, custodian, start and current value; each leads to its performance.
 * `ownCustodianName`: the name of the client's own bank, when one is stored (docs/clients.md, "Codes and their labels").
 */
export function ClientServices({
  clientId,
  currency,
  ownCustodianName = null,
}: {
  clientId: number;
  currency: ReferenceCurrency;
  ownCustodianName?: string | null;
}) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const services = useServices(clientId, currency);
  // one name for a custodian in both layouts: a bank by its name, the own custodian bank by the client's bank or its label
  const custodianOf = (custodian: { name: string; custom_custodian: boolean } | null) =>
    custodian ? custodianDisplayName(custodian, ownCustodianName, locale) : null;
  // strategy, custodian and start get columns of their own only from 1440 px on, where the wide column has room for
  // them; below, they are a line under the name, and the value never wraps or is cut (docs/screens-and-layout.md)
  const wide = { display: 'none', [roomyScreen]: { display: 'table-cell' } } as const;
  const narrowOnly = { display: 'block', [roomyScreen]: { display: 'none' } } as const;
  return (
    <SectionCard
      title={t('detail.services.title')}
      action={
        services.data && services.data.services.length > 0 ? (
          <Typography component="span" variant="body1" sx={{ fontWeight: 600 }}>
            {t('detail.services.total')} <Amount value={services.data.total_value} currency={services.data.currency} />
          </Typography>
        ) : undefined
      }
    >
      {services.isPending ? (
        <LoadingSkeleton variant="table" rows={3} />
      ) : services.isError ? (
        <WidgetError message={t('detail.services.error')} onRetry={() => void services.refetch()} />
      ) : services.data.services.length === 0 ? (
        <EmptyState title={t('detail.services.empty')} description={t('detail.services.emptyDescription')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('detail.services.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('detail.services.name')}</TableCell>
                <TableCell sx={wide}>{t('detail.services.strategy')}</TableCell>
                <TableCell sx={wide}>{t('detail.services.custodian')}</TableCell>
                <TableCell sx={wide}>{t('detail.services.createdAt')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('detail.services.value')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {services.data.services.map((service) => (
                <TableRow key={service.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={remotePaths.clients.servicePerformance(clientId, service.id)}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {serviceDisplayName(service.name, service.kind, locale)}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t(`serviceKinds.${service.kind}`, { ns: 'common' })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={narrowOnly}>
                      {[service.strategy, custodianOf(service.custodian), formatDate(service.created_at, 'dmy', { locale })]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </TableCell>
                  <TableCell sx={wide}>{service.strategy ?? '–'}</TableCell>
                  <TableCell sx={wide}>{custodianOf(service.custodian) ?? '–'}</TableCell>
                  <TableCell sx={wide}>{formatDate(service.created_at, 'dmy', { locale })}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Amount value={service.current_value} currency={services.data.currency} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
