import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { VbSearchPanel } from './vb-search-panel';

const session = { partnerUser, accessToken: 'token', visibleModules: ['clients' as const] };
const client = { id: 42, first_name: 'Anna', last_name: 'Muster' };

describe('the vested-benefits search on the client detail', () => {
  it('shows where the search stands and leads to it', async () => {
    mockApi({
      '/api/v1/admin_partner/clients/42/vb_search': () => ({
        body: {
          client,
          vb_search: {
            id: 7,
            client_id: 42,
            status: 'forwarded',
            former_employers: [],
            signature: 'wet',
            submitted_at: '2026-10-16T09:00:00.000Z',
            created_at: '2026-10-11T09:00:00.000Z',
            updated_at: '2026-11-01T09:00:00.000Z',
          },
        },
      }),
    });
    renderWithProviders(<VbSearchPanel clientId={42} />, { session });
    expect(await screen.findByText('Antwort weitergeleitet')).toBeInTheDocument();
    expect(screen.getByText('Eingereicht am 16.10.2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suche öffnen' })).toHaveAttribute('href', '/users/management/vb_search/42');
  });

  it('offers to start one when there is none', async () => {
    mockApi({ '/api/v1/admin_partner/clients/42/vb_search': () => ({ body: { client, vb_search: null } }) });
    renderWithProviders(<VbSearchPanel clientId={42} />, { session, locale: 'fr' });
    expect(await screen.findByText('Pas encore de recherche d’avoirs de libre passage oubliés.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lancer une recherche' })).toHaveAttribute('href', '/users/management/vb_search/42');
  });
});
