import { changeLocale } from '../i18n';
import { formatAmount, formatCompact, formatDate, formatNumber, formatPercent, privateMask } from '.';

afterEach(async () => {
  await changeLocale('de');
});

describe('formatAmount', () => {
  it('writes amounts the Swiss way in German', () => {
    expect(formatAmount(1234567, 'CHF')).toBe("CHF 1'234'567.00");
    expect(formatAmount(99.5, 'EUR')).toBe('EUR 99.50');
  });

  it('follows the interface language', async () => {
    await changeLocale('fr');
    expect(formatAmount(1234567, 'CHF')).toBe("1'234'567.00 CHF");
  });

  it('groups thousands in Italian as in German', () => {
    expect(formatAmount(1001, 'CHF', { locale: 'it', decimals: 0 })).toBe("CHF 1'001");
    expect(formatAmount(1001, 'CHF', { locale: 'de', decimals: 0 })).toBe("CHF 1'001");
    expect(formatNumber(7258, { locale: 'it' })).toBe("7'258");
  });

  it('writes percentages per language with Intl', () => {
    expect(formatPercent(1, { decimals: 0, locale: 'de' })).toBe('100%');
    expect(formatPercent(0.083, { locale: 'fr' })).toMatch(/^8,3\s?%$/);
  });

  it('shows the same fixed mask for every amount in private mode', () => {
    expect(formatAmount(1234567, 'CHF', { privateMode: true })).toBe(privateMask);
    expect(formatAmount(3, 'USD', { privateMode: true })).toBe(privateMask);
    expect(formatNumber(42, { privateMode: true })).toBe(privateMask);
    expect(formatCompact(5_000_000, { privateMode: true })).toBe(privateMask);
    expect(privateMask).not.toMatch(/\d/);
  });

  it('shows a dash for a missing amount', () => {
    expect(formatAmount(null)).toBe('–');
    expect(formatAmount(Number.NaN)).toBe('–');
  });
});

describe('formatPercent and formatCompact', () => {
  it('formats fractions as percentages, optionally signed', () => {
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatPercent(0.05, { signed: true })).toBe('+5.0%');
    expect(formatPercent(-0.05, { signed: true, decimals: 0 })).toBe('-5%');
  });

  it('shortens large numbers for chart axes', () => {
    expect(formatCompact(1_200_000)).toBe('1.2 Mio.');
    expect(formatCompact(1_200_000, { locale: 'en' })).toBe('1.2M');
  });
});

describe('formatDate', () => {
  const date = '2026-03-07T14:05:00';

  it('offers the four date forms: day month year, the numeric date, YYYY-MM-DD and HH:mm', () => {
    expect(formatDate(date, 'long')).toBe('7. März 2026');
    expect(formatDate(date, 'dmy')).toBe('07.03.2026');
    expect(formatDate(date, 'iso')).toBe('2026-03-07');
    expect(formatDate(date, 'time')).toBe('14:05');
  });

  it('names the month in the interface language', async () => {
    await changeLocale('fr');
    expect(formatDate(date, 'long')).toBe('7 mars 2026');
    await changeLocale('it');
    expect(formatDate(date, 'long')).toBe('7 marzo 2026');
    expect(formatDate(date, 'long', { locale: 'en' })).toBe('7 March 2026');
  });

  it('writes the numeric date the Swiss way of each language', () => {
    expect(formatDate(date, 'dmy', { locale: 'de' })).toBe('07.03.2026');
    expect(formatDate(date, 'dmy', { locale: 'fr' })).toBe('07.03.2026');
    expect(formatDate(date, 'dmy', { locale: 'it' })).toBe('07.03.2026');
    expect(formatDate(date, 'dmy', { locale: 'en' })).toBe('07/03/2026');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null, 'dmy')).toBe('–');
    expect(formatDate('not a date', 'iso')).toBe('–');
  });
});
