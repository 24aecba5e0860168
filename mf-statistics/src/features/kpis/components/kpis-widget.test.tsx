import { screen, within } from '@testing-library/react';
import { kpis } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderDashboard } from '../../../test/render-dashboard';

it('calls a figure unchanged when it reads the same as in the previous period', async () => {
  mockApi({
    '/api/v1/admin_partner/statistics/kpis': () => ({
      body: {
        ...kpis,
        kpis: [
          { key: 'average_days_to_first_investment', value: 36.6, previous_value: 37.4, unit: 'days' },
          { key: 'invited_to_invested_conversion', value: 0.41996, previous_value: 0.42004, unit: 'percent' },
          { key: 'net_new_money', value: 1_000_000.4, previous_value: 1_000_000.1, unit: 'amount' },
          { key: 'average_aum_per_invested_client', value: 800_000, previous_value: 900_000, unit: 'amount' },
        ],
      },
    }),
  });
  await renderDashboard();
  const widget = screen.getByRole('region', { name: 'Kennzahlen' });
  const [days, conversion, money, perClient] = await within(widget).findAllByRole('listitem');
  expect(days).toHaveTextContent('37 TageUnverändertVorperiode: 37 Tage');
  expect(conversion).toHaveTextContent('Unverändert');
  expect(money).toHaveTextContent('Unverändert');
  expect(perClient).toHaveTextContent('Gesunken');
});

it('writes percentages as the amounts beside them, in French too (docs/screens-and-layout.md)', async () => {
  mockApi({
    '/api/v1/admin_partner/statistics/kpis': () => ({
      body: {
        ...kpis,
        kpis: [
          { key: 'invited_to_invested_conversion', value: 0.083, previous_value: -0.05, unit: 'percent' },
          { key: 'net_new_money', value: 453_285.92, previous_value: -1_511.93, unit: 'amount' },
        ],
      },
    }),
  });
  await renderDashboard({ locale: 'fr' });
  const widget = screen.getByRole('region', { name: 'Indicateurs clés' });
  const [conversion, money] = await within(widget).findAllByRole('listitem');
  expect(conversion).toHaveTextContent(/8\.3%.*: -5\.0%$/);
  expect(money).toHaveTextContent(/453'286 CHF.*: -1'512 CHF$/);
});
