import { useMemo } from 'react';
import { Link as RouterLink } from '@portal/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@portal/shared/ui/use-theme';
import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Options } from 'highcharts';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { funnelStages, type ClientStatesResponse } from '@portal/shared/contracts/statistics';
import { Chart } from '@portal/shared/ui/chart';
import { remotePaths } from '@portal/shared/remote-paths';
import { useClientsRemoteAvailable } from '../../../lib/portal-config';
import { useScope } from '../../../lib/use-statistics-params';
import { useCountFormat } from '../../../lib/use-count-format';
import { WidgetCard } from '../../../lib/widget-card';
import { WidgetSkeleton } from '../../../lib/widget-skeleton';
import { useClientStates } from '../api/get-client-states';

export function FunnelWidget() {
  const { t } = useTranslation('statistics');
  const { scope } = useScope();
  const query = useClientStates({ scope });

  return (
    <WidgetCard title={t('funnel.title')} subtitle={t('funnel.subtitle')} icon={<FilterAltOutlined fontSize="small" />}>
      {query.isPending ? (
        <WidgetSkeleton sx={{ display: 'grid', gap: 1 }}>
          {funnelStages.map((stage) => (
            <Skeleton key={stage} height={28} />
          ))}
        </WidgetSkeleton>
      ) : query.isError ? (
        <WidgetError onRetry={() => void query.refetch()} />
      ) : query.data.total_clients === 0 ? (
        <EmptyState title={t('funnel.empty')} />
      ) : (
        <FunnelContent states={query.data} />
      )}
    </WidgetCard>
  );
}

function FunnelContent({ states }: { states: ClientStatesResponse }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const formatCount = useCountFormat();
  const linkToClients = useClientsRemoteAvailable();

  const options = useMemo<Options>(() => {
    const base = theme.palette.primary.main;
    return {
      chart: { type: 'funnel', backgroundColor: 'transparent', spacing: [8, 8, 8, 8] },
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: false },
      tooltip: { pointFormat: '<b>{point.y}</b>' },
      plotOptions: {
        funnel: {
          neckWidth: '28%',
          neckHeight: '20%',
          width: '78%',
          center: ['50%', '50%'],
          borderWidth: 1,
          borderColor: theme.palette.background.paper,
          dataLabels: { enabled: false },
        },
      },
      series: [
        {
          type: 'funnel',
          name: t('funnel.title'),
          data: funnelStages.map((stage, index) => ({
            name: t(`funnel.stages.${stage}`),
            y: states[stage],
            color: alpha(base, 1 - index * 0.13),
          })),
        },
      ],
    };
  }, [states, t, theme]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, alignItems: 'center' }}>
      <Box component="ol" aria-label={t('funnel.list_label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {funnelStages.map((stage, index) => {
          const label = t(`funnel.stages.${stage}`);
          return (
            <Box
              component="li"
              key={stage}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                py: 0.75,
                px: 1,
                borderRadius: 1.5,
                '&:hover': { backgroundColor: 'action.hover' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  flexShrink: 0,
                  backgroundColor: alpha(theme.palette.primary.main, 1 - index * 0.13),
                }}
              />
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                {linkToClients ? (
                  <Link component={RouterLink} to={remotePaths.clients.list({ funnel_stage: stage })} underline="hover">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatCount(states[stage])}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Chart options={options} height={240} label={t('funnel.chart_label')} />
    </Box>
  );
}
