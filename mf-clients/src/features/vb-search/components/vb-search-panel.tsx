import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/shared/format';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link } from '@portal/shared/router';
import { useLocale } from '@portal/shared/ui';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useClientVbSearch } from '../api/get-vb-search';

/** Where the client's vested-benefits search stands (SPEC §3), with the way to it or to start one. */
export function VbSearchPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const state = useClientVbSearch(clientId);
  const search = state.data?.vb_search;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="vb-search-panel-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="vb-search-panel-title" component="h2" variant="h6">
        {t('vbSearch.title')}
      </Typography>
      {state.isPending && <Skeleton variant="rounded" height={48} />}
      {state.isError && <WidgetError onRetry={() => void state.refetch()} />}
      {state.data && (
        <>
          {search ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" label={t(`vbSearch.statuses.${search.status}`)} />
              <Typography variant="body2" color="text.secondary">
                {search.submitted_at
                  ? t('vbSearch.submittedOn', { date: formatDate(search.submitted_at, 'dmy', { locale }) })
                  : t('vbSearch.startedOn', { date: formatDate(search.created_at, 'dmy', { locale }) })}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('vbSearch.none')}
            </Typography>
          )}
          <Box>
            <Button component={Link} to={remotePaths.onboarding.vbSearch(clientId)} size="small">
              {search ? t('vbSearch.open') : t('vbSearch.start')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
