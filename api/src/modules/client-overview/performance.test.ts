import { monthlyReturns, monthsBack, periodBase, periodPerformance, timeWeightedReturn, xirr } from './performance';

// The expected figures are worked out by hand in the comments (closed forms of the quadratic the flows give when
// they fall exactly a 365-day year apart), not by the code under test.

describe('time-weighted return', () => {
  it('is the change of value when nothing flows in or out', () => {
    // 100 → 110 → 99: 1.1 · 0.9 − 1 = −1 %
    const twr = timeWeightedReturn(
      100,
      [
        { date: '2025-01-02', value: 110 },
        { date: '2025-01-03', value: 99 },
      ],
      [],
    );
    expect(twr).toBeCloseTo(-0.01, 12);
  });

  it('takes a deposit out of the day it arrives (the strategy, not the money, is measured)', () => {
    // day 1: 100 → 110 (+10 %); day 2: no move, 100 paid in at the end (210); day 3: −10 % → 189
    const valuations = [
      { date: '2025-01-02', value: 110 },
      { date: '2025-01-03', value: 210 },
      { date: '2025-01-04', value: 189 },
    ];
    const twr = timeWeightedReturn(100, valuations, [{ date: '2025-01-03', amount: 100 }]);
    // 1.1 · 1.0 · 0.9 − 1
    expect(twr).toBeCloseTo(-0.01, 12);
  });

  it('adds a withdrawal back to the day it leaves', () => {
    // 1000 → 1200 (+20 %), 200 withdrawn (1000), then −10 % → 900: 1.2 · 0.9 − 1 = 8 %
    const twr = timeWeightedReturn(
      1000,
      [
        { date: '2026-01-01', value: 1000 },
        { date: '2027-01-01', value: 900 },
      ],
      [{ date: '2026-01-01', amount: -200 }],
    );
    expect(twr).toBeCloseTo(0.08, 12);
  });

  it('skips steps from nothing and sums the flows between two stored values', () => {
    // the service opens with 500 on day 1 (no return), two deposits of 50 between the two later values
    const twr = timeWeightedReturn(
      0,
      [
        { date: '2025-03-01', value: 500 },
        { date: '2025-03-10', value: 660 },
      ],
      [
        { date: '2025-03-01', amount: 500 },
        { date: '2025-03-04', amount: 50 },
        { date: '2025-03-08', amount: 50 },
      ],
    );
    // (660 − 100) / 500 − 1 = 12 %
    expect(twr).toBeCloseTo(0.12, 12);
  });

  it('is null when no step could be measured', () => {
    expect(timeWeightedReturn(0, [], [])).toBeNull();
    expect(timeWeightedReturn(0, [{ date: '2025-01-01', value: 100 }], [{ date: '2025-01-01', amount: 100 }])).toBeNull();
  });
});

describe('XIRR', () => {
  it('is the yearly rate of a single investment', () => {
    // −100 then +121 two years later: (1 + r)² = 1.21 → r = 10 %
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2027-01-01', amount: 121 },
      ]),
    ).toBeCloseTo(0.1, 9);
  });

  it('weighs a deposit before a strong year more', () => {
    // −100 (t=0), −100 (t=1), +300 (t=2): 100x² + 100x = 300 → x = (−1 + √13) / 2
    const expected = (-1 + Math.sqrt(13)) / 2 - 1;
    const rate = xirr([
      { date: '2025-01-01', amount: -100 },
      { date: '2026-01-01', amount: -100 },
      { date: '2027-01-01', amount: 300 },
    ]);
    expect(rate).toBeCloseTo(expected, 9);
  });

  it('solves a withdrawal in the middle', () => {
    // −1000 (t=0), +200 (t=1), +900 (t=2): 1000x² − 200x − 900 = 0 → x = (200 + √(40000 + 3600000)) / 2000
    const expected = (200 + Math.sqrt(40_000 + 3_600_000)) / 2000 - 1;
    const rate = xirr([
      { date: '2025-01-01', amount: -1000 },
      { date: '2026-01-01', amount: 200 },
      { date: '2027-01-01', amount: 900 },
    ]);
    expect(rate).toBeCloseTo(expected, 9);
  });

  it('finds large losses by bisection', () => {
    // −100 then +1 a year later: r = −99 %
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 1 },
      ]),
    ).toBeCloseTo(-0.99, 9);
  });

  it('is null without a sign change', () => {
    expect(
      xirr([
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: -5 },
      ]),
    ).toBeNull();
    expect(xirr([])).toBeNull();
  });
});

