import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@portal/shared/ui/use-theme';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { z } from 'zod';
import {
  PROJECTION_PATHS,
  projectionLimits,
  projectionProducts,
  projectionQuerySchema,
  type ProjectionProduct,
  type ProjectionQuery,
  type ProjectionResponse,
} from '@portal/shared/contracts';
import {
  RETIREMENT_AGE,
  buyInFullContributionMessage,
  buyInMaximumMessage,
  buyInNotYetMessage,
  earnedIncomeRequiredMessage,
  pensionInputIssues,
  pillar3aBuyInMaximum,
  pillar3aMaximumMessage,
  pillar3aYearlyMaximum,
  vestedBenefitsContributionMessage,
} from '@portal/shared/validation';
import { formatAmount, formatCompact, formatNumber, formatPercent } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Chart } from '@portal/shared/ui/chart';
import { Figure, Panel, ToolPage } from '../../../lib/ui/page';
import { useExportProjection, type ExportFormat, type ExportTaxFields } from '../api/export-projection';
import { useProjection } from '../api/get-projection';
import { useStrategies } from '../../../lib/api/get-strategies';
import { TaxSavingPanel } from './tax-saving-panel';
import { ExamplePortfolioPanel } from './example-portfolio-panel';
import { projectionChartOptions } from './projection-chart-options';

type Inputs = {
  strategy_id: string;
  product: ProjectionProduct;
  initial_amount: string;
  monthly_contribution: string;
  years: string;
  /** pillar 3a */
  pension_fund: boolean;
  earned_income: string;
  yearly_contribution: string;
  buy_in: string;
  marginal_tax_rate: string;
  /** vested benefits: invested until the retirement age */
  age: string;
};
type FieldName = Exclude<keyof Inputs, 'pension_fund'>;
type FieldError = { key: string; values?: Record<string, number> };

const CHART_HEIGHT = 340;

/** The shared pension rules' messages as the page's translation keys. */
const pensionErrorKeys: Record<string, string> = {
  [pillar3aMaximumMessage]: 'pillar3a_maximum',
  [earnedIncomeRequiredMessage]: 'earned_income_required',
  [buyInMaximumMessage]: 'buy_in_maximum',
  [buyInFullContributionMessage]: 'buy_in_full_contribution',
  [buyInNotYetMessage]: 'buy_in_not_yet',
  [vestedBenefitsContributionMessage]: 'vested_benefits_contribution',
};

/** The fields the adviser fills for each product: a 3a account is paid yearly, vested benefits run until retirement. */
const fieldsOf = (inputs: Pick<Inputs, 'product' | 'pension_fund'>): FieldName[] => {
  if (inputs.product === 'pillar_3a') {
    return [
      'initial_amount',
      'yearly_contribution',
      'years',
      ...(inputs.pension_fund ? [] : ['earned_income' as const]),
      'buy_in',
      'marginal_tax_rate',
    ];
  }
  if (inputs.product === 'vested_benefits') return ['initial_amount', 'age'];
  return ['initial_amount', 'monthly_contribution', 'years'];
};

