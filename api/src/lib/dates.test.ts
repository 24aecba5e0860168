import { addDays, addMonths, addMonthsClamped, daysAfter, daysBetween, daysInMonth, firstOfMonth, isoDay, utcDay } from './dates';

describe('calendar days in UTC', () => {
  it('reads an ISO day or a timestamp as its UTC calendar day', () => {
    expect(isoDay('2026-10-31T23:30:00+01:00')).toBe('2026-10-31');
    expect(isoDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(utcDay('2026-10-31').toISOString()).toBe('2026-10-31T00:00:00.000Z');
  });

  it('adds days across month, year and the Swiss clock changes without losing or gaining one', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-03-31', '2024-02-29')).toBe(-31);
  });

  it("moves by months to the same day or that month's last day", () => {
    expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsClamped('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonthsClamped('2026-05-15', -12)).toBe('2025-05-15');
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
  });

  it('knows the length of a month and its first weekday', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-12')).toBe(31);
    // 1 March 2026 is a Sunday
    expect(firstOfMonth(2026, 2).day()).toBe(0);
    expect(firstOfMonth(2026, 2).daysInMonth()).toBe(31);
  });

  it('ends a validity whole days of 24 hours later, a clock change in between', () => {
    expect(daysAfter(new Date('2026-03-25T10:00:00Z'), 7).toISOString()).toBe('2026-04-01T10:00:00.000Z');
  });
});
