import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { OnboardingStepState, SuggestedService } from '@portal/shared/contracts';
import { Amount } from '@portal/shared/ui/amount';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { toast } from '@portal/shared/ui/toast-store';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { StepStateActions } from './step-status';
import { useDeleteSuggestedService, useSuggestedServices } from '../api/services';
import { RiskScale, ServiceFlow } from './service-flow';

export type ServicesStepProps = {
  clientId: number;
  state: OnboardingStepState;
  onBack?: () => void;
  onNext?: () => void;
};

/** What a suggestion is, in one line: its kind, and its name where it has one. */
export function useSuggestionTitle() {
  const { t: common } = useTranslation('common');
  return (service: SuggestedService) =>
    service.name ? `${common(`serviceKinds.${service.kind}`)} · ${service.name}` : common(`serviceKinds.${service.kind}`);
}

/**
 * The wizard's services step (docs/onboarding.md: filled by at least one suggested service): the client's suggestions, each
 * changed or removed, and the strategy-selection flow for a new one.
 */
export function ServicesStep({ clientId, state, onBack, onNext }: ServicesStepProps) {
  const { t } = useTranslation('onboarding');
  const suggestions = useSuggestedServices(clientId);
  const remove = useDeleteSuggestedService(clientId);
  const titleOf = useSuggestionTitle();
  const [flow, setFlow] = useState<{ editing?: SuggestedService } | null>(null);
  const [removing, setRemoving] = useState<SuggestedService | null>(null);

  if (flow) {
    return (
      <Stack spacing={2} aria-labelledby="services-title">
        <Typography id="services-title" variant="h6" component="h2">
          {flow.editing ? t('services.editTitle') : t('services.addTitle')}
        </Typography>
        <ServiceFlow
          clientId={clientId}
          editing={flow.editing}
          onCancel={() => setFlow(null)}
          onSaved={() => {
            toast.success(t(flow.editing ? 'services.changed' : 'services.saved'));
            setFlow(null);
          }}
        />
      </Stack>
    );
  }

  const list = suggestions.data?.suggested_services ?? [];
  return (
    <Stack spacing={2} aria-labelledby="services-title">
      <Typography id="services-title" variant="h6" component="h2">
        {t('steps.servicesStep')}
      </Typography>
      <Typography color="text.secondary">{t('stepInfo.servicesStep')}</Typography>
      {suggestions.isError ? (
        <WidgetError onRetry={() => void suggestions.refetch()} />
      ) : suggestions.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : list.length === 0 ? (
        <Alert severity="info">{t('services.empty')}</Alert>
      ) : (
        <List aria-label={t('services.listLabel')} disablePadding>
          {list.map((service) => (
            <ListItem key={service.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <ListItemText
                primary={titleOf(service)}
                secondary={
                  <Box component="span" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{service.strategy_name}</span>
                    {service.amount !== null && <Amount value={service.amount} currency="CHF" />}
                  </Box>
                }
                slotProps={{ secondary: { component: 'span' } }}
                sx={{ flex: '1 1 240px' }}
              />
              <RiskScale level={service.risk_level} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  size="small"
                  onClick={() => setFlow({ editing: service })}
                  aria-label={`${t('services.edit')}: ${titleOf(service)}`}
                >
                  {t('services.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setRemoving(service)}
                  aria-label={`${t('services.remove')}: ${titleOf(service)}`}
                >
                  {t('services.remove')}
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      <Box>
        <Button variant="outlined" onClick={() => setFlow({})}>
          {t('services.add')}
        </Button>
      </Box>
      <StepStateActions state={state} onBack={onBack} onNext={onNext} />
      <ConfirmDialog
        open={removing !== null}
        title={t('services.removeTitle')}
        message={removing ? t('services.removeText', { name: titleOf(removing) }) : ''}
        confirmLabel={t('services.remove')}
        cancelLabel={t('services.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              toast.success(t('services.removed'));
            },
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
