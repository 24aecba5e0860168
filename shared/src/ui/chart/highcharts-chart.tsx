// Everything Highcharts lives in this module, which is only reached through a dynamic import: a page's figures paint
// before the charting library has even been downloaded. The modules of every chart type the portal draws are here.
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/funnel';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';
import type { ChartLanguage } from './chart';

export interface HighchartsChartProps extends ChartLanguage {
  options: Options;
}

let langOf: string | undefined;

/**
 * Highcharts keeps its language in global options (one copy of Highcharts for the whole portal): dates and numbers
 * the Swiss way of the language (1'721'758, months in the language), and the accessibility texts translated. Each
 * chart sits in a figure that carries its translated name; Highcharts' fallback title ("Chart title") is not read out
 * next to it.
 */
function applyLanguage({ locale, lang }: ChartLanguage) {
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
  applyLanguage({ locale, lang });
  // A chart takes the language when it is created: a language switch draws it anew, without a reload.
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
