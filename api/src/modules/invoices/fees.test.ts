import { daysOfMonth, divideRounded, findersFee, percentToMilli, rateSchedule, recurringFee, vatOf } from './fees';

// Hand-made cases: every expected figure below was worked out by hand (the working is in the comments), not by the
// code under test.

const chf = (francs: number) => BigInt(Math.round(francs * 100));
const flat = (month: string, amount: number, from = 1, to = 31) =>
  new Map(
    daysOfMonth(month)
      .filter((_, i) => i + 1 >= from && i + 1 <= to)
      .map((day) => [day, chf(amount)]),
  );

describe('the finders fee', () => {
  it('is its percentage of the first invested amount, rounded to cents', () => {
    // 1.5 % of 250'000.00 = 3'750.00
    expect(findersFee(chf(250_000), '1.500')).toBe(chf(3750));
    // 0.7 % of 123'456.78 = 864.19746 -> 864.20
    expect(findersFee(chf(123_456.78), '0.700')).toBe(chf(864.2));
    // 2 % of 0 = 0
    expect(findersFee(0n, '2.000')).toBe(0n);
  });
});

describe('the recurring fee', () => {
  it('is the yearly rate of the average daily AUM, divided by twelve', () => {
    // October (31 days), 1'000'000 every day, 0.3 % a year: 1'000'000 × 0.003 / 12 = 250.00
    const fee = recurringFee('2026-10', flat('2026-10', 1_000_000), () => '0.300');
    expect(fee).toEqual({ basisCents: chf(1_000_000), rateMilli: 300n, amountCents: chf(250) });
  });

  it('is one twelfth of 1.2 % p.a. in a 30-day month of a 365-day year, not 30/365 of it', () => {
    // November 2026 (30 days; 2026 has 365), 1'000'000 every day, 1.2 % a year: 1'000'000 × 0.012 / 12 = 1'000.00
    // (day-based accrual would give 1'000'000 × 0.012 × 30 / 365 = 986.30: not the rule, docs/documents.md)
    const november = recurringFee('2026-11', flat('2026-11', 1_000_000), () => '1.200');
    expect(november).toEqual({ basisCents: chf(1_000_000), rateMilli: 1200n, amountCents: chf(1000) });
    // the same in a 31-day month: the month's length changes the average, not the twelfth
    expect(recurringFee('2026-12', flat('2026-12', 1_000_000), () => '1.200').amountCents).toBe(chf(1000));
  });

  it('counts only the invested days of a client who invested mid-month', () => {
    // November (30 days), 600'000 from the 16th: 15 days; average = 600'000 × 15 / 30 = 300'000;
    // 0.25 % / 12 of 300'000 = 62.50
    const fee = recurringFee('2026-11', flat('2026-11', 600_000, 16), () => '0.250');
    expect(fee.basisCents).toBe(chf(300_000));
    expect(fee.amountCents).toBe(chf(62.5));
  });

  it('follows a withdrawal from its day on', () => {
    // September (30 days): 500'000 for 10 days, then 200'000 for 20 days after a withdrawal of 300'000;
    // average = (5'000'000 + 4'000'000) / 30 = 300'000; 0.4 % / 12 = 100.00
    const aum = new Map(daysOfMonth('2026-09').map((day, i) => [day, chf(i < 10 ? 500_000 : 200_000)]));
    const fee = recurringFee('2026-09', aum, () => '0.400');
    expect(fee.basisCents).toBe(chf(300_000));
    expect(fee.amountCents).toBe(chf(100));
  });

  it('weighs a fee change by the days at each rate', () => {
    // June (30 days), 360'000 every day; 0.3 % until the 20th, 0.5 % from the 21st:
    // 360'000 × (20 × 0.003 + 10 × 0.005) / 30 / 12 = 360'000 × 0.11 / 360 = 110.00
    const rate = rateSchedule('0.300', [{ validFrom: '2026-06-21', percentage: '0.500' }]);
    const fee = recurringFee('2026-06', flat('2026-06', 360_000), rate);
    expect(fee.amountCents).toBe(chf(110));
    // the weighted rate: (20 × 0.3 + 10 × 0.5) / 30 = 0.366666… % -> 0.367
    expect(fee.rateMilli).toBe(367n);
  });

  it('is nothing in a month without AUM', () => {
    expect(recurringFee('2026-02', new Map(), () => '0.300')).toEqual({ basisCents: 0n, rateMilli: 0n, amountCents: 0n });
    // and nothing without a rate
    expect(recurringFee('2026-02', flat('2026-02', 100_000), () => null).amountCents).toBe(0n);
  });

  it('rounds the month once, half up, not day by day', () => {
    // February 2026 (28 days), 100'000.01 every day, 0.05 %: 100'000.01 × 0.0005 / 12 = 4.16666708… -> 4.17
    expect(recurringFee('2026-02', flat('2026-02', 100_000.01), () => '0.050').amountCents).toBe(417n);
  });
});

describe('the rate schedule', () => {
  it('uses the latest change on or before the day, else the fee structure', () => {
    const rate = rateSchedule('0.200', [
      { validFrom: '2026-05-01', percentage: '0.400' },
      { validFrom: '2026-03-01', percentage: '0.300' },
    ]);
    expect(rate('2026-02-28')).toBe('0.200');
    expect(rate('2026-03-01')).toBe('0.300');
    expect(rate('2026-06-30')).toBe('0.400');
    expect(rateSchedule(null, [])('2026-01-01')).toBeNull();
  });
});

describe('VAT and rounding', () => {
  it('is 8.1 % of the subtotal, rounded half up', () => {
    // 8.1 % of 1'234.50 = 99.9945 -> 99.99; of 0.50 = 0.0405 -> 0.04; of 6.17 = 0.49977 -> 0.50
    expect(vatOf(chf(1234.5), '8.1')).toBe(chf(99.99));
    expect(vatOf(50n, '8.1')).toBe(4n);
    expect(vatOf(617n, '8.1')).toBe(50n);
  });

  it('reads percentages exactly and rounds halves away from zero', () => {
    expect(percentToMilli('0.250')).toBe(250n);
    expect(percentToMilli('12')).toBe(12_000n);
    expect(() => percentToMilli('0.2505')).toThrow('more than three decimals: 0.2505');
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
  });

  it('counts the days of a month, a leap February too', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
  });
});
