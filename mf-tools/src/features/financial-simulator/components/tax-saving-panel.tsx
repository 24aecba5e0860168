import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import {
  MAX_STAGGERED_ACCOUNTS,
  TAX_MAX_CHILDREN,
  confessions,
  genders,
  households,
  taxBirthDateSchema,
  taxIncomeQuerySchema,
  type TaxComparisonQuery,
  type TaxIncomeQuery,
  type TaxWithdrawalQuery,
} from '@portal/shared/contracts';
import { formatAmount, formatCompact } from '@portal/shared/format';
import { pillar3aWithdrawalYears } from '@portal/shared/validation';
import { useSession } from '@portal/shared/session';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useTheme } from '@portal/shared/ui/use-theme';
import { Chart } from '@portal/shared/ui/chart';
import { Figure, Panel } from '../../../lib/ui/page';
import type { ExportTaxFields } from '../api/export-projection';
import { useIncomeTax, useTaxComparison, useWithdrawalTax } from '../api/get-tax';
import { comparisonChartOptions } from './comparison-chart-options';
import { TaxYearTables } from './tax-year-tables';

type Inputs = {
  zip: string;
  household: string;
  children: string;
  confession: string;
  income: string;
  accounts: string;
  /** the client's birth date (ISO) and sex, optional together: the years the accounts can be withdrawn in */
  birth_date: string;
  sex: string;
};
type Field = 'zip' | 'children' | 'income' | 'accounts' | 'birth_date' | 'sex';
type Sex = (typeof genders)[number];

/**
 * The inputs as the API takes them, or the translation key of each field's problem (the same rules as the API's); the
 * birth date and sex when both are given (a birth date from 1900 to `today`).
 */
export function parseTaxInputs(
  inputs: Inputs,
  deduction: number,
  today: string,
): { params: TaxIncomeQuery | null; person: { birthDate: string; sex: Sex } | null; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const birthDate = inputs.birth_date.trim();
  const sex = genders.find((candidate) => candidate === inputs.sex);
  if (birthDate !== '' && !(taxBirthDateSchema.safeParse(birthDate).success && birthDate <= today)) errors.birth_date = 'birth_date';
  if (birthDate !== '' && !sex) errors.sex = 'sex_required';
  if (birthDate === '' && sex) errors.birth_date = 'birth_date_required';
  if (!/^\d{4}$/.test(inputs.zip.trim())) errors.zip = 'zip';
  const children = Number(inputs.children);
  if (!(Number.isInteger(children) && children >= 0 && children <= TAX_MAX_CHILDREN)) errors.children = 'children';
  const accounts = Number(inputs.accounts);
  if (!(Number.isInteger(accounts) && accounts >= 1 && accounts <= MAX_STAGGERED_ACCOUNTS)) errors.accounts = 'accounts';
  if (inputs.income.trim() === '') errors.income = 'required';
  const parsed = taxIncomeQuerySchema.safeParse({
    zip: inputs.zip.trim(),
    household: inputs.household,
    children: inputs.children,
    confession: inputs.confession,
    income: inputs.income,
    deduction,
  });
  if (!parsed.success && !errors.income && parsed.error.issues.some((issue) => issue.path[0] === 'income')) errors.income = 'amount';
  const valid = parsed.success && Object.keys(errors).length === 0;
  return {
    params: valid ? parsed.data : null,
    person: valid && birthDate !== '' && sex ? { birthDate, sex } : null,
    errors,
  };
}

/**
 * The pillar 3a step's taxes (issue 31): where the client lives and how, the income tax a year's contribution saves
 * (the tax without it less the tax with it, all levels), the tax on withdrawing the accumulated capital at once or
 * staggered over several accounts, the net benefit, and the same household in every canton's capital.
 */
