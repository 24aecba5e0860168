import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useOverview } from '../api/get-overview';

export function ResourcesPage() {
  const { t } = useTranslation('documents');
  const overview = useOverview();

  return (
    <Box component="section" aria-labelledby="documents-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
      <Typography id="documents-title" component="h1" variant="h2" sx={{ fontWeight: 700, fontSize: { xs: '1.375rem', sm: '1.625rem' } }}>
        {t('page.title')}
      </Typography>
      {overview.isPending ? (
        <LoadingSkeleton rows={1} />
      ) : overview.isError ? (
        <WidgetError onRetry={() => void overview.refetch()} />
      ) : (
        <Typography color="text.secondary">
          {t('page.signedInAs', {
            name: `${overview.data.partner_user.first_name} ${overview.data.partner_user.last_name}`,
            company: overview.data.partner_user.partner_company.name,
          })}
        </Typography>
      )}
    </Box>
  );
}
