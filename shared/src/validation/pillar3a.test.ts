import {
  ahvReferenceAgeMonths,
  buyInFullContributionMessage,
  buyInMaximumMessage,
  buyInNotYetMessage,
  earnedIncomeRequiredMessage,
  pensionInputIssues,
  pillar3aBuyInMaximum,
  pillar3aGapYears,
  pillar3aMaximumMessage,
  pillar3aWithdrawalYears,
  pillar3aYearlyMaximum,
  vestedBenefitsContributionMessage,
} from './pillar3a';

describe('pillar 3a limits', () => {
  it('is the small maximum with a pension fund, and 20 % of earned income up to the cap without', () => {
    expect(pillar3aYearlyMaximum(2026, true)).toBe(7258);
    expect(pillar3aYearlyMaximum(2026, false, 100_000)).toBe(20_000);
    expect(pillar3aYearlyMaximum(2026, false, 181_440)).toBe(36_288);
    expect(pillar3aYearlyMaximum(2026, false, 500_000)).toBe(36_288);
    expect(pillar3aYearlyMaximum(2026, false, 12_345.67)).toBe(2469.13);
    // a later year keeps the latest known limits
    expect(pillar3aYearlyMaximum(2031, true)).toBe(7258);
  });

  it('buys in gaps from 2025 on, at most ten years back, from 2026, capped at the small maximum', () => {
    expect(pillar3aGapYears(2025)).toEqual([]);
    expect(pillar3aGapYears(2026)).toEqual([2025]);
    expect(pillar3aGapYears(2027)).toEqual([2025, 2026]);
    expect(pillar3aGapYears(2040)).toEqual([2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039]);
    expect(pillar3aBuyInMaximum(2025)).toBe(0);
    expect(pillar3aBuyInMaximum(2026)).toBe(7258);
  });
});

describe('pension input issues', () => {
  const full = 7258 / 12;
  it('accepts a free investment whatever it pays, and the full 3a contribution with a buy-in', () => {
    expect(pensionInputIssues({ product: 'free', monthly_contribution: 5000, buy_in: 99_999 }, 2026)).toEqual([]);
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: full, buy_in: 7258 }, 2026)).toEqual([]);
  });

  it('refuses a 3a contribution over the maximum, and a missing income without a pension fund', () => {
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: 605 }, 2026)).toEqual([
      { field: 'monthly_contribution', message: pillar3aMaximumMessage },
    ]);
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: 100, pension_fund: 'false' }, 2026)).toEqual([
      { field: 'earned_income', message: earnedIncomeRequiredMessage },
    ]);
    expect(
      pensionInputIssues({ product: 'pillar_3a', monthly_contribution: 1700, pension_fund: 'false', earned_income: 100_000 }, 2026),
    ).toEqual([{ field: 'monthly_contribution', message: pillar3aMaximumMessage }]);
  });

  it('refuses a buy-in over the maximum, before 2026, or without the full regular contribution', () => {
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: full, buy_in: 7259 }, 2026)).toEqual([
      { field: 'buy_in', message: buyInMaximumMessage },
    ]);
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: full, buy_in: 1000 }, 2025)).toEqual([
      { field: 'buy_in', message: buyInNotYetMessage },
    ]);
    expect(pensionInputIssues({ product: 'pillar_3a', monthly_contribution: 500, buy_in: 1000 }, 2026)).toEqual([
      { field: 'buy_in', message: buyInFullContributionMessage },
    ]);
  });

  it('refuses regular contributions to vested benefits', () => {
    expect(pensionInputIssues({ product: 'vested_benefits', monthly_contribution: 100 }, 2026)).toEqual([
      { field: 'monthly_contribution', message: vestedBenefitsContributionMessage },
    ]);
    expect(pensionInputIssues({ product: 'vested_benefits', monthly_contribution: 0 }, 2026)).toEqual([]);
  });
});

describe('AHV reference age and the 3a withdrawal years', () => {
  it('is 65 for men, 64 for women born up to 1960 and three months more a year of birth up to 65', () => {
    expect(ahvReferenceAgeMonths(1950, 'male')).toBe(780);
    expect(ahvReferenceAgeMonths(1990, 'male')).toBe(780);
    expect([1959, 1960, 1961, 1962, 1963, 1964, 1980].map((year) => ahvReferenceAgeMonths(year, 'female'))).toEqual([
      768, 768, 771, 774, 777, 780, 780,
    ]);
  });

  it('are the years from five years before the reference age, at most the limit, none before the first year given', () => {
    // a man born in March 1970: 60 in 2030, 65 in 2035; five accounts in 2030–2034
    expect(pillar3aWithdrawalYears('1970-03-15', 'male', 2026, 5)).toEqual([2030, 2031, 2032, 2033, 2034]);
    expect(pillar3aWithdrawalYears('1970-03-15', 'male', 2026, 2)).toEqual([2030, 2031]);
    // a woman born in November 1962: reference age 64 and 6 months, reached in May 2027; from 2026 two tax years are left
    expect(pillar3aWithdrawalYears('1962-11-20', 'female', 2026, 5)).toEqual([2026, 2027]);
    // a woman born in January 1964 reaches 65 like a man of her year, in 2029: 2026 to 2029 are left
    expect(pillar3aWithdrawalYears('1964-01-10', 'female', 2026, 5)).toEqual([2026, 2027, 2028, 2029]);
    // past the reference age: the one year left
    expect(pillar3aWithdrawalYears('1955-06-01', 'male', 2026, 5)).toEqual([2026]);
  });
});
