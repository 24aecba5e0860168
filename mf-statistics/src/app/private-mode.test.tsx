import { screen, waitFor } from '@testing-library/react';
import * as fixtures from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderDashboard } from '../test/render-dashboard';

// Amounts with digits that appear nowhere else on the page (no date, count or id has them).
const aumGrowth = {
  currency: 'CHF',
  valuations: [
    { date: '2026-09-01', aum: 45_134_871, net_inflow: 253_419 },
    { date: '2026-10-01', aum: 46_927_153, net_inflow: 1_721_758 },
    { date: '2026-11-01', aum: 48_256_937, net_inflow: -417_263 },
  ],
  partners: [
    { partner_user_id: 1, name: 'Anna Meier', valuations: [{ date: '2026-11-01', aum: 30_361_947 }] },
    { partner_user_id: 2, name: 'Luca Rossi', valuations: [{ date: '2026-11-01', aum: 17_894_990 }] },
  ],
};

const amounts = [
  ...aumGrowth.valuations.flatMap((point) => [point.aum, point.net_inflow]),
  ...aumGrowth.partners.map((partner) => partner.valuations[0]!.aum),
  // the widgets' own figures derived from them: net inflow and change over the range
  253_419 + 1_721_758 - 417_263,
  48_256_937 - 45_134_871,
  fixtures.totalClients.total_invested_amount,
  fixtures.aumTargets.current_aum,
  ...fixtures.aumTargets.targets.map((target) => target.amount),
  ...fixtures.kpis.kpis.filter((kpi) => kpi.unit === 'amount').flatMap((kpi) => [kpi.value!, kpi.previous_value!]),
  ...Object.values(fixtures.productAmounts).map((product) => product.amount),
  fixtures.expectedRevenue.expected_revenue.finders_fee,
  fixtures.expectedRevenue.expected_revenue.recurring_fee_monthly,
];

/** Every text of the page, visible or not: text nodes and every attribute that is read (aria-*, title, alt, value). */
function everyTextOfThePage(): string {
  const parts: string[] = [document.body.textContent ?? ''];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      // drawing attributes (an SVG path's coordinates) are no text
      if (/^(aria-|title$|alt$|value$|placeholder$|content$|data-)/.test(attribute.name)) parts.push(attribute.value);
    }
  }
  return parts.join('\n');
}

it('leaves no amount of money anywhere in the DOM in private mode, charts and their accessibility texts included', async () => {
  mockApi({ '/api/v1/admin_partner/statistics/aum_growth': () => ({ body: aumGrowth }) });
  await renderDashboard({ session: { privateMode: true } });

  // every chart drawn, with the screen-reader descriptions of its points (Highcharts loads on demand: on a loaded
  // machine its first import alone took more than 15 s; the limit only matters when a chart never comes)
  await waitFor(
    () => {
      const figures = screen.getAllByRole('figure');
      expect(figures.length).toBeGreaterThanOrEqual(2);
      for (const figure of figures) expect(figure.querySelector('.highcharts-root')).not.toBeNull();
    },
    { timeout: 60_000 },
  );

  // grouping marks and decimal separators of every language and of Highcharts' defaults are ignored
  const digits = everyTextOfThePage().replace(/['’,.\s\u00a0\u202f-]/g, '');
  const leaked = amounts
    .map((amount) => String(Math.trunc(Math.abs(amount))))
    .filter((amount) => amount.length >= 4 && digits.includes(amount));
  expect(leaked).toEqual([]);
});
