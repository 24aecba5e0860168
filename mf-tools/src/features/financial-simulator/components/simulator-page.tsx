import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { projectionLimits, projectionQuerySchema, type ProjectionQuery, type ProjectionResponse } from '@portal/shared/contracts';
import { formatAmount, formatCompact, formatNumber, formatPercent } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Chart } from '../../../lib/charts/chart';
import { Figure, Panel, ToolPage } from '../../../lib/ui/page';
import { useExportProjection } from '../api/export-projection';
import { useProjection } from '../api/get-projection';
import { useStrategies } from '../../../lib/api/get-strategies';
import { ExamplePortfolioPanel } from './example-portfolio-panel';
import { projectionChartOptions } from './projection-chart-options';

type Inputs = { strategy_id: string; initial_amount: string; monthly_contribution: string; years: string };
type FieldName = keyof Inputs;

const CHART_HEIGHT = 340;

/** The inputs as the API takes them, or the translated problem of each field (the API's own schema decides). */
function parseInputs(inputs: Inputs): {
  params: ProjectionQuery | null;
  errors: Partial<Record<FieldName, { key: string; values?: Record<string, number> }>>;
} {
  const errors: Partial<Record<FieldName, { key: string; values?: Record<string, number> }>> = {};
  for (const field of ['initial_amount', 'monthly_contribution', 'years'] as const) {
    if (inputs[field].trim() === '') errors[field] = { key: 'required' };
  }
  const parsed = projectionQuerySchema.safeParse(inputs);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      if (errors[field]) continue;
      if (issue.code === 'too_small') errors[field] = { key: 'min', values: { min: Number(issue.minimum) } };
      else if (issue.code === 'too_big') errors[field] = { key: 'max', values: { max: Number(issue.maximum) } };
      else if (issue.code === 'invalid_type' && field === 'years') errors[field] = { key: 'integer' };
      else errors[field] = { key: 'required' };
    }
  }
  return { params: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

export function SimulatorPage() {
  const { t } = useTranslation('tools');
  const strategies = useStrategies();
  const [inputs, setInputs] = useState<Omit<Inputs, 'strategy_id'> & { strategy_id: string | null }>({
    strategy_id: null,
    initial_amount: '100000',
    monthly_contribution: '500',
    years: '20',
  });
  // until the adviser picks one: the least risky strategy that has an example portfolio to show beside the projection
  const fallback = strategies.data?.find((strategy) => strategy.has_example_portfolio) ?? strategies.data?.[0];
  const strategyId = inputs.strategy_id ?? (fallback ? String(fallback.id) : '');
  const { params, errors } = parseInputs({ ...inputs, strategy_id: strategyId });
  const projection = useProjection(strategyId ? params : null);
  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setInputs((current) => ({ ...current, [field]: event.target.value }));

  const field = (name: Exclude<FieldName, 'strategy_id'>, extra: { max: number; step?: number }) => {
    const error = errors[name];
    return (
      <TextField
        label={t(`simulator.fields.${name}`)}
        value={inputs[name]}
        onChange={set(name)}
        type="number"
        slotProps={{
          htmlInput: { min: name === 'years' ? projectionLimits.minYears : 0, max: extra.max, step: extra.step ?? 1, inputMode: 'numeric' },
        }}
        error={Boolean(error)}
        helperText={error ? t(`simulator.errors.${error.key}` as 'simulator.errors.min', error.values ?? {}) : ' '}
        fullWidth
      />
    );
  };

  return (
    <ToolPage id="simulator" title={t('simulator.title')} intro={t('simulator.intro')}>
      {strategies.isPending ? (
        <LoadingSkeleton variant="chart" height={CHART_HEIGHT} />
      ) : strategies.isError ? (
        <WidgetError message={t('load_error')} onRetry={() => void strategies.refetch()} />
      ) : strategies.data.length === 0 ? (
        <EmptyState title={t('simulator.no_strategies')} />
      ) : (
        <>
          <Panel>
            <Box
              component="form"
              noValidate
              onSubmit={(event) => event.preventDefault()}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 0.8fr' } }}
            >
              <TextField
                select
                label={t('simulator.fields.strategy')}
                value={strategyId}
                onChange={set('strategy_id')}
                helperText=" "
                fullWidth
              >
                {strategies.data.map((strategy) => (
                  <MenuItem key={strategy.id} value={String(strategy.id)}>
                    {strategy.name}
                  </MenuItem>
                ))}
              </TextField>
              {field('initial_amount', { max: projectionLimits.maxAmount, step: 1000 })}
              {field('monthly_contribution', { max: projectionLimits.maxMonthly, step: 50 })}
              {field('years', { max: projectionLimits.maxYears })}
            </Box>
          </Panel>
          <ProjectionPanel
            projection={projection.data}
            pending={projection.isPending && params !== null}
            fetching={projection.isFetching}
            error={projection.isError}
            onRetry={() => void projection.refetch()}
            params={params}
          />
          <ExamplePortfolioPanel strategyId={strategyId ? Number(strategyId) : null} />
        </>
      )}
    </ToolPage>
  );
}

function ProjectionPanel({
  projection,
  pending,
  fetching,
  error,
  onRetry,
  params,
}: {
  projection: ProjectionResponse | undefined;
  pending: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  params: ProjectionQuery | null;
}) {
  const { t } = useTranslation('tools');
  const theme = useTheme();
  const locale = useLocale();
  const privateMode = useSession((state) => state.privateMode);
  const exporting = useExportProjection();
  const money = (value: number) => formatAmount(value, 'CHF', { privateMode, decimals: 0 });
  const last = projection?.points.at(-1);
  const options = useMemo(
    () =>
      projection
        ? projectionChartOptions({
            points: projection.points,
            labels: {
              median: t('simulator.chart.median'),
              band90: t('simulator.chart.band_10_90'),
              band75: t('simulator.chart.band_25_75'),
              paidIn: t('simulator.chart.paid_in'),
              axis: t('simulator.chart.years_axis'),
              year: (year) => t('simulator.chart.year', { year }),
            },
            formatAmount: (value) => formatAmount(value, 'CHF', { privateMode, decimals: 0 }),
            formatAxis: (value) => formatCompact(value, { privateMode }),
            colors: {
              primary: theme.palette.primary.main,
              band90: alpha(theme.palette.primary.main, 0.35),
              band75: alpha(theme.palette.primary.main, 0.6),
              paidIn: theme.palette.warning.dark,
              grid: theme.palette.divider,
              text: theme.palette.text.secondary,
            },
          })
        : null,
    // the labels are in the page's language: t changes with it
    [projection, privateMode, theme, t],
  );

  return (
    <Panel
      title={last ? t('simulator.chart.label', { years: last.year }) : undefined}
      labelledBy="projection-title"
      action={
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          disabled={!params || exporting.isPending}
          onClick={() => params && exporting.mutate({ params, locale })}
        >
          {exporting.isPending ? t('simulator.exporting') : t('simulator.export')}
        </Button>
      }
    >
      {fetching && !pending ? <LinearProgress aria-label={t('simulator.updating')} /> : <Box sx={{ height: 4 }} />}
      {pending ? (
        <LoadingSkeleton variant="chart" height={CHART_HEIGHT} />
      ) : error && !projection ? (
        <WidgetError message={t('load_error')} onRetry={onRetry} />
      ) : projection && last && options ? (
        <Box sx={{ display: 'grid', gap: 2, opacity: fetching ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={fetching}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Figure label={t('simulator.summary.median', { years: last.year })} value={money(last.p50)} />
            <Figure label={t('simulator.summary.paid_in')} value={money(last.paid_in)} />
            <Figure label={t('simulator.summary.range')} value={`${money(last.p10)} – ${money(last.p90)}`} />
          </Box>
          <Chart options={options} height={CHART_HEIGHT} label={t('simulator.chart.label', { years: last.year })} amounts />
          <Typography variant="body2" color="text.secondary">
            {t('simulator.summary.assumptions', {
              ret: formatPercent(projection.assumptions.expected_return),
              vol: formatPercent(projection.assumptions.volatility),
              paths: formatNumber(projection.assumptions.paths),
            })}
          </Typography>
        </Box>
      ) : null}
    </Panel>
  );
}