/** The inputs as the API takes them, or the translated problem of each field (the API's own rules decide). */
function parseInputs(inputs: Inputs, year: number): { params: ProjectionQuery | null; errors: Partial<Record<FieldName, FieldError>> } {
  const errors: Partial<Record<FieldName, FieldError>> = {};
  const shown = fieldsOf(inputs);
  const optional: FieldName[] = ['buy_in', 'marginal_tax_rate'];
  for (const field of shown) {
    if (inputs[field].trim() === '' && !optional.includes(field)) errors[field] = { key: 'required' };
  }
  const age = Number(inputs.age);
  if (shown.includes('age') && !errors.age && !(Number.isInteger(age) && age >= 18 && age < RETIREMENT_AGE)) {
    errors.age = { key: 'age', values: { min: 18, max: RETIREMENT_AGE - 1 } };
  }
  const value = (field: FieldName) => (shown.includes(field) && inputs[field].trim() !== '' ? inputs[field] : undefined);
  const yearly = Number(inputs.yearly_contribution);
  const query = {
    strategy_id: inputs.strategy_id,
    product: inputs.product,
    initial_amount: inputs.initial_amount,
    ...(inputs.product === 'pillar_3a'
      ? {
          monthly_contribution: Number.isFinite(yearly) && inputs.yearly_contribution.trim() !== '' ? String(yearly / 12) : '',
          years: inputs.years,
          pension_fund: inputs.pension_fund ? 'true' : 'false',
          earned_income: value('earned_income'),
          buy_in: value('buy_in'),
          marginal_tax_rate: value('marginal_tax_rate'),
        }
      : inputs.product === 'vested_benefits'
        ? { monthly_contribution: '0', years: String(RETIREMENT_AGE - age) }
        : { monthly_contribution: inputs.monthly_contribution, years: inputs.years }),
  };
  // a problem of the API's monthly contribution is the yearly one's on a 3a account; of the horizon, the age's
  const fieldOf = (name: string): FieldName =>
    inputs.product === 'pillar_3a' && name === 'monthly_contribution'
      ? 'yearly_contribution'
      : inputs.product === 'vested_benefits' && name === 'years'
        ? 'age'
        : (name as FieldName);
  const parsed = projectionQuerySchema.safeParse(query);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0]));
      if (errors[field]) continue;
      if (issue.code === 'too_small') errors[field] = { key: 'min', values: { min: Number(issue.minimum) } };
      else if (issue.code === 'too_big') errors[field] = { key: 'max', values: { max: Number(issue.maximum) } };
      else if (issue.code === 'invalid_type' && field === 'years') errors[field] = { key: 'integer' };
      else errors[field] = { key: 'required' };
    }
  } else {
    for (const issue of pensionInputIssues(parsed.data, year)) {
      const field = fieldOf(issue.field);
      errors[field] ??= { key: pensionErrorKeys[issue.message] ?? 'required' };
    }
  }
  return { params: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** A message's limits as the page writes numbers (docs/screens-and-layout.md: 100'000'000, not 100000000). */
function formattedLimits({ min, max }: NonNullable<FieldError['values']> = {}): { min?: string; max?: string } {
  return { min: min === undefined ? undefined : formatNumber(min), max: max === undefined ? undefined : formatNumber(max) };
}

/**
 * The form's schema for the zod resolver: the inputs as typed, the API's query as its output (projectionQuerySchema and
 * the shared pension rules, through parseInputs). A field's problem is its translation key and values, as JSON: the
 * resolver keeps only a message.
 */
const simulatorFormSchema = (year: number) =>
  z
    .object({
      strategy_id: z.string(),
      product: z.enum(projectionProducts),
      initial_amount: z.string(),
      monthly_contribution: z.string(),
      years: z.string(),
      pension_fund: z.boolean(),
      earned_income: z.string(),
      yearly_contribution: z.string(),
      buy_in: z.string(),
      marginal_tax_rate: z.string(),
      age: z.string(),
    })
    .transform((inputs, context) => {
      const { params, errors } = parseInputs(inputs, year);
      for (const [field, error] of Object.entries(errors)) {
        context.addIssue({ code: 'custom', path: [field], message: JSON.stringify(error) });
      }
      return params ?? z.NEVER;
    });

/** The tax panel's figures for this year's contribution (the income tax it saves, the marginal rate), once computed. */
export type ComputedTaxSaving = { saving: number; marginalRate: number };

export function SimulatorPage() {
  const { t } = useTranslation('tools');
  const strategies = useStrategies();
  // the pillar 3a step's tax inputs, carried into the export, and the saving its panel computed
  const [taxFields, setTaxFields] = useState<ExportTaxFields | null>(null);
  const [computedSaving, setComputedSaving] = useState<ComputedTaxSaving | null>(null);
  const year = new Date().getFullYear();
  // until the adviser picks one: the least risky strategy that has an example portfolio to show beside the projection
  const fallback = strategies.data?.find((strategy) => strategy.has_example_portfolio) ?? strategies.data?.[0];
  const fallbackId = fallback ? String(fallback.id) : '';
  const schema = useMemo(() => simulatorFormSchema(year), [year]);
  const withStrategy = (values: Inputs): Inputs => ({ ...values, strategy_id: values.strategy_id || fallbackId });
  const { control, register, trigger, formState } = useForm<Inputs, unknown, ProjectionQuery>({
    // every change shows the problems of every field shown (a switch can make another field required)
    mode: 'all',
    resolver: (values, context, options) => zodResolver(schema)(withStrategy(values), context, options),
    defaultValues: {
      strategy_id: '',
      product: 'free',
      initial_amount: '100000',
      monthly_contribution: '500',
      years: '20',
      pension_fund: true,
      earned_income: '',
      yearly_contribution: String(pillar3aYearlyMaximum(year, true)),
      buy_in: '',
      marginal_tax_rate: '',
      age: '50',
    },
  });
  const inputs = withStrategy(useWatch({ control }) as Inputs);
  const strategyId = inputs.strategy_id;
  useEffect(() => {
    void trigger();
  }, [JSON.stringify(inputs), trigger]); // eslint-disable-line react-hooks/exhaustive-deps -- the values, not their object
  const parsed = schema.safeParse(inputs);
  const params = parsed.success ? parsed.data : null;
  const projection = useProjection(strategyId ? params : null);
  const shown = fieldsOf(inputs);
  const yearlyMaximum = pillar3aYearlyMaximum(year, inputs.pension_fund, Number(inputs.earned_income) || 0);

  const limits: Record<FieldName, { min?: number; max: number; step?: number; helper?: string }> = {
    strategy_id: { max: 0 },
    product: { max: 0 },
    initial_amount: { max: projectionLimits.maxAmount, step: 1000 },
    monthly_contribution: { max: projectionLimits.maxMonthly, step: 50 },
    years: { min: projectionLimits.minYears, max: projectionLimits.maxYears },
    earned_income: { max: projectionLimits.maxAmount, step: 1000 },
    yearly_contribution: {
      max: yearlyMaximum,
      step: 100,
      helper: t('simulator.pillar3a.maximum_hint', { year, amount: formatAmount(yearlyMaximum, 'CHF', { decimals: 0 }) }),
    },
    buy_in: {
      max: pillar3aBuyInMaximum(year),
      step: 100,
      helper: t('simulator.pillar3a.buy_in_hint', { amount: formatAmount(pillar3aBuyInMaximum(year), 'CHF', { decimals: 0 }) }),
    },
    marginal_tax_rate: { max: 60, step: 0.5 },
    age: { min: 18, max: RETIREMENT_AGE - 1 },
  };

  const field = (name: FieldName) => {
    if (name === 'marginal_tax_rate' && computedSaving) {
      // the summary reckons with the tax panel's marginal rate once it has one (docs/taxes.md): shown, not typed
      return (
        <TextField
          // a field of its own, not the typed one's element reused (an uncontrolled input made controlled keeps its
          // label over the value)
          key={`${name}-from-tax-panel`}
          label={t('simulator.fields.marginal_tax_rate')}
          value={String(computedSaving.marginalRate)}
          slotProps={{ inputLabel: { shrink: true } }}
          disabled
          helperText={t('simulator.pillar3a.rate_from_tax_panel')}
          fullWidth
        />
      );
    }
    const message = formState.errors[name]?.message;
    const error = message ? (JSON.parse(message) as FieldError) : undefined;
    const { min = 0, max, step = 1, helper } = limits[name];
    const { ref, ...registered } = register(name);
    return (
      <TextField
        key={name}
        label={t(`simulator.fields.${name}` as 'simulator.fields.years', { age: RETIREMENT_AGE })}
        {...registered}
        inputRef={ref}
        type="number"
        slotProps={{ htmlInput: { min, max, step, inputMode: 'decimal' } }}
        error={Boolean(error)}
        helperText={error ? t(`simulator.errors.${error.key}` as 'simulator.errors.min', formattedLimits(error.values)) : (helper ?? ' ')}
        fullWidth
      />
    );
  };
  const select = (name: 'product' | 'strategy_id', options: { value: string; label: string }[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, ref } }) => (
        <TextField
          select
          label={t(`simulator.fields.${name === 'product' ? 'product' : 'strategy'}`)}
          value={name === 'strategy_id' ? strategyId : value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          helperText=" "
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <ToolPage id="simulator" title={t('simulator.title')} intro={t('simulator.intro', { paths: formatNumber(PROJECTION_PATHS) })}>
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
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
            >
              {select(
                'product',
                projectionProducts.map((product) => ({ value: product, label: t(`simulator.products.${product}`) })),
              )}
              {select(
                'strategy_id',
                strategies.data.map((strategy) => ({ value: String(strategy.id), label: strategy.name })),
              )}
              {inputs.product === 'pillar_3a' ? (
                <Controller
                  name="pension_fund"
                  control={control}
                  render={({ field: { value, onChange, onBlur } }) => (
                    <FormControlLabel
                      sx={{ alignSelf: 'start', mt: 1 }}
                      control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
                      label={t('simulator.fields.pension_fund')}
                    />
                  )}
                />
              ) : null}
              {shown.map((name) => field(name))}
            </Box>
          </Panel>
          <ProjectionPanel
            projection={projection.data}
            pending={projection.isPending && params !== null}
            fetching={projection.isFetching}
            error={projection.isError}
            onRetry={() => void projection.refetch()}
            params={params}
            tax={inputs.product === 'pillar_3a' ? taxFields : null}
            computedSaving={computedSaving}
          />
          {inputs.product === 'pillar_3a' && projection.data?.pillar_3a && projection.data.points.length > 0 ? (
            <TaxSavingPanel
              contribution={projection.data.pillar_3a.yearly_contribution}
              startYear={projection.data.pillar_3a.year}
              years={projection.data.points.at(-1)!.year}
              capital={projection.data.points.at(-1)!.p50}
              onExportFields={setTaxFields}
              onSaving={setComputedSaving}
            />
          ) : null}
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
  tax,
  computedSaving,
}: {
  projection: ProjectionResponse | undefined;
  pending: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  params: ProjectionQuery | null;
  tax: ExportTaxFields | null;
  computedSaving: ComputedTaxSaving | null;
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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(['pdf', 'xlsx'] as ExportFormat[]).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={format === 'pdf' ? <PictureAsPdfOutlined /> : <TableChartOutlined />}
              disabled={!params || exporting.isPending}
              onClick={() =>
                params &&
                // while the panel has a figure a typed marginal rate counts nowhere (docs/taxes.md): the export has
                // the engine's figures of the tax inputs instead
                exporting.mutate({ params: computedSaving ? { ...params, marginal_tax_rate: undefined } : params, locale, format, tax })
              }
            >
              {exporting.isPending && exporting.variables?.format === format
                ? t(format === 'pdf' ? 'simulator.exporting' : 'simulator.exporting_xlsx')
                : t(format === 'pdf' ? 'simulator.export' : 'simulator.export_xlsx')}
            </Button>
          ))}
        </Box>
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
          {projection.pillar_3a ? (
            <Pillar3aFigures figures={projection.pillar_3a} computed={computedSaving} years={last.year} money={money} />
          ) : null}
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

