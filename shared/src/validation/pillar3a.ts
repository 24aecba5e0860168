/**
 * Pillar 3a and vested benefits for the financial simulator (BVV 3 Art. 7 and 7a), as pure rules that the browser
 * and the API share. The limits are those of the tax years below; a later year uses the latest known limits until
 * they are added here.
 */

/** The yearly maximum with a pension fund (the "small" one) and without (20 % of earned income, capped). */
export const PILLAR_3A_LIMITS: Readonly<Record<number, { withPensionFund: number; withoutPensionFund: number }>> = {
  2025: { withPensionFund: 7258, withoutPensionFund: 36288 },
  2026: { withPensionFund: 7258, withoutPensionFund: 36288 },
};
/** Without a pension fund, at most this share of the earned income. */
export const PILLAR_3A_INCOME_SHARE = 0.2;
/** Retroactive buy-ins (Art. 7a, in force since 2025): gaps from 2025 on, at most ten years back, from 2026 on. */
export const PILLAR_3A_FIRST_GAP_YEAR = 2025;
export const PILLAR_3A_BUY_IN_YEARS_BACK = 10;
/** The reference age until which vested benefits stay invested. */
export const RETIREMENT_AGE = 65;

/**
 * The AHV reference age in months (AHVG Art. 21, the AHV 21 reform): 65 years for men; for women 64 years when born
 * in 1960 or before, then three months more for each year of birth up to 65 years from 1964 (docs/taxes.md).
 */
export function ahvReferenceAgeMonths(birthYear: number, sex: 'male' | 'female'): number {
  if (sex === 'male') return RETIREMENT_AGE * 12;
  const steps = Math.min(4, Math.max(0, birthYear - 1960));
  return (RETIREMENT_AGE - 1) * 12 + steps * 3;
}

/** A 3a account may be withdrawn from this many years before the AHV reference age (BVV 3 Art. 3). */
export const PILLAR_3A_EARLY_WITHDRAWAL_YEARS = 5;

/**
 * The tax years in which a client's 3a accounts can be withdrawn one a year, the first first: from the year the client
 * is five years short of the AHV reference age to the year they reach it, none before `fromYear`, at most `limit`.
 * `birthDate` is an ISO date (YYYY-MM-DD).
 */
export function pillar3aWithdrawalYears(birthDate: string, sex: 'male' | 'female', fromYear: number, limit: number): number[] {
  const [year, month] = birthDate.split('-').map(Number) as [number, number];
  const referenceMonths = ahvReferenceAgeMonths(year, sex);
  // months counted from January of the year of birth: the month the age is reached, as a calendar year
  const yearOf = (months: number) => year + Math.floor((month - 1 + months) / 12);
  const first = Math.max(fromYear, yearOf(referenceMonths - PILLAR_3A_EARLY_WITHDRAWAL_YEARS * 12));
  const last = Math.max(first, yearOf(referenceMonths));
  return Array.from({ length: Math.min(limit, last - first + 1) }, (_, index) => first + index);
}

export const pillar3aMaximumMessage = 'Der Jahresbeitrag übersteigt das Säule-3a-Maximum.';
export const earnedIncomeRequiredMessage = 'Ohne Pensionskasse wird das Erwerbseinkommen benötigt.';
export const buyInMaximumMessage = 'Der Einkauf übersteigt das Maximum dieses Jahres.';
export const buyInFullContributionMessage = 'Ein Einkauf setzt den vollen ordentlichen Beitrag des Jahres voraus.';
export const buyInNotYetMessage = 'Einkäufe sind ab 2026 möglich.';
export const vestedBenefitsContributionMessage = 'Auf Freizügigkeitsgelder sind keine laufenden Beiträge möglich.';

export function pillar3aLimits(year: number) {
  const years = Object.keys(PILLAR_3A_LIMITS).map(Number);
  const known = years.filter((candidate) => candidate <= year);
  return PILLAR_3A_LIMITS[known.length ? Math.max(...known) : Math.min(...years)]!;
}

/** The most that may be paid in a year: the small maximum with a pension fund, else 20 % of the income up to the cap. */
export function pillar3aYearlyMaximum(year: number, pensionFund: boolean, earnedIncome = 0): number {
  const limits = pillar3aLimits(year);
  if (pensionFund) return limits.withPensionFund;
  return Math.min(limits.withoutPensionFund, Math.round(Math.max(0, earnedIncome) * PILLAR_3A_INCOME_SHARE * 100) / 100);
}

/** The earlier years whose gaps can be bought in this year: from 2025, at most ten years back (none before 2026). */
export function pillar3aGapYears(year: number): number[] {
  const first = Math.max(PILLAR_3A_FIRST_GAP_YEAR, year - PILLAR_3A_BUY_IN_YEARS_BACK);
  return Array.from({ length: Math.max(0, year - first) }, (_, index) => first + index);
}

/** A buy-in of a year is capped at that year's small maximum (whatever the gap), and possible only from 2026. */
export function pillar3aBuyInMaximum(year: number): number {
  return pillar3aGapYears(year).length ? pillar3aLimits(year).withPensionFund : 0;
}

export type PensionInputs = {
  product: 'free' | 'pillar_3a' | 'vested_benefits';
  monthly_contribution: number;
  /** 'false' when the client has no pension fund; a pension fund is assumed otherwise */
  pension_fund?: 'true' | 'false' | undefined;
  earned_income?: number | undefined;
  buy_in?: number | undefined;
};

/**
 * The problems of a projection's pension inputs in `year`, each on its field with its message (empty when none):
 * a 3a contribution over the yearly maximum, a missing income without a pension fund, a buy-in over the maximum,
 * before 2026 or without the full regular contribution, a contribution to vested benefits.
 */
export function pensionInputIssues(inputs: PensionInputs, year: number): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (inputs.product === 'vested_benefits') {
    if (inputs.monthly_contribution > 0) issues.push({ field: 'monthly_contribution', message: vestedBenefitsContributionMessage });
    return issues;
  }
  if (inputs.product !== 'pillar_3a') return issues;
  const pensionFund = inputs.pension_fund !== 'false';
  if (!pensionFund && inputs.earned_income === undefined) {
    issues.push({ field: 'earned_income', message: earnedIncomeRequiredMessage });
    return issues;
  }
  const maximum = pillar3aYearlyMaximum(year, pensionFund, inputs.earned_income);
  const yearly = Math.round(inputs.monthly_contribution * 12 * 100) / 100;
  if (yearly > maximum) issues.push({ field: 'monthly_contribution', message: pillar3aMaximumMessage });
  const buyIn = inputs.buy_in ?? 0;
  if (buyIn > 0) {
    const buyInMaximum = pillar3aBuyInMaximum(year);
    if (buyInMaximum === 0) issues.push({ field: 'buy_in', message: buyInNotYetMessage });
    else if (buyIn > buyInMaximum) issues.push({ field: 'buy_in', message: buyInMaximumMessage });
    else if (yearly < maximum) issues.push({ field: 'buy_in', message: buyInFullContributionMessage });
  }
  return issues;
}
