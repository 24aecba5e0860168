import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PerformancePeriod } from '@portal/shared/contracts';
import { dayjs } from '@portal/shared/format';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { detailHandlers, paths, performanceOf } from '../../../test/detail-api';
import { PerformanceSection } from './performance-section';

// Highcharts draws its real SVG here (jsdom-svg.cjs), but jsdom measures no text: every label would be 0 px wide and
// nothing would ever be cut. These stand-ins give text the width it has in the browser at the axis' 0.8em (12.8 px):
// about 6.4 px a character, "30.11.2026" 64 px.
const CHARACTER = 6.4;
const svg = window.SVGElement.prototype as unknown as Record<string, unknown>;
const measuring = {
  getBBox(this: SVGElement) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * CHARACTER, height: 15 };
  },
  getSubStringLength(_start: number, length: number) {
    return length * CHARACTER;
  },
};
const original = { getBBox: svg.getBBox, getSubStringLength: svg.getSubStringLength };
let width = 0;
beforeEach(() => Object.assign(svg, measuring));
afterEach(() => Object.assign(svg, original));
// the chart's container is as wide as the test says (Highcharts reads offsetWidth and scrollWidth)
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => width);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => width);
});
afterAll(() => jest.restoreAllMocks());

/** A value every day from `from` to `to`, as a client's first service started on `from`. */
function dailyFrom(from: string, to: string) {
  const series = [];
  for (let day = dayjs(from); !day.isAfter(dayjs(to)); day = day.add(1, 'day')) {
    series.push({ date: day.format('YYYY-MM-DD'), value: 100_000 + series.length * 250, net_flow: 0 });
  }
  return { ...performanceOf('1y'), from, to, series };
}

function Section() {
  const [range, setRange] = useState<PerformancePeriod>('1y');
  return <PerformanceSection clientId={11} currency="CHF" range={range} onRangeChange={setRange} />;
}

const dateLabels = (figure: HTMLElement) =>
  // a label Highcharts shortened keeps its whole text in a <title> of its own, beside the shortened one
  [...figure.querySelectorAll('.highcharts-xaxis-labels text')].map((label) => label.textContent);

describe('the value chart of a client', () => {
  // the widths of the chart beside the side column and on a phone; the last tick of a month's weekly axis falls on
  // its right end (the service started on Monday 26.10.2026, the period ends on Monday 30.11.2026)
  it.each([390, 500, 720])('shows the date at the right end of the axis in full (%i px)', async (chartWidth) => {
    width = chartWidth;
    mockApi(detailHandlers({ [paths.overall]: () => ({ body: dailyFrom('2026-10-26', '2026-11-30') }) }));
    renderWithProviders(<Section />, { session: { partnerUser, visibleModules: ['clients' as const] } });
    const figure = await within(await screen.findByRole('region', { name: 'Performance' })).findByRole('figure', {
      name: 'Wertentwicklung mit Ein- und Auszahlungen',
    });
    await waitFor(() => expect(dateLabels(figure).length).toBeGreaterThan(1));
    const labels = dateLabels(figure);
    expect(labels.at(-1)).toBe('30.11.2026');
    for (const label of labels) expect(label).toMatch(/^\d\d\.\d\d\.2026$/);
  });

  it('shows the month at the right end of a year in full', async () => {
    width = 900;
    mockApi(detailHandlers({ [paths.overall]: () => ({ body: dailyFrom('2025-12-01', '2026-12-01') }) }));
    renderWithProviders(<Section />, { session: { partnerUser, visibleModules: ['clients' as const] } });
    const figure = await within(await screen.findByRole('region', { name: 'Performance' })).findByRole('figure', {
      name: 'Wertentwicklung mit Ein- und Auszahlungen',
    });
    await waitFor(() => expect(dateLabels(figure).length).toBeGreaterThan(1));
    for (const label of dateLabels(figure)) expect(label).toMatch(/^\S+ 20\d\d$/);
  });
});