/**
 * A 3a account's year: its maximum, what is paid in and what the deduction saves. The saving is the tax panel's when it
 * has computed one (the tax tables of the client's municipality; a buy-in at the marginal rate it found), else the one
 * of the marginal rate entered, else the panel's inputs are asked for (docs/taxes.md).
 */
function Pillar3aFigures({
  figures,
  computed,
  years,
  money,
}: {
  figures: NonNullable<ProjectionResponse['pillar_3a']>;
  computed: ComputedTaxSaving | null;
  years: number;
  money: (value: number) => string;
}) {
  const { t } = useTranslation('tools');
  const saving = pillar3aSaving(figures, computed, years);
  return (
    <Box
      component="section"
      aria-label={t('simulator.pillar3a.title', { year: figures.year })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Figure
        label={t('simulator.pillar3a.contribution', { year: figures.year })}
        value={`${money(figures.yearly_contribution)} / ${money(figures.yearly_maximum)}`}
      />
      <Figure label={t('simulator.pillar3a.buy_in')} value={money(figures.buy_in)} />
      <Figure
        label={t('simulator.pillar3a.tax_saving_year')}
        value={saving ? money(saving.year) : t('simulator.pillar3a.no_tax_saving')}
        hint={
          saving
            ? [
                t('simulator.pillar3a.tax_saving_total', { amount: money(saving.total) }),
                ...(saving.from === 'tax_panel'
                  ? [
                      t(figures.buy_in > 0 ? 'simulator.pillar3a.from_tax_panel_buy_in' : 'simulator.pillar3a.from_tax_panel', {
                        rate: formatPercent(computed!.marginalRate / 100, { decimals: 1 }),
                      }),
                    ]
                  : []),
              ].join(' · ')
            : t('simulator.pillar3a.no_tax_saving_hint')
        }
      />
    </Box>
  );
}

/**
 * This year's saving and the horizon's: the tax panel's computed saving of the contribution (a buy-in at its marginal
 * rate, as the API reckons a buy-in), else the API's figures from the marginal rate entered, else none.
 */
export function pillar3aSaving(
  figures: NonNullable<ProjectionResponse['pillar_3a']>,
  computed: ComputedTaxSaving | null,
  years: number,
): { year: number; total: number; from: 'tax_panel' | 'marginal_rate' } | null {
  if (computed) {
    const buyIn = (figures.buy_in * computed.marginalRate) / 100;
    return { year: computed.saving + buyIn, total: computed.saving * years + buyIn, from: 'tax_panel' };
  }
  if (figures.tax_saving_per_year === null) return null;
  const year = figures.tax_saving_per_year + (figures.tax_saving_buy_in ?? 0);
  return { year, total: figures.tax_saving_total ?? year, from: 'marginal_rate' };
}
