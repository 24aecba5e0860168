import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { SectionCard } from '../../../components/section-card';
import { useDevices } from '../api/get-devices';

/** The phones and tablets the client uses the app on; one with an app older than the current version is marked. */
export function ClientDevices({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const devices = useDevices(clientId);
  return (
    <SectionCard title={t('detail.devices.title')}>
      {devices.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : devices.isError ? (
        <WidgetError message={t('detail.devices.error')} onRetry={() => void devices.refetch()} />
      ) : devices.data.devices.length === 0 ? (
        <EmptyState title={t('detail.devices.empty')} description={t('detail.devices.emptyDescription')} />
      ) : (
        <>
          <Box component="ul" aria-label={t('detail.devices.title')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {devices.data.devices.map((device) => (
              <Box
                component="li"
                key={device.id}
                sx={{
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                  borderBottom: 1,
                  borderColor: 'divider',
                  pb: 1,
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {device.model}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[t(`detail.devices.os.${device.os}`), t('detail.devices.appVersion', { version: device.app_version })].join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {t('detail.devices.user', { user: device.user.email ?? device.user.name })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.devices.lastUsed', { date: formatDate(device.last_used_at, 'dmy', { locale }) })}
                  </Typography>
                </Box>
                {device.outdated && (
                  <Chip
                    size="small"
                    color="warning"
                    label={t('detail.devices.outdated')}
                    title={t('detail.devices.outdatedHint', { version: devices.data.current_app_version })}
                  />
                )}
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('detail.devices.current', { version: devices.data.current_app_version })}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
