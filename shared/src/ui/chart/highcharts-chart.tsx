// Everything Highcharts lives in this module, which is only reached through a dynamic import: a page's figures paint
// before the charting library has even been downloaded. The modules of every chart type the portal draws are here.
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/funnel';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';
import { highchartsOptions } from '../highcharts-options';
import type { ChartLanguage } from './chart';

export interface HighchartsChartProps extends ChartLanguage {
  options: Options;
}

let langOf: string | undefined;

/**
 * Highcharts keeps its language in global options (one copy of Highcharts for the whole portal): the texts, numbers
 * and dates of every chart of the portal, from one place (highcharts-options.ts, docs/charts.md).
 */
function applyLanguage({ locale }: ChartLanguage) {
  if (langOf === locale) return;
  Highcharts.setOptions(highchartsOptions(locale));
  langOf = locale;
}

export default function HighchartsChart({ options, locale }: HighchartsChartProps) {
  applyLanguage({ locale });
  // A chart takes the language when it is created: a language switch draws it anew, without a reload.
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
