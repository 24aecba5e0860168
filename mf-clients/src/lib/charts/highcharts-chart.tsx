// Everything Highcharts lives in this module, which is only reached through a dynamic import: the page's
// figures paint before the charting library has even been downloaded.
import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';
import type { Locale } from '@portal/shared/contracts';
import { highchartsOptions } from '@portal/shared/ui/highcharts-options';

export interface HighchartsChartProps {
  options: Options;
  /** the interface language */
  locale: Locale;
}

let langOf: string | undefined;

/**
 * Highcharts keeps its language in global options (this copy of Highcharts belongs to this remote alone): dates and
 * numbers the Swiss way of the language (1'721'758, months in the language), and the accessibility texts translated.
 * Each chart sits in a figure that carries its translated name; Highcharts' fallback title ("Chart title") is not
 * read out next to it.
 */
function useHighchartsLanguage(locale: Locale) {
  if (langOf === locale) return;
  // the texts, numbers and dates of every chart of the portal, from one place (docs/charts.md)
  Highcharts.setOptions(highchartsOptions(locale));
  langOf = locale;
}

export default function HighchartsChart({ options, locale }: HighchartsChartProps) {
  useHighchartsLanguage(locale);
  // A chart takes the language when it is created: a language switch draws it anew, without a reload.
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
