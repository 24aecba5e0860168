import { supportedLocales } from '../i18n/supported';
import { highchartsOptions } from './highcharts-options';

/** `a.b.c` for every text of a nested object. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key));
}

const textOf = (locale: (typeof supportedLocales)[number], path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], highchartsOptions(locale).lang);

describe('highchartsOptions', () => {
  it('gives every language the same texts', () => {
    const german = paths(highchartsOptions('de').lang).sort();
    for (const locale of supportedLocales) expect(paths(highchartsOptions(locale).lang).sort()).toEqual(german);
  });

  it.each([
    ['accessibility.seriesTypeDescriptions.funnel', /^Funnel charts are used/],
    ['accessibility.chartTypes.barMultiple', /^Bar chart with \{numSeries\} data series\.$/],
    ['accessibility.chartTypes.pieMultiple', /^Pie chart with \{numSeries\} pies\.$/],
  ])('translates %s in German, French and Italian', (path, english) => {
    const texts = (['de', 'fr', 'it'] as const).map((locale) => textOf(locale, path));
    for (const text of texts) {
      expect(typeof text).toBe('string');
      expect(text).not.toMatch(english);
    }
    expect(new Set(texts).size).toBe(3);
  });

  it('writes numbers and dates the Swiss way in every language', () => {
    for (const locale of supportedLocales) {
      const { lang, accessibility, xAxis } = highchartsOptions(locale);
      expect(lang).toMatchObject({ locale: `${locale}-CH`, thousandsSep: "'", decimalPoint: '.' });
      expect(lang.accessibility).toMatchObject({ thousandsSep: "'", decimalPoint: '.' });
      expect(accessibility.point.dateFormat).toBe('%d.%m.%Y');
      expect(accessibility.screenReaderSection.axisRangeDateFormat).toBe('%d.%m.%Y');
      // a unit's boundary format is the next smaller unit's main format: one format per axis
      expect(xAxis.dateTimeLabelFormats.year?.boundary).toBe(xAxis.dateTimeLabelFormats.month?.main);
      expect(xAxis.dateTimeLabelFormats.month?.boundary).toBe(xAxis.dateTimeLabelFormats.day?.main);
      expect(xAxis.dateTimeLabelFormats.day?.main).toBe(xAxis.dateTimeLabelFormats.week?.main);
    }
  });
});
