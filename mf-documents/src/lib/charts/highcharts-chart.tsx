// Everything Highcharts lives in this module, reached only through a dynamic import: the invoices list paints
// before the charting library has been downloaded.
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

/** Highcharts keeps its language in global options (this copy belongs to this remote alone): Swiss numbers, translated texts. */
function useHighchartsLanguage(locale: Locale) {
  if (langOf === locale) return;
  // the texts, numbers and dates of every chart of the portal, from one place (docs/charts.md)
  Highcharts.setOptions(highchartsOptions(locale));
  langOf = locale;
}

export default function HighchartsChart({ options, locale }: HighchartsChartProps) {
  useHighchartsLanguage(locale);
  // a chart takes the language when it is created: a language switch draws it anew
  return <HighchartsReact key={locale} highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
