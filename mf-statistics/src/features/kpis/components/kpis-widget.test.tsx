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
