import { screen, within } from '@testing-library/react';
import { renderWithProviders, mockApi } from '@portal/shared/test-utils';
import { partnerUser } from '../../../test/fixtures';
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
            answered_at: '2026-11-01T09:00:00.000Z',
            answer_note: 'Ein Konto bei der Stiftung Auffangeinrichtung BVG gefunden',
            created_at: '2026-10-11T09:00:00.000Z',
            updated_at: '2026-11-01T09:00:00.000Z',
          },
        },
      }),
    });
    renderWithProviders(<VbSearchPanel clientId={42} />, { session });
    expect(await screen.findByText('Antwort weitergeleitet')).toBeInTheDocument();
    expect(screen.getByText('Eingereicht am 16.10.2026')).toBeInTheDocument();
    expect(
      screen.getByText('Antwort erhalten am 01.11.2026: Ein Konto bei der Stiftung Auffangeinrichtung BVG gefunden'),
    ).toBeInTheDocument();
    // answered: nothing left to answer
    expect(screen.queryByRole('button', { name: 'Abgelehnt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suche öffnen' })).toHaveAttribute('href', '/users/management/vb_search/42');
  });

  it('offers to start one when there is none', async () => {
    mockApi({ '/api/v1/admin_partner/clients/42/vb_search': () => ({ body: { client, vb_search: null } }) });
    renderWithProviders(<VbSearchPanel clientId={42} />, { session, locale: 'fr' });
    expect(await screen.findByText('Pas encore de recherche d’avoirs de libre passage oubliés.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lancer une recherche' })).toHaveAttribute('href', '/users/management/vb_search/42');
  });

  it('lets an internal operator record the answer to a handed-in search, and no one else', async () => {
    const submitted = {
      id: 7,
      client_id: 42,
      status: 'submitted',
      former_employers: [],
      signature: 'drawn',
      submitted_at: '2026-10-16T09:00:00.000Z',
      answered_at: null,
      answer_note: null,
      created_at: '2026-10-11T09:00:00.000Z',
      updated_at: '2026-10-16T09:00:00.000Z',
    };
    const server = mockApi({
      '/api/v1/admin_partner/clients/42/vb_search': () => ({ body: { client, vb_search: submitted } }),
      '/api/v1/admin_partner/vb_search/7/answer': async (request) => {
        const { status, note } = (await request.json()) as { status: string; note: string | null };
        return { body: { ...submitted, status, answer_note: note, answered_at: '2026-11-20T09:00:00.000Z' } };
      },
    });
    const { unmount } = renderWithProviders(<VbSearchPanel clientId={42} />, { session });
    expect(await screen.findByText('Eingereicht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Antwort erfasst' })).not.toBeInTheDocument();
    unmount();

    const { user } = renderWithProviders(<VbSearchPanel clientId={42} />, {
      session: { ...session, partnerUser: { ...partnerUser, role: 'operator' as const } },
    });
    await user.click(await screen.findByRole('button', { name: 'Abgelehnt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suche ablehnen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notiz für die Beraterin oder den Berater' }), 'Kein Guthaben gefunden');
    await user.click(within(dialog).getByRole('button', { name: 'Erfassen' }));
    expect(await screen.findByText('Antwort erhalten am 20.11.2026: Kein Guthaben gefunden')).toBeInTheDocument();
    expect(await server.to('/api/v1/admin_partner/vb_search/7/answer')[0]!.json()).toEqual({
      status: 'rejected',
      note: 'Kein Guthaben gefunden',
    });
  });
});
