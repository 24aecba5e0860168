// Everything Highcharts lives in this module, which is only reached through a dynamic import: the dashboard's
// figures paint before the charting library has even been downloaded.
import Highcharts from 'highcharts';
import 'highcharts/modules/funnel';
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import type { Options } from 'highcharts';

// Each chart sits in a figure that carries its translated name; Highcharts' English fallback title
// ("Chart title") would only be read out next to it. This copy of Highcharts belongs to this remote alone.
Highcharts.setOptions({ lang: { accessibility: { chartContainerLabel: '', defaultChartTitle: '' } } });

export interface HighchartsChartProps {
  options: Options;
}

export default function HighchartsChart({ options }: HighchartsChartProps) {
  return <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ style: { width: '100%' } }} />;
}
