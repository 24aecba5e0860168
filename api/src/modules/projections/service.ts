import {
  PROJECTION_PATHS,
  type ExportProjectionBody,
  type Locale,
  type ProjectionQuery,
  type ProjectionResponse,
} from '@portal/shared/contracts';
import { pensionInputIssues, pillar3aBuyInMaximum, pillar3aWithdrawalYears, pillar3aYearlyMaximum } from '@portal/shared/validation';
import { NotFoundError, UnprocessableError } from '../../lib/errors';
import { t } from '../../lib/messages';
import type { Repositories } from '../../plugins/repositories';
import type { RequestScope } from '../../plugins/scope';
import { pillar3aTax, taxDataOf, taxInputOf } from '../tax';
import { seedOf, simulate } from './monte-carlo';
import type { ProjectionTax } from './projection-pdf';

// The projections' figures (docs/projections.md, docs/taxes.md); routes.ts reads the request and answers.

/** The Monte Carlo projection of the inputs; the seed comes from the inputs, so the same inputs give the same answer. */
export async function projectionOf(
  repos: Repositories,
  scope: RequestScope,
  query: ProjectionQuery,
  /** the calendar year whose pillar 3a limits apply (the API's clock) */
  year: number,
  paths = PROJECTION_PATHS,
): Promise<ProjectionResponse> {
  const strategy = await repos.projections(scope).strategy(query.strategy_id);
  if (!strategy) throw new NotFoundError(t('strategyNotFound', scope.locale));
  const issues = pensionInputIssues(query, year);
  if (issues.length) throw new UnprocessableError(t('invalidInput', scope.locale), issues);
  // a buy-in is paid in at the start, beside the account's current value
  const buyIn = query.product === 'pillar_3a' ? (query.buy_in ?? 0) : 0;
  const seed = seedOf([
    strategy.id,
    strategy.expectedReturn,
    strategy.volatility,
    query.initial_amount + buyIn,
    query.monthly_contribution,
    query.years,
    paths,
  ]);
  const points = simulate({
    initialAmount: query.initial_amount + buyIn,
    monthlyContribution: query.monthly_contribution,
    years: query.years,
    expectedReturn: strategy.expectedReturn,
    volatility: strategy.volatility,
    paths,
    seed,
  });
  return {
    strategy: { id: strategy.id, name: strategy.name },
    currency: 'CHF',
    assumptions: { expected_return: strategy.expectedReturn, volatility: strategy.volatility, paths, seed },
    points,
    pillar_3a: query.product === 'pillar_3a' ? pillar3aFigures(query, year, buyIn) : null,
  };
}

/**
 * The year's 3a limits and the contributions, and with a marginal tax rate their income-tax saving: the yearly
 * contribution and the buy-in are deducted from taxable income, so each saves its amount times the marginal rate;
 * the total counts the contribution of every year of the horizon at this year's rate.
 */
function pillar3aFigures(query: ProjectionQuery, year: number, buyIn: number): NonNullable<ProjectionResponse['pillar_3a']> {
  const yearly = Math.round(query.monthly_contribution * 12 * 100) / 100;
  const rate = query.marginal_tax_rate ?? null;
  const saving = (amount: number) => (rate === null ? null : Math.round(amount * rate) / 100);
  return {
    year,
    yearly_maximum: pillar3aYearlyMaximum(year, query.pension_fund !== 'false', query.earned_income),
    yearly_contribution: yearly,
    buy_in: buyIn,
    buy_in_maximum: pillar3aBuyInMaximum(year),
    marginal_tax_rate: rate,
    tax_saving_per_year: saving(yearly),
    tax_saving_buy_in: saving(buyIn),
    tax_saving_total: saving(yearly * query.years + buyIn),
  };
}

/**
 * The pillar 3a tax figures of an export (docs/taxes.md), when the adviser filled the tax inputs: the yearly
 * contribution deducted from the taxable income over the horizon, the median capital at the horizon withdrawn at once
 * or from the accounts given: with the client's birth date and sex, one account a tax year from the end of the horizon
 * within the years from five years before the AHV reference age. The same figures as the simulator's tax panel.
 */
export function projectionTaxOf(
  dataDir: string,
  body: ExportProjectionBody,
  projection: ProjectionResponse,
  locale: Locale,
  today: string,
): ProjectionTax | null {
  const pillar = projection.pillar_3a;
  const last = projection.points.at(-1);
  if (!pillar || !last || body.tax_zip === undefined || body.tax_income === undefined) return null;
  const data = taxDataOf(dataDir, undefined, locale);
  const query = { zip: body.tax_zip, household: body.tax_household, children: body.tax_children, confession: body.tax_confession };
  const input = taxInputOf(dataDir, data, query, locale, { zip: 'tax_zip', bfs: 'tax_zip' });
  if (body.tax_birth_date !== undefined && body.tax_birth_date > today) {
    throw new UnprocessableError(t('invalidInput', locale), [{ field: 'tax_birth_date', message: t('taxBirthDate', locale) }]);
  }
  const capital = Math.round(last.p50);
  const municipality = data.municipalities.get(input.bfs)!;
  // the capital is there at the end of the horizon: the accounts are withdrawn from then on
  const withdrawalYears =
    body.tax_birth_date !== undefined && body.tax_sex !== undefined
      ? pillar3aWithdrawalYears(body.tax_birth_date, body.tax_sex, pillar.year + last.year, body.tax_accounts)
      : undefined;
  return {
    municipality: { zip: body.tax_zip, name: municipality.name, canton: municipality.canton },
    household: body.tax_household,
    children: body.tax_children,
    confession: body.tax_confession,
    income: body.tax_income,
    accounts: withdrawalYears?.length ?? body.tax_accounts,
    birthYear: body.tax_birth_date === undefined ? null : Number(body.tax_birth_date.slice(0, 4)),
    sex: body.tax_birth_date === undefined ? null : (body.tax_sex ?? null),
    contribution: pillar.yearly_contribution,
    years: last.year,
    capital,
    figures: pillar3aTax(data, input, {
      income: body.tax_income,
      contribution: pillar.yearly_contribution,
      startYear: pillar.year,
      years: last.year,
      capital,
      accounts: body.tax_accounts,
      ...(withdrawalYears ? { withdrawalYears } : {}),
    }),
  };
}
