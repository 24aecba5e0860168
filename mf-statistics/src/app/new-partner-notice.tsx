import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { useTotalClients } from '../features/totals/api/get-total-clients';
import { useScope, useStatisticsParams } from '../lib/use-statistics-params';

/** A partner without clients sees what the dashboard will show once the first client is onboarded. */
export function NewPartnerNotice() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const { scope } = useScope();
  // Same query as the totals widget: answered from the cache, no second request.
  const { data } = useTotalClients(params);
  if (!data || data.total_clients > 0) return null;

  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 2.5 },
        mb: 2.5,
        borderRadius: 3,
        border: 1,
        borderColor: 'primary.light',
        background: `linear-gradient(120deg, ${theme.palette.action.hover}, transparent)`,
      })}
    >
      <RocketLaunchOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t(scope === 'personal' ? 'empty.personal_title' : 'empty.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('empty.description')}
        </Typography>
      </Box>
    </Box>
  );
}