export function TaxSavingPanel({
  contribution,
  startYear,
  years,
  capital,
  onExportFields,
  onSaving,
}: {
  contribution: number;
  /** the first year of contributions (the projection's 3a year) */
  startYear: number;
  years: number;
  capital: number | null;
  /** the valid tax inputs, for the projection's export (null while invalid) */
  onExportFields?: (fields: ExportTaxFields | null) => void;
  /** the saving computed for this contribution and the marginal rate found, for the simulator's summary (null until then) */
  onSaving?: (computed: { saving: number; marginalRate: number } | null) => void;
}) {
  const { t } = useTranslation('tools');
  const theme = useTheme();
  const privateMode = useSession((state) => state.privateMode);
  const money = (value: number) => formatAmount(value, 'CHF', { privateMode, decimals: 0 });
  const [inputs, setInputs] = useState<Inputs>({
    zip: '8001',
    household: 'single',
    children: '0',
    confession: 'none',
    income: '100000',
    accounts: '1',
    birth_date: '',
    sex: '',
  });
  const set = (field: keyof Inputs) => (event: { target: { value: string } }) =>
    setInputs((current) => ({ ...current, [field]: event.target.value }));
  const today = new Date().toISOString().slice(0, 10);
  const { params, person, errors } = parseTaxInputs(inputs, contribution, today);
  // with the birth date, one account a tax year from the end of the horizon, within the AHV window (docs/taxes.md)
  const withdrawalYears = person ? pillar3aWithdrawalYears(person.birthDate, person.sex, startYear + years, Number(inputs.accounts)) : null;
  const accounts = withdrawalYears?.length ?? Number(inputs.accounts);
  const exportFields: ExportTaxFields | null = params
    ? {
        tax_zip: params.zip,
        tax_household: params.household,
        tax_children: params.children,
        tax_confession: params.confession,
        tax_income: params.income,
        tax_accounts: Number(inputs.accounts),
        ...(person ? { tax_birth_date: person.birthDate, tax_sex: person.sex } : {}),
      }
    : null;
  const exportKey = JSON.stringify(exportFields);
  useEffect(() => {
    onExportFields?.(exportKey === 'null' ? null : (JSON.parse(exportKey) as ExportTaxFields));
  }, [exportKey, onExportFields]);
  const income = useIncomeTax(params);
  const withdrawalParams: TaxWithdrawalQuery | null =
    params && capital !== null
      ? {
          zip: params.zip,
          household: params.household,
          children: params.children,
          confession: params.confession,
          capital: Math.round(capital),
          accounts,
        }
      : null;
  const withdrawal = useWithdrawalTax(withdrawalParams);
  const comparisonParams: TaxComparisonQuery | null = params
    ? {
        household: params.household,
        children: params.children,
        confession: params.confession,
        income: params.income,
        deduction: contribution,
      }
    : null;
  const comparison = useTaxComparison(comparisonParams);
  // the postal code the API knows no municipality of: its 422 on the field
  const zipError = errors.zip ?? (income.isError ? 'zip_unknown' : undefined);

  const options = useMemo(
    () =>
      comparison.data
        ? comparisonChartOptions({
            cantons: comparison.data.cantons,
            labels: { tax: t('tax.comparison.income_tax'), saving: t('tax.comparison.saving') },
            formatAmount: (value) => formatAmount(value, 'CHF', { privateMode, decimals: 0 }),
            formatAxis: (value) => formatCompact(value, { privateMode }),
            colors: {
              tax: theme.palette.primary.main,
              saving: theme.palette.success.main,
              grid: theme.palette.divider,
              text: theme.palette.text.secondary,
            },
          })
        : null,
    [comparison.data, privateMode, theme, t],
  );

  const savingPerYear = income.data?.saving ?? null;
  // only an answer for these inputs and this contribution: not the previous one shown while the new one loads
  const computedSaving =
    params && income.data && !income.isPlaceholderData && savingPerYear !== null
      ? { saving: savingPerYear, marginalRate: income.data.marginal_rate }
      : null;
  const savingKey = JSON.stringify(computedSaving);
  useEffect(() => {
    onSaving?.(JSON.parse(savingKey) as { saving: number; marginalRate: number } | null);
  }, [savingKey, onSaving]);
  // the summary stops using the figure when the panel goes (another product)
  useEffect(() => () => onSaving?.(null), [onSaving]);
  const savedTotal = savingPerYear === null ? null : savingPerYear * years;
  const withdrawalTax = withdrawal.data ? (accounts > 1 ? withdrawal.data.staggered.total : withdrawal.data.once.total) : null;
  const source = t('tax.source');

  const numberField = (name: Field, label: string, max: number, step = 1) => (
    <TextField
      label={label}
      value={inputs[name]}
      onChange={set(name)}
      type={name === 'zip' ? 'text' : 'number'}
      slotProps={{ htmlInput: { min: 0, max, step, inputMode: name === 'zip' ? 'numeric' : 'decimal' } }}
      error={Boolean(name === 'zip' ? zipError : errors[name])}
      helperText={
        (name === 'zip' ? zipError : errors[name])
          ? t(`tax.errors.${(name === 'zip' ? zipError : errors[name])!}` as 'tax.errors.zip', { max })
          : ' '
      }
      fullWidth
    />
  );

  return (
    <>
      <Panel title={t('tax.title')} labelledBy="tax-title">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {numberField('zip', t('tax.fields.zip'), 9999)}
          <TextField select label={t('tax.fields.household')} value={inputs.household} onChange={set('household')} helperText=" " fullWidth>
            {households.map((household) => (
              <MenuItem key={household} value={household}>
                {t(`tax.households.${household}`)}
              </MenuItem>
            ))}
          </TextField>
          {numberField('children', t('tax.fields.children'), TAX_MAX_CHILDREN)}
          <TextField
            select
            label={t('tax.fields.confession')}
            value={inputs.confession}
            onChange={set('confession')}
            helperText=" "
            fullWidth
          >
            {confessions.map((confession) => (
              <MenuItem key={confession} value={confession}>
                {t(`tax.confessions.${confession}`)}
              </MenuItem>
            ))}
          </TextField>
          {numberField('income', t('tax.fields.income'), 100_000_000, 1000)}
          {numberField('accounts', t('tax.fields.accounts'), MAX_STAGGERED_ACCOUNTS)}
          <TextField
            label={t('tax.fields.birth_date')}
            value={inputs.birth_date}
            onChange={set('birth_date')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: today } }}
            error={Boolean(errors.birth_date)}
            helperText={errors.birth_date ? t(`tax.errors.${errors.birth_date}` as 'tax.errors.birth_date') : t('tax.birth_date_hint')}
            fullWidth
          />
          <TextField
            select
            label={t('tax.fields.sex')}
            value={inputs.sex}
            onChange={set('sex')}
            error={Boolean(errors.sex)}
            helperText={errors.sex ? t(`tax.errors.${errors.sex}` as 'tax.errors.sex_required') : ' '}
            fullWidth
          >
            {genders.map((sex) => (
              <MenuItem key={sex} value={sex}>
                {t(`tax.sexes.${sex}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {income.data ? (
          <Typography variant="body2" color="text.secondary">
            {t('tax.municipality', { name: income.data.municipality.name, canton: income.data.municipality.canton })}
          </Typography>
        ) : null}
        {params && income.isPending ? (
          <LoadingSkeleton variant="chart" height={120} />
        ) : income.data ? (
          <Box
            component="section"
            aria-label={t('tax.figures')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
          >
            <Figure label={t('tax.contribution_year')} value={money(contribution)} hint={source} />
            <Figure label={t('tax.saving_year')} value={money(savingPerYear ?? 0)} hint={source} />
            <Figure label={t('tax.saving_total', { years })} value={money(savedTotal ?? 0)} hint={source} />
            {withdrawal.data && withdrawalTax !== null ? (
              <>
                <Figure
                  label={t('tax.withdrawal_once', { capital: money(withdrawal.data.capital) })}
                  value={money(withdrawal.data.once.total)}
                  hint={source}
                />
                {accounts > 1 ? (
                  <Figure
                    label={t('tax.withdrawal_staggered', { accounts })}
                    value={money(withdrawal.data.staggered.total)}
                    hint={`${t('tax.staggered_saving', { amount: money(withdrawal.data.staggered_saving) })} · ${source}`}
                  />
                ) : null}
                <Figure label={t('tax.net_benefit')} value={money((savedTotal ?? 0) - withdrawalTax)} hint={source} />
              </>
            ) : null}
          </Box>
        ) : null}
        {income.data && savingPerYear !== null ? (
          <TaxYearTables
            contributions={Array.from({ length: years }, (_, index) => ({
              year: startYear + index,
              contribution,
              saving: savingPerYear,
            }))}
            withdrawals={
              withdrawal.data && withdrawalYears
                ? withdrawalYears.map((year) => ({
                    year,
                    capital: withdrawal.data.capital / withdrawalYears.length,
                    tax: withdrawalYears.length > 1 ? withdrawal.data.staggered.per_withdrawal.total : withdrawal.data.once.total,
                  }))
                : []
            }
            birthYear={person ? Number(person.birthDate.slice(0, 4)) : null}
            source={source}
          />
        ) : null}
      </Panel>
      <Panel title={t('tax.comparison.title')} labelledBy="tax-comparison-title">
        <Typography variant="body2" color="text.secondary">
          {t('tax.comparison.intro')}
        </Typography>
        {comparison.data && options ? (
          <>
            <Chart options={options} height={720} label={t('tax.comparison.label', { count: comparison.data.cantons.length })} amounts />
            <Typography variant="caption" color="text.secondary">
              {source}
            </Typography>
          </>
        ) : params ? (
          <LoadingSkeleton variant="chart" height={320} />
        ) : null}
      </Panel>
    </>
  );
}