describe('period performance', () => {
  it('agrees with both returns when nothing flows', () => {
    // 1000 at the base, 1100 one year later: both 10 %, annualised 10 %
    const result = periodPerformance({ date: '2025-01-01', value: 1000 }, [{ date: '2026-01-01', value: 1100 }], []);
    expect(result.twr).toBeCloseTo(0.1, 12);
    expect(result.mwr).toBeCloseTo(0.1, 9);
    expect(result.annualised?.twr).toBeCloseTo(0.1, 12);
    expect(result.annualised?.mwr).toBeCloseTo(0.1, 9);
    expect(result).toMatchObject({ startValue: 1000, endValue: 1100, deposits: 0, withdrawals: 0 });
  });

  it('separates the strategy from the timing of a deposit mid-period', () => {
    // from nothing: 100 paid in, −50 % over a year (50), 100 paid in (150), +100 % over a year (300)
    const result = periodPerformance(
      null,
      [
        { date: '2025-01-01', value: 100 },
        { date: '2026-01-01', value: 150 },
        { date: '2027-01-01', value: 300 },
      ],
      [
        { date: '2025-01-01', amount: 100 },
        { date: '2026-01-01', amount: 100 },
      ],
    );
    // TWR: 0.5 · 2 − 1 = 0; MWR over the two years: x² − 1 with x = (−1 + √13) / 2
    const x = (-1 + Math.sqrt(13)) / 2;
    expect(result.twr).toBeCloseTo(0, 12);
    expect(result.mwr).toBeCloseTo(x * x - 1, 9);
    expect(result.annualised?.mwr).toBeCloseTo(x - 1, 9);
    expect(result.annualised?.twr).toBeCloseTo(0, 12);
    expect(result.deposits).toBe(200);
  });

  it('counts a withdrawal on the investor side', () => {
    const result = periodPerformance(
      { date: '2025-01-01', value: 1000 },
      [
        { date: '2026-01-01', value: 1000 },
        { date: '2027-01-01', value: 900 },
      ],
      [{ date: '2026-01-01', amount: -200 }],
    );
    const x = (200 + Math.sqrt(3_640_000)) / 2000;
    expect(result.twr).toBeCloseTo(0.08, 12);
    expect(result.mwr).toBeCloseTo(x * x - 1, 9);
    expect(result.withdrawals).toBe(200);
  });

  it('does not annualise a period under a year', () => {
    // a month: 1000 → 1010 with no flow; the MWR is the month's 1 %, not a yearly rate
    const result = periodPerformance({ date: '2025-05-31', value: 1000 }, [{ date: '2025-06-30', value: 1010 }], []);
    expect(result.twr).toBeCloseTo(0.01, 12);
    expect(result.mwr).toBeCloseTo(0.01, 9);
    expect(result.annualised).toBeNull();
  });
});

describe('periods and months', () => {
  it('goes back whole months and keeps the day within the month', () => {
    expect(monthsBack('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBack('2024-03-31', 1)).toBe('2024-02-29');
    expect(monthsBack('2026-01-15', 3)).toBe('2025-10-15');
    expect(periodBase('1y', '2026-11-25')).toBe('2025-11-25');
    expect(periodBase('ytd', '2026-11-25')).toBe('2025-12-31');
    expect(periodBase('max', '2026-11-25')).toBeNull();
  });

  it('chains each calendar month from the last value of the month before', () => {
    const months = monthlyReturns(
      [
        { date: '2025-01-30', value: 100 },
        { date: '2025-01-31', value: 110 },
        { date: '2025-02-01', value: 121 },
        { date: '2025-02-28', value: 231 },
      ],
      [
        { date: '2025-01-30', amount: 100 },
        { date: '2025-02-28', amount: 110 },
      ],
    );
    // January: from nothing, 100 → 110 = +10 %; February: 110 → 121 (+10 %), then +110 paid in with no move (231)
    expect(months).toEqual([
      { month: '2025-01', twr: expect.closeTo(0.1, 12) },
      { month: '2025-02', twr: expect.closeTo(0.1, 12) },
    ]);
  });
});
