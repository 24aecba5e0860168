import { screen } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { SuggestedServicesPanel } from './suggested-services-panel';

const path = '/api/v1/admin_partner/partner_suggested_services';
const suggestion = {
  id: 5,
  client_id: 42,
  kind: 'third_pillar',
  strategy_id: 3,
  strategy_name: 'Wachstum',
  risk_level: 5,
  name: 'Eigenheim',
  amount: 7258,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('the suggested services on the client detail', () => {
  it('lists them, each leading to its change, and leads to a new one', async () => {
    const server = mockApi({ [path]: () => ({ body: { suggested_services: [suggestion] } }) });
    renderWithProviders(<SuggestedServicesPanel clientId={42} />, {
      session: { partnerUser: { ...partnerUser, fidleg_certified: true }, accessToken: 'token', visibleModules: ['clients'] },
    });
    const link = await screen.findByRole('link', { name: /Säule 3a · Eigenheim/ });
    expect(link).toHaveAttribute('href', '/users/management/42/services/5');
    expect(link).toHaveTextContent("CHF 7'258");
    expect(screen.getByRole('link', { name: 'Dienstleistung vorschlagen' })).toHaveAttribute('href', '/users/management/42/services');
    expect(new URL(server.requests[0]!.url).searchParams.get('client_id')).toBe('42');
  });

  it('shows them, without a way to change them, to an adviser who is not FIDLEG-certified', async () => {
    mockApi({ [path]: () => ({ body: { suggested_services: [] } }) });
    renderWithProviders(<SuggestedServicesPanel clientId={42} />, {
      session: { partnerUser: { ...partnerUser, fidleg_certified: false }, accessToken: 'token', visibleModules: ['clients'] },
      locale: 'it',
    });
    expect(await screen.findByText('Nessun servizio ancora proposto.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proporre un servizio' })).not.toBeInTheDocument();
  });
});
