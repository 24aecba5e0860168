import { screen, waitFor, within } from '@testing-library/react';
import Highcharts from 'highcharts';
import { mockApi } from '../../../test/mock-api';
import { renderDashboard } from '../../../test/render-dashboard';

function aumChart() {
  const figure = screen.getByRole('figure', { name: 'Zeitreihe der verwalteten Vermögen mit Nettozuflüssen' });
  const chart = Highcharts.charts.find((candidate) => candidate && figure.contains(candidate.container));
  if (!chart) throw new Error('the AUM chart is not drawn');
  return chart;
}

it('stacks every adviser in the AUM pane and keeps the net inflows alone in theirs', async () => {
  mockApi();
  const { user } = await renderDashboard();
  const widget = screen.getByRole('region', { name: 'Entwicklung der verwalteten Vermögen' });
  // Highcharts loads on demand; its first import alone can take more than 15 s on a loaded machine
  await waitFor(() => aumChart(), { timeout: 60_000 });

  await user.click(await within(widget).findByRole('button', { name: 'Nach Berater' }));

  await waitFor(() =>
    expect(
      aumChart()
        .series.map((series) => series.name)
        .sort(),
    ).toEqual(['Anna Meier', 'Luca Rossi', 'Nettozuflüsse']),
  );
  // pane 0 is the stacked AUM pane, pane 1 the net inflows below it
  const paneOf = (name: string) => aumChart().yAxis.indexOf(aumChart().series.find((series) => series.name === name)!.yAxis);
  expect(paneOf('Anna Meier')).toBe(0);
  expect(paneOf('Luca Rossi')).toBe(0);
  expect(paneOf('Nettozuflüsse')).toBe(1);
  expect(aumChart().series.find((series) => series.name === 'Nettozuflüsse')!.type).toBe('column');
});
