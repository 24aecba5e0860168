import Highcharts from 'highcharts';
import 'highcharts/modules/funnel';
import 'highcharts/modules/accessibility';
import type { Options } from 'highcharts';
import { highchartsOptions } from '../highcharts-options';

// The shared chart options as Highcharts reads them (issue 30): the accessibility texts in the page's language, the
// value axis's range with Swiss separators instead of "1202400 bis 1626799.57", dates as 01.11.2025.

afterEach(() => {
  for (const chart of Highcharts.charts) chart?.destroy();
});

function draw(locale: 'de' | 'fr', options: Options) {
  Highcharts.setOptions(highchartsOptions(locale));
  const container = document.createElement('div');
  document.body.append(container);
  return Highcharts.chart(container, { chart: { width: 600, height: 300 }, ...options });
}

const aum: Options = {
  xAxis: { type: 'datetime' },
  series: [
    {
      type: 'line',
      name: 'AUM',
      data: [
        [Date.UTC(2025, 10, 1), 1_202_400],
        [Date.UTC(2025, 11, 1), 1_626_799.57],
      ],
    },
  ],
};

it('tells the range of a value axis with Swiss separators, and of a time axis as dates', () => {
  const chart = draw('de', aum);
  const screenReaderText = chart.container.parentElement!.textContent ?? '';
  const described = document.body.textContent ?? '';
  const text = `${screenReaderText} ${described}`;
  expect(text).toContain("Die Daten reichen von 1'202'400 bis 1'626'799.57.");
  expect(text).toContain('Die Daten reichen von 01.11.2025 bis 01.12.2025.');
  expect(text).not.toMatch(/2025-11-01|1202400/);
});

it('describes the chart types in the language', () => {
  const chart = draw('fr', {
    series: [
      {
        type: 'funnel',
        name: 'Clients',
        data: [
          ['Prospects', 10],
          ['Clients', 4],
        ],
      },
    ],
  });
  const text = `${chart.container.parentElement!.textContent ?? ''} ${document.body.textContent ?? ''}`;
  expect(text).toContain('Les graphiques en entonnoir montrent');
  expect(text).not.toMatch(/Funnel charts|Chart with/);
});

it('writes every label of a month axis in one format, January included', () => {
  const months = [9, 10, 11, 12, 13, 14].map((month, i) => [Date.UTC(2025, month, 1), i + 1] as [number, number]);
  const chart = draw('de', { xAxis: { type: 'datetime', tickInterval: 30 * 24 * 3600 * 1000 }, series: [{ type: 'line', data: months }] });
  const axis = chart.xAxis[0]!;
  const labels = axis.tickPositions!.map((position) => axis.ticks[position]!.label!.textStr);
  expect(labels.length).toBeGreaterThan(3);
  expect(labels.some((label) => /2026/.test(String(label)))).toBe(true);
  for (const label of labels) expect(String(label)).toMatch(/^\p{L}+\.? \d{4}$/u);
});
