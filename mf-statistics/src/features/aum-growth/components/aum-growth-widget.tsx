import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@portal/shared/ui/use-theme';
import { useTranslation } from '@portal/shared/i18n/react';
import type { AumGrowthResponse, AumRange } from '@portal/shared/contracts/statistics';
import { formatAmount, formatCompact } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { Amount } from '@portal/shared/ui/amount';
import { useLocale } from '@portal/shared/ui/use-locale';
import { ChartCard } from '@portal/shared/ui/chart-card';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Chart } from '@portal/shared/ui/chart';
import { useStatisticsParams } from '../../../lib/use-statistics-params';
import { Stat } from '../../../lib/stat';
import { useAumGrowth } from '../api/get-aum-growth';
import { aumChartOptions } from './aum-growth-chart-options';

const CHART_HEIGHT = 320;

export function AumGrowthWidget() {
  const { t } = useTranslation('statistics');
  const params = useStatisticsParams();
  const [range, setRange] = useState<AumRange>('1y');
  const query = useAumGrowth({ ...params, range });

  return (
    <ChartCard
      title={t('aum.title')}
      subtitle={t('aum.subtitle')}
      range={range}
      onRangeChange={setRange}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      height={CHART_HEIGHT}
    >
      {query.isSuccess &&
        (query.data.valuations.length === 0 ? <EmptyState title={t('aum.empty')} /> : <AumGrowthContent data={query.data} range={range} />)}
    </ChartCard>
  );
}

function AumGrowthContent({ data, range }: { data: AumGrowthResponse; range: AumRange }) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const privateMode = useSession((state) => state.privateMode);
  const locale = useLocale();
  const canSplit = data.partners.length > 1;
  const [view, setView] = useState<'total' | 'advisers'>('total');
  const splitByAdviser = canSplit && view === 'advisers';

  const first = data.valuations[0];
  const last = data.valuations[data.valuations.length - 1];
  const netInflow = data.valuations.reduce((sum, point) => sum + point.net_inflow, 0);
  const change = first && last ? last.aum - first.aum : 0;

  const options = useMemo(
    () =>
      aumChartOptions({
        data,
        range,
        splitByAdviser,
        formatAmount: (value) => formatAmount(value, data.currency, { privateMode, decimals: 0 }),
        formatAxis: (value) => formatCompact(value, { privateMode }),
        labels: { aum: t('aum.series_aum'), netInflow: t('aum.series_net_inflow') },
        dateFormat: locale === 'en' ? '%d/%m/%Y' : '%d.%m.%Y',
        colors: {
          primary: theme.palette.primary.main,
          inflow: theme.palette.success.main,
          outflow: theme.palette.error.main,
          grid: theme.palette.divider,
          text: theme.palette.text.secondary,
          palette: [
            theme.palette.primary.main,
            theme.palette.secondary.main,
            theme.palette.info.main,
            theme.palette.warning.main,
            theme.palette.success.main,
            theme.palette.error.light,
          ],
        },
      }),
    [data, range, splitByAdviser, privateMode, locale, t, theme],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 200px' }, gap: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        {canSplit && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'total' | 'advisers' | null) => next && setView(next)}
            aria-label={t('aum.view_label')}
            sx={{ mb: 1 }}
          >
            <ToggleButton value="total">{t('aum.view_total')}</ToggleButton>
            <ToggleButton value="advisers">{t('aum.view_advisers')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Chart options={options} height={CHART_HEIGHT} label={t('aum.chart_label')} amounts />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: '1fr' },
          alignContent: 'start',
          gap: 2.5,
          pt: { xs: 2, lg: 1 },
          borderTop: { xs: 1, lg: 0 },
          borderLeft: { lg: 1 },
          borderColor: { xs: 'divider', lg: 'divider' },
          pl: { lg: 3 },
        }}
      >
        <Stat size="medium" label={t('aum.current')} value={<Amount value={last?.aum ?? 0} currency={data.currency} decimals={0} />} />
        <Stat size="medium" label={t('aum.net_inflow')} value={<Amount value={netInflow} currency={data.currency} decimals={0} />} />
        <Stat size="medium" label={t('aum.change')} value={<Amount value={change} currency={data.currency} decimals={0} />} />
      </Box>
    </Box>
  );
}
