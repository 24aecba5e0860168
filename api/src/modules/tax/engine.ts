/**
 * The Swiss tax engine: pure functions over one year's tax data (data.ts). The rules, and why, are in docs/taxes.md.
 * Amounts are Swiss francs; each level's tax is rounded to 5 centimes, the totals are the sums of the levels.
 */
import type { Municipality, Rates, TariffGroup, Tariff, TariffRow, TaxData, TaxType } from './data';
import { tariffKey } from './data';

export type Household = { married: boolean; children: number };
export type Confession = 'none' | 'reformed' | 'roman_catholic' | 'christ_catholic';
export type TaxInput = { bfs: number; household: Household; confession: Confession };

export type IncomeTax = { federal: number; canton: number; commune: number; church: number; total: number };
export type WealthTax = { canton: number; commune: number; church: number; total: number };

export class UnknownMunicipalityError extends Error {
  constructor(readonly bfs: number) {
    super(`Unknown BFS number ${bfs}`);
    this.name = 'UnknownMunicipalityError';
  }
}

const round05 = (value: number) => Math.round(value * 20) / 20;
const floor100 = (value: number) => Math.floor(value / 100) * 100;

/** The tariff groups a household is looked up under, in order: married; single parent; single (docs/taxes.md). */
export function tariffGroups(household: Household): TariffGroup[] {
  if (household.married) return ['VERHEIRATET'];
  if (household.children > 0) return ['LEDIG_MIT_KINDER', 'VERHEIRATET'];
  return ['LEDIG_ALLEINE', 'LEDIG_OHNE_KINDER'];
}

const splits = (group: TariffGroup) => group === 'VERHEIRATET' || group === 'LEDIG_MIT_KINDER';

/** The first tariff (in the data's order) that applies to the household's group, or `ALLE`; undefined when none. */
export function findTariff(
  data: TaxData,
  target: Tariff['target'],
  canton: string,
  taxType: TaxType,
  household: Household,
): { tariff: Tariff; group: TariffGroup } | undefined {
  const list = data.tariffs.get(tariffKey(target, canton, taxType));
  if (!list) return undefined;
  const group = tariffGroups(household)[0]!;
  for (const wanted of tariffGroups(household)) {
    const tariff = list.find((t) => t.groups.includes('ALLE') || t.groups.includes(wanted));
    // the splitting follows the household, not the table it was found under
    if (tariff) return { tariff, group };
  }
  return undefined;
}

/** The tax of one table for an amount (no splitting, no rounding of the amount), by the table's reading. */
export function tableTax(tariff: Pick<Tariff, 'reading' | 'rows'>, amount: number): number {
  const rows = tariff.rows;
  if (amount <= 0) return 0;
  switch (tariff.reading) {
    case 'FLATTAX':
      return (amount * rows[0]!.percent) / 100;
    case 'BUND': {
      const row = lastAtOrBelow(rows, amount);
      return row ? row.taxes + ((amount - row.amount) * row.percent) / 100 : 0;
    }
    case 'ZUERICH': {
      let rest = amount;
      let tax = 0;
      for (const row of rows) {
        const part = Math.min(rest, row.amount);
        tax += (part * row.percent) / 100;
        rest -= part;
        if (rest <= 0) break;
      }
      return tax;
    }
    case 'FREIBURG': {
      const index = rows.findIndex((row) => row.amount > amount);
      if (index === -1) return (amount * rows[rows.length - 1]!.percent) / 100;
      if (index === 0) return 0;
      const low = rows[index - 1]!;
      const high = rows[index]!;
      const rate = low.percent + ((high.percent - low.percent) * (amount - low.amount)) / (high.amount - low.amount);
      return (amount * rate) / 100;
    }
    case 'FORMEL': {
      const row = lastAtOrBelow(rows, amount);
      return row?.formula ? Math.max(0, row.formula(amount)) : 0;
    }
  }
}

function lastAtOrBelow(rows: TariffRow[], amount: number): TariffRow | undefined {
  let found: TariffRow | undefined;
  for (const row of rows) {
    if (row.amount <= amount) found = row;
    else break;
  }
  return found;
}

/**
 * The tax of a tariff for a household: the amount (taxable income or wealth) divided by the tariff's splitting divisor
 * where the household splits, rounded down to the CHF 100, taxed by the table, multiplied by the divisor again.
 */
export function tariffTax(found: { tariff: Tariff; group: TariffGroup }, amount: number): number {
  const { tariff, group } = found;
  const divisor = tariff.splitting > 0 && splits(group) ? tariff.splitting : 1;
  return tableTax(tariff, floor100(amount / divisor)) * divisor;
}

