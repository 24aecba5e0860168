// Everything Highcharts lives in this module, which is only reached through a dynamic import: the dashboard's
// figures paint before the charting library has even been downloaded.
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { LangOptions, Options } from 'highcharts';

export interface HighchartsChartProps {
  options: Options;
  /** the interface language (de, en, fr, it) */
  locale: string;
  /** Highcharts' texts for screen readers and buttons, in that language */
  lang: LangOptions;
}

let langOf: string | undefined;

/**
 * Highcharts keeps its language in global options (this copy of Highcharts belongs to this remote alone): dates and
 * numbers the Swiss way of the language (1'721'758, months in the language), and the accessibility texts translated.
 * Each chart sits in a figure that carries its translated name; Highcharts' fallback title ("Chart title") is not
 * read out next to it.
 */
function useHighchartsLanguage(locale: string, lang: LangOptions) {
  if (langOf === locale) return;
  Highcharts.setOptions({
    lang: {
      ...lang,
      locale: `${locale}-CH`,
      thousandsSep: "'",
      decimalPoint: '.',
      accessibility: { ...lang.accessibility, chartContainerLabel: '', defaultChartTitle: '' },
    },
  });
  langOf = locale;
}

export default function HighchartsChart({ options, locale, lang }: HighchartsChartProps) {
  useHighchartsLanguage(locale, lang);
  // A chart takes the language when it is created: a language switch draws it anew, without a reload.
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
