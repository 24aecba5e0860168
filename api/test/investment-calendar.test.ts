import type { InvestmentCalendarResponse } from '@portal/shared/contracts';
import { bearer, build, json, signIn, type TestContext } from './helpers';
import { investmentCalendarIcs } from '../src/modules/investment-calendar/calendar-files';
import { investmentDates } from '../src/db/schema';

const url = '/api/v1/admin_partner/admin/investment_calendars';

describe('the investment calendar', () => {
  let context: TestContext;
  let token: string;

  beforeAll(async () => {
    context = await build();
    token = (await signIn(context.app)).access_token;
  });
  afterAll(() => context.close());

  it("gives this year's dates (first business day of each month, from the seed), the next date and the files", async () => {
    // the suite runs on 2026-11-25 (jest.config.js)
    const calendar = json<InvestmentCalendarResponse>(await context.app.inject({ method: 'GET', url, headers: bearer(token) }));
    expect(calendar.year).toBe(2026);
    expect(calendar.dates).toHaveLength(12);
    expect(calendar.dates.map((date) => date.slice(5, 7))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    for (const date of calendar.dates) expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(calendar.next_investment_date).toBe('2026-12-01');
    expect(calendar.years).toEqual(expect.arrayContaining([2025, 2026, 2027]));
    expect(calendar.investment_calendar.file).toBe('admin_partner/admin/investment_calendars/file?year=2026&format=ics&locale=de');
    const next = json<InvestmentCalendarResponse>(
      await context.app.inject({ method: 'GET', url: `${url}?year=2027`, headers: bearer(token) }),
    );
    expect(next.dates.every((date) => date.startsWith('2027-'))).toBe(true);
  });

  it('gives the calendar as an .ics that Outlook opens: all-day events, CRLF, the texts in the language asked for', async () => {
    const response = await context.app.inject({ method: 'GET', url: `${url}/file?year=2026&format=ics&locale=fr`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="investment-calendar-2026.ics"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(12);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261201');
    expect(lines).toContain('DTEND;VALUE=DATE:20261202');
    expect(lines).toContain("SUMMARY:Date d'investissement");
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const pdf = await context.app.inject({ method: 'GET', url: `${url}/file?year=2026&format=pdf`, headers: bearer(token) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('escapes and folds long texts as RFC 5545 asks', () => {
    const ics = investmentCalendarIcs(2026, ['2026-03-02'], 'it');
    expect(ics).toContain("SUMMARY:Data d'investimento");
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('needs a session and refuses a year out of range', async () => {
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await context.app.inject({ method: 'GET', url: `${url}?year=1900`, headers: bearer(token) })).statusCode).toBe(422);
  });

  // Swiss bank holidays (docs/tools.md)
  it('moves the seeded January date past 1 and 2 January, like a weekend', async () => {
    // 2026: Thursday 1 and Friday 2 January are bank holidays, then the weekend: Monday 5 January
    const calendar = json<InvestmentCalendarResponse>(await context.app.inject({ method: 'GET', url, headers: bearer(token) }));
    expect(calendar.dates[0]).toBe('2026-01-05');
    // Saturday 1 August: Monday 3 August
    expect(calendar.dates).toContain('2026-08-03');
    const next = json<InvestmentCalendarResponse>(
      await context.app.inject({ method: 'GET', url: `${url}?year=2027`, headers: bearer(token) }),
    );
    // 2027: Friday 1 January, Saturday 2: Monday 4 January
    expect(next.dates[0]).toBe('2027-01-04');
  });

  it('shifts a stored date on a holiday to the next bank business day, in the list, the .ics and the next date', async () => {
    // Friday 25 December 2026 (Christmas), Saturday 26 (St Stephen's), Sunday 27: Monday 28 December
    await context.database.db.insert(investmentDates).values({ date: '2026-12-25' });
    const calendar = json<InvestmentCalendarResponse>(await context.app.inject({ method: 'GET', url, headers: bearer(token) }));
    expect(calendar.dates).toContain('2026-12-28');
    expect(calendar.dates).not.toContain('2026-12-25');
    const ics = await context.app.inject({ method: 'GET', url: `${url}/file?year=2026&format=ics&locale=de`, headers: bearer(token) });
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20261228');
    expect(ics.body).not.toContain('DTSTART;VALUE=DATE:20261225');
    // the dashboard's next date is the calendar's: one query
    const dashboard = json<{ next_investment_date: string | null }>(
      await context.app.inject({ method: 'GET', url: '/api/v1/admin_partner/admin/investment_dates/next_date', headers: bearer(token) }),
    );
    expect(dashboard.next_investment_date).toBe(calendar.next_investment_date);
  });

  it('stamps each event with the time the file is made, not with the event day (RFC 5545 3.8.7.2)', () => {
    const madeAt = new Date('2026-11-25T10:00:00Z');
    const ics = investmentCalendarIcs(2026, ['2026-03-02', '2026-04-01'], 'de', madeAt);
    const stamps = ics.split('\r\n').filter((line) => line.startsWith('DTSTAMP:'));
    expect(stamps).toEqual(['DTSTAMP:20261125T100000Z', 'DTSTAMP:20261125T100000Z']);
    // the same clock, the same file
    expect(investmentCalendarIcs(2026, ['2026-03-02', '2026-04-01'], 'de', madeAt)).toBe(ics);
  });
});
