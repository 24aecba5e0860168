import { Link as RouterLink } from '@portal/shared/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { NextStep } from '@portal/shared/contracts/statistics';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { remotePaths } from '@portal/shared/remote-paths';
import { useClientsRemoteAvailable } from '../../../lib/portal-config';
import { useScope } from '../../../lib/use-statistics-params';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useNextSteps } from '../api/get-next-steps';

export function NextStepsWidget() {
  const { t } = useTranslation('statistics');
  const { scope } = useScope();
  const query = useNextSteps({ scope });

  return (
    <WidgetCard
      title={t('next_steps.title')}
      subtitle={t('next_steps.subtitle')}
      icon={<TaskAltOutlined fontSize="small" />}
      action={query.isSuccess && query.data.items.length > 0 && <Chip size="small" color="primary" label={query.data.items.length} />}
    >
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={52} />
          ))}
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('next_steps.empty')} description={t('next_steps.empty_description')} />
      ) : (
        // A list taller than its box scrolls: it takes the focus, so that the keyboard can scroll it too.
        <Box
          component="ul"
          tabIndex={0}
          aria-label={t('next_steps.list_label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 420, overflowY: 'auto', borderRadius: 1 }}
        >
          {query.data.items.map((item) => (
            <NextStepItem key={`${item.client_id}-${item.reason}`} item={item} />
          ))}
        </Box>
      )}
    </WidgetCard>
  );
}

function NextStepItem({ item }: { item: NextStep }) {
  const { t } = useTranslation('statistics');
  const linkToClient = useClientsRemoteAvailable();
  const stuck = item.reason === 'stuck_in_stage';
  const reason = stuck
    ? t('next_steps.reasons.stuck_in_stage', {
        stage: item.stage ? t(`funnel.stages.${item.stage}`) : '',
        count: item.days ?? 0,
      })
    : t('next_steps.reasons.third_pillar_open', { year: item.year ?? new Date().getFullYear() });

  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Avatar
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          backgroundColor: stuck ? theme.palette.warning.light : theme.palette.info.light,
          color: stuck ? theme.palette.warning.contrastText : theme.palette.info.contrastText,
        })}
      >
        {stuck ? <HourglassEmptyOutlined fontSize="small" /> : <SavingsOutlined fontSize="small" />}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {linkToClient ? (
            <Link component={RouterLink} to={remotePaths.clients.detail(item.client_id)} underline="hover">
              {item.client_name}
            </Link>
          ) : (
            item.client_name
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
          {linkToClient ? (
            // every client with the same next step: the client list with the matching filter
            <Link
              component={RouterLink}
              to={
                stuck ? remotePaths.clients.list({ funnel_stage: item.stage }) : remotePaths.clients.list({ service_kind: 'third_pillar' })
              }
              color="inherit"
              underline="hover"
            >
              {reason}
            </Link>
          ) : (
            reason
          )}
        </Typography>
      </Box>
    </Box>
  );
}
