// Everything Highcharts lives in this module, reached only through a dynamic import: the invoices list paints
// before the charting library has been downloaded.
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { LangOptions, Options } from 'highcharts';

export interface HighchartsChartProps {
  options: Options;
  locale: string;
  lang: LangOptions;
}

let langOf: string | undefined;

/** Highcharts keeps its language in global options (this copy belongs to this remote alone): Swiss numbers, translated texts. */
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
  // a chart takes the language when it is created: a language switch draws it anew
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
