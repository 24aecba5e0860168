import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { AumTarget, AumTargetsResponse } from '@portal/shared/contracts/statistics';
import { formatDate, formatPercent } from '@portal/shared/format';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { Stat } from '../../../lib/stat';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useAchievedAumTargets } from '../api/get-achieved-aum-targets';

// The form (react-hook-form, zod) is only downloaded when the adviser opens it, not with the dashboard.
const SetTargetsDialog = lazy(() =>
  import(/* webpackChunkName: "set-targets-dialog" */ './set-targets-dialog').then((module) => ({ default: module.SetTargetsDialog })),
);

export function AumTargetsWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const query = useAchievedAumTargets(params);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <WidgetCard
      title={t('targets.title')}
      // Targets are the adviser's own, whatever the scope of the rest of the dashboard: said plainly beside the figure.
      subtitle={t('targets.own_clients')}
      icon={<FlagOutlined fontSize="small" />}
      action={
        query.isSuccess && (
          <Button size="small" variant="outlined" onClick={() => setDialogOpen(true)}>
            {t('targets.set')}
          </Button>
        )
      }
    >
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton width="50%" height={36} />
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : (
        <TargetsContent data={query.data} />
      )}
      {query.isSuccess && dialogOpen && (
        <Suspense fallback={null}>
          <SetTargetsDialog
            open
            onClose={() => setDialogOpen(false)}
            targets={query.data.targets}
            currentAum={query.data.current_aum}
            params={params}
          />
        </Suspense>
      )}
    </WidgetCard>
  );
}

function TargetsContent({ data }: { data: AumTargetsResponse }) {
  const { t } = useTranslation('statistics');
  const ordered = [...data.targets].sort((a, b) => a.target_date.localeCompare(b.target_date));

  return (
    <Stack spacing={2}>
      <Stat
        size="medium"
        label={t('targets.current_aum')}
        value={<Amount value={data.current_aum} currency={data.currency} decimals={0} />}
      />
      {ordered.length === 0 ? (
        <EmptyState title={t('targets.empty')} description={t('targets.empty_description')} />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {ordered.map((target) => (
            <TargetRow key={target.id} target={target} currency={data.currency} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TargetRow({ target, currency }: { target: AumTarget; currency: AumTargetsResponse['currency'] }) {
  const { t } = useTranslation('statistics');
  const percent = Math.round(Math.min(1, Math.max(0, target.progress)) * 100);
  const achieved = target.achieved_at !== null;

  return (
    <Box component="li" sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          <Amount value={target.amount} currency={currency} decimals={0} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('targets.by_date', { date: formatDate(target.target_date, 'dmy') })}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={achieved ? 'success' : 'primary'}
        aria-label={t('targets.progress_label', { percent: formatPercent(percent / 100, { decimals: 0 }) })}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {t('targets.progress', { percent: formatPercent(percent / 100, { decimals: 0 }) })}
        </Typography>
        {achieved && target.achieved_at && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<CheckCircleOutlined />}
            label={t('targets.achieved_on', { date: formatDate(target.achieved_at, 'dmy') })}
          />
        )}
      </Stack>
    </Box>
  );
}