export function municipalityOf(data: TaxData, bfs: number): Municipality {
  const municipality = data.municipalities.get(bfs);
  if (!municipality) throw new UnknownMunicipalityError(bfs);
  return municipality;
}

export function churchRate(rates: Rates, confession: Confession): number {
  if (confession === 'reformed') return rates.reformed;
  if (confession === 'roman_catholic') return rates.romanCatholic;
  if (confession === 'christ_catholic') return rates.christCatholic;
  return 0;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No tariff for ${what}`);
  return value;
}

/** Federal, cantonal, communal and church tax on a taxable income. */
export function incomeTax(data: TaxData, input: TaxInput, income: number): IncomeTax {
  const m = municipalityOf(data, input.bfs);
  const { household } = input;
  const federalTariff = required(findTariff(data, 'BUND', m.canton, 'EINKOMMENSSTEUER', household), 'federal income');
  const cantonTariff = required(findTariff(data, 'KANTON', m.canton, 'EINKOMMENSSTEUER', household), m.canton);
  // SZ and VS tax the communal share by a tariff of their own
  const communeTariff = findTariff(data, 'GEMEINDE', m.canton, 'EINKOMMENSSTEUER', household) ?? cantonTariff;
  const simple = tariffTax(cantonTariff, income);
  const simpleCommune = communeTariff === cantonTariff ? simple : tariffTax(communeTariff, income);
  const federal = round05(tariffTax(federalTariff, income));
  const canton = round05((simple * m.income.canton) / 100);
  const commune = round05((simpleCommune * m.income.city) / 100);
  const church = round05((simple * churchRate(m.income, input.confession)) / 100);
  return { federal, canton, commune, church, total: round05(federal + canton + commune + church) };
}

/** Cantonal, communal and church tax on a taxable wealth (there is no federal wealth tax). */
export function wealthTax(data: TaxData, input: TaxInput, wealth: number): WealthTax {
  const m = municipalityOf(data, input.bfs);
  const tariff = required(findTariff(data, 'KANTON', m.canton, 'VERMOEGENSSTEUER', input.household), m.canton);
  const simple = tariffTax(tariff, wealth);
  const canton = round05((simple * m.wealth.canton) / 100);
  const commune = round05((simple * m.wealth.city) / 100);
  const church = round05((simple * churchRate(m.wealth, input.confession)) / 100);
  return { canton, commune, church, total: round05(canton + commune + church) };
}

/**
 * The simple tax on a capital withdrawal from pillar 2 or 3a by a rule of withdrawal-rules.json: a fraction of the
 * income tariff's tax, the rate of an annuity of a share of the capital applied to the whole, or the canton's own
 * `VORSORGESTEUER` tariff; then bounded by a minimum and a maximum rate on the capital.
 */
function withdrawalSimpleTax(data: TaxData, target: 'BUND' | 'KANTON', canton: string, household: Household, capital: number) {
  const rule = required(data.withdrawalRules[target === 'BUND' ? 'BUND' : canton], `withdrawal ${canton}`);
  const tariffOf = (taxType: TaxType) => required(findTariff(data, target, canton, taxType, household), `${taxType} ${canton}`);
  let tax: number;
  if (rule.kind === 'income-fraction') {
    tax = tariffTax(tariffOf('EINKOMMENSSTEUER'), capital) * (rule.factor ?? 1);
  } else if (rule.kind === 'annuity-rate') {
    const annuity = floor100(capital * (rule.annuity ?? 1));
    tax = annuity > 0 ? (tariffTax(tariffOf(rule.tariff ?? 'EINKOMMENSSTEUER'), annuity) / annuity) * capital : 0;
  } else {
    tax = tariffTax(tariffOf('VORSORGESTEUER'), capital);
  }
  if (rule.minRate !== undefined) tax = Math.max(tax, capital * rule.minRate);
  if (rule.maxRate !== undefined) tax = Math.min(tax, capital * rule.maxRate);
  return { tax, churchBase: rule.churchRate !== undefined ? capital * rule.churchRate : tax };
}

/** The tax on a capital withdrawal (pillar 2 / 3a) in one tax year, all levels. */
export function withdrawalTax(data: TaxData, input: TaxInput, capital: number): IncomeTax {
  const m = municipalityOf(data, input.bfs);
  if (capital <= 0) return { federal: 0, canton: 0, commune: 0, church: 0, total: 0 };
  const federal = round05(withdrawalSimpleTax(data, 'BUND', m.canton, input.household, capital).tax);
  const { tax: simple, churchBase } = withdrawalSimpleTax(data, 'KANTON', m.canton, input.household, capital);
  const canton = round05((simple * m.income.canton) / 100);
  const commune = round05((simple * m.income.city) / 100);
  const church = round05((churchBase * churchRate(m.income, input.confession)) / 100);
  return { federal, canton, commune, church, total: round05(federal + canton + commune + church) };
}

/** The income tax a deduction saves: the tax on the income before it less the tax on the income after it. */
export function deductionSaving(data: TaxData, input: TaxInput, income: number, deduction: number): number {
  const before = incomeTax(data, input, income).total;
  const after = incomeTax(data, input, Math.max(0, income - deduction)).total;
  return round05(before - after);
}

/** The same capital withdrawn from `accounts` equal accounts, one a tax year: the tax of each, their sum, the saving. */
export function staggeredWithdrawal(data: TaxData, input: TaxInput, capital: number, accounts: number) {
  const once = withdrawalTax(data, input, capital);
  const perWithdrawal = withdrawalTax(data, input, capital / accounts);
  const total = round05(perWithdrawal.total * accounts);
  return { once, perWithdrawal, total, saving: round05(once.total - total) };
}

/** One account withdrawn whole in a tax year: its capital and the tax on it, all levels. */
export type WithdrawalYear = { year: number; capital: number; tax: IncomeTax };

/**
 * A staggered withdrawal by tax year (docs/taxes.md): the capital split into as many equal accounts as there are
 * `years`, each withdrawn whole in its year and taxed on its own; against all of it in one tax year.
 */
export function withdrawalSchedule(data: TaxData, input: TaxInput, capital: number, years: readonly number[]) {
  const once = withdrawalTax(data, input, capital);
  const share = years.length > 0 ? capital / years.length : capital;
  const withdrawals: WithdrawalYear[] = years.map((year) => ({ year, capital: share, tax: withdrawalTax(data, input, share) }));
  const total = round05(withdrawals.reduce((sum, withdrawal) => sum + withdrawal.tax.total, 0));
  return { once, withdrawals, total, saving: round05(once.total - total) };
}

/** A year of contributions: what is paid in and the income tax it saves, all levels. */
export type ContributionYear = { year: number; contribution: number; saving: number };

export type Pillar3aTax = {
  /** the income tax a year's contribution saves, all levels */
  savingPerYear: number;
  /** the saving of every year of the horizon */
  savingTotal: number;
  /** each year of the horizon, from `startYear` */
  contributionYears: ContributionYear[];
  /** the tax on withdrawing the accumulated capital in one tax year */
  withdrawalOnce: number;
  /** from `accounts` accounts, one a tax year (equal to `withdrawalOnce` for one account) */
  withdrawalStaggered: number;
  staggeredSaving: number;
  /** the accounts' tax years, when the withdrawal years are known (else empty) */
  withdrawals: WithdrawalYear[];
  /** the tax of the withdrawal chosen (staggered when several accounts) */
  withdrawalTax: number;
  /** the tax saved over the years less the tax on the withdrawal */
  netBenefit: number;
};

/**
 * The pillar 3a figures of the simulator (docs/taxes.md): a yearly contribution deducted from a taxable income over
 * `years` years from `startYear`, and the accumulated capital withdrawn at once or from several accounts: in the
 * `withdrawalYears` given (one account each), else from `accounts` accounts.
 */
export function pillar3aTax(
  data: TaxData,
  input: TaxInput,
  plan: {
    income: number;
    contribution: number;
    startYear: number;
    years: number;
    capital: number;
    accounts: number;
    withdrawalYears?: readonly number[];
  },
): Pillar3aTax {
  const savingPerYear = deductionSaving(data, input, plan.income, plan.contribution);
  const savingTotal = Math.round(savingPerYear * plan.years * 100) / 100;
  const contributionYears = Array.from({ length: plan.years }, (_, index) => ({
    year: plan.startYear + index,
    contribution: plan.contribution,
    saving: savingPerYear,
  }));
  const schedule = plan.withdrawalYears?.length ? withdrawalSchedule(data, input, plan.capital, plan.withdrawalYears) : null;
  const accounts = schedule ? schedule.withdrawals.length : plan.accounts;
  const withdrawal = schedule ?? staggeredWithdrawal(data, input, plan.capital, accounts);
  const withdrawalTax = accounts > 1 ? withdrawal.total : withdrawal.once.total;
  return {
    savingPerYear,
    savingTotal,
    contributionYears,
    withdrawalOnce: withdrawal.once.total,
    withdrawalStaggered: withdrawal.total,
    staggeredSaving: withdrawal.saving,
    withdrawals: schedule?.withdrawals ?? [],
    withdrawalTax,
    netBenefit: Math.round((savingTotal - withdrawalTax) * 100) / 100,
  };
}
