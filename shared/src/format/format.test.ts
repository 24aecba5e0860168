import { changeLocale } from '../i18n';
import { formatAmount, formatCompact, formatDate, formatNumber, formatPercent, privateMask } from '.';

afterEach(async () => {
  await changeLocale('de');
  jest.restoreAllMocks();
});

/**
 * Intl with the locale data of the browsers the portal runs in (Chrome, Firefox, Safari), which Node's differ from: de-CH
 * groups thousands with a typographic apostrophe (’), fr-CH with a narrow no-break space, and the space between a
 * currency code and a positive amount is a no-break space.
 */
function withBrowserLocaleData(): void {
  const NumberFormat = Intl.NumberFormat;
  const browserGroups: Record<string, string> = { 'de-CH': '\u2019', 'fr-CH': '\u202f' };
  jest.spyOn(Intl, 'NumberFormat').mockImplementation((locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) => {
    const format = new NumberFormat(locales, options);
    const group = browserGroups[format.resolvedOptions().locale];
    const formatToParts = (value: number) =>
      format
        .formatToParts(value)
        .map((part) =>
          part.type === 'group' && group
            ? { ...part, value: group }
            : part.type === 'literal'
              ? { ...part, value: part.value.replace(' ', '\u00a0') }
              : part,
        );
    const browserFormat: Pick<Intl.NumberFormat, 'format' | 'formatToParts' | 'resolvedOptions'> = {
      formatToParts,
      format: (value: number) =>
        formatToParts(value)
          .map((part) => part.value)
          .join(''),
      resolvedOptions: () => format.resolvedOptions(),
    };
    return browserFormat as Intl.NumberFormat;
  });
}

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

  it('writes percentages as amounts in every language: a point before the decimals, no space before the sign', () => {
    expect(formatPercent(1, { decimals: 0, locale: 'de' })).toBe('100%');
    for (const locale of ['de', 'en', 'fr', 'it'] as const) {
      expect(formatPercent(0.083, { locale })).toBe('8.3%');
      expect(formatPercent(-0.05, { locale, signed: true })).toBe('-5.0%');
    }
  });

  it.each([
    ['de', "CHF -1'511.93", "CHF 786'800.00"],
    ['en', "CHF -1'511.93", "CHF 786'800.00"],
    ['fr', "-1'511.93 CHF", "786'800.00 CHF"],
    ['it', "CHF -1'511.93", "CHF 786'800.00"],
  ] as const)('writes a negative amount in %s with its minus after the space that follows the code', (locale, negative, positive) => {
    expect(formatAmount(-1511.93, 'CHF', { locale })).toBe(negative);
    expect(formatAmount(786800, 'CHF', { locale })).toBe(positive);
    expect(formatAmount(-99.5, 'EUR', { locale, decimals: 0 })).toBe(locale === 'fr' ? '-100 EUR' : 'EUR -100');
  });

  it("groups with ' and writes . before decimals in every language, whatever the browser's locale data say", () => {
    withBrowserLocaleData();
    expect(formatAmount(453285.92, 'CHF', { locale: 'fr' })).toBe("453'285.92 CHF");
    expect(formatAmount(313776, 'CHF', { locale: 'fr', decimals: 0 })).toBe("313'776 CHF");
    expect(formatAmount(41804715, 'CHF', { locale: 'de', decimals: 0 })).toBe("CHF 41'804'715");
    expect(formatNumber(10000, { locale: 'fr' })).toBe("10'000");
    expect(formatNumber(7258, { locale: 'de' })).toBe("7'258");
    expect(formatNumber(1234.5, { locale: 'fr', decimals: 1 })).toBe("1'234.5");
    expect(formatPercent(0.083, { locale: 'fr' })).toBe('8.3%');
    expect(formatAmount(-1511.93, 'CHF', { locale: 'de' })).toBe("CHF -1'511.93");
    expect(formatPercent(12.345, { locale: 'fr' })).toBe("1'234.5%");
    expect(formatCompact(1_200_000, { locale: 'fr' })).toBe('1.2 M');
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
