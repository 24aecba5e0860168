import {
  easterSunday,
  firstBankBusinessDayOfMonth,
  isBankBusinessDay,
  nextBankBusinessDay,
  swissBankHoliday,
  swissBankHolidays,
} from './bank-calendar';

describe('Easter', () => {
  it('falls on the published Sundays', () => {
    // known dates: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2038-04-25 (latest possible), 2285-03-22 (earliest)
    expect(['2024', '2025', '2026', '2027', '2038', '2285'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });
});

describe('the Swiss bank holidays', () => {
  it('are the nine days of 2026', () => {
    // Easter 2026 is 5 April: Good Friday 3 April, Easter Monday 6 April, Ascension 14 May, Whit Monday 25 May
    expect(swissBankHolidays(2026)).toEqual([
      { date: '2026-01-01', holiday: 'new_year' },
      { date: '2026-01-02', holiday: 'berchtolds_day' },
      { date: '2026-04-03', holiday: 'good_friday' },
      { date: '2026-04-06', holiday: 'easter_monday' },
      { date: '2026-05-14', holiday: 'ascension' },
      { date: '2026-05-25', holiday: 'whit_monday' },
      { date: '2026-08-01', holiday: 'national_day' },
      { date: '2026-12-25', holiday: 'christmas' },
      { date: '2026-12-26', holiday: 'st_stephens_day' },
    ]);
    expect(swissBankHoliday('2026-05-14')).toBe('ascension');
    expect(swissBankHoliday('2026-05-15')).toBeNull();
  });

  it('shift like weekends', () => {
    expect(isBankBusinessDay('2026-01-05')).toBe(true);
    expect(isBankBusinessDay('2026-01-02')).toBe(false);
    // Thursday 1 and Friday 2 January 2026, then the weekend: Monday 5 January
    expect(firstBankBusinessDayOfMonth(2026, 1)).toBe('2026-01-05');
    // Friday 3 April (Good Friday), the weekend, Easter Monday: Tuesday 7 April
    expect(nextBankBusinessDay('2026-04-03')).toBe('2026-04-07');
    // Saturday 1 August 2026: Monday 3 August
    expect(firstBankBusinessDayOfMonth(2026, 8)).toBe('2026-08-03');
    // Friday 25 December 2026, Saturday 26, Sunday 27: Monday 28 December
    expect(nextBankBusinessDay('2026-12-25')).toBe('2026-12-28');
    // 1 January 2027 is a Friday, 2 a Saturday: Monday 4 January
    expect(firstBankBusinessDayOfMonth(2027, 1)).toBe('2027-01-04');
    // an ordinary Wednesday stays
    expect(nextBankBusinessDay('2026-07-01')).toBe('2026-07-01');
  });
});
