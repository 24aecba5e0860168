import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithProviders } from '@portal/shared/test-utils';
import type { PortalConfig } from '../../../config/portal-config';
import { PortalConfigContext } from '../../../config/portal-config-context';
import { LocationDisplay } from '../../../test/location-display';
import { mockFetch, partnerUser } from '../../../test/mock-fetch';
import { ClientFinder } from './client-finder';

const client = (id: number, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.ch`,
  phone: null,
  status: 'invested',
  funnel_stage: 'invested',
  onboarding_progress: 'onboarding_completed',
  service_kinds: [],
  invested_amount: 1000,
  adviser: null,
  custodian_banks: [],
  created_at: '2025-01-01T00:00:00.000Z',
});

const deployed: PortalConfig = {
  apiBase: '/api/v1',
  remotes: { mf_clients: { manifest: '/remotes/mf-clients/mf-manifest.json', version: '1' } },
};

function withConfig(children: ReactNode, config = deployed) {
  return <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
}

const answer = (request: Request) => {
  const search = new URL(request.url).searchParams.get('search') ?? '';
  const all = [client(11, 'Lea', 'Brunner'), client(12, 'Leo', 'Bachmann'), client(13, 'Marco', 'Rossi')];
  const clients = all.filter((c) => `${c.first_name} ${c.last_name}`.toLowerCase().includes(search.toLowerCase()));
  return { body: { clients, scope: 'company', currency: 'CHF', valuation_date: null }, headers: { 'x-total': String(clients.length) } };
};

describe('the client finder (Ctrl+K)', () => {
  it('opens with Ctrl+K anywhere, finds clients by name and opens the chosen one with the keyboard', async () => {
    const api = mockFetch({ 'GET admin_partner/clients': answer });
    const { user } = renderWithProviders(
      withConfig(
        <>
          <ClientFinder />
          <LocationDisplay />
        </>,
      ),
      {
        session: { partnerUser, accessToken: 'access', visibleModules: ['clients'] },
        route: '/settings',
      },
    );

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Kunden finden' });
    const input = within(dialog).getByRole('combobox', { name: 'Name des Kunden' });
    expect(input).toHaveFocus();
    await user.type(input, 'Le');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Lea Brunnerlea@example.ch', 'Leo Bachmannleo@example.ch']);
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 Kunden gefunden');
    expect(api.called('GET', 'admin_partner/clients').length).toBeGreaterThan(0);

    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/users/management/12');
  });

  it('opens with ⌘K and by its button, and says when nobody matches', async () => {
    mockFetch({ 'GET admin_partner/clients': answer });
    const { user } = renderWithProviders(withConfig(<ClientFinder />), {
      session: { partnerUser, accessToken: 'access', visibleModules: ['clients'] },
      locale: 'it',
    });
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Trovare un cliente' });
    await user.type(within(dialog).getByRole('combobox'), 'Zzz');
    expect(await within(dialog).findByText('Nessun cliente trovato.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cercare un cliente (Ctrl+K)' }));
    expect(await screen.findByRole('dialog', { name: 'Trovare un cliente' })).toBeInTheDocument();
  });

  it('is not there for an adviser without the clients module, nor where the clients remote is not deployed', () => {
    const first = renderWithProviders(withConfig(<ClientFinder />), {
      session: { partnerUser, accessToken: 'access', visibleModules: ['documents'] },
    });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(screen.queryByRole('button', { name: /Kunden suchen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(withConfig(<ClientFinder />, { apiBase: '/api/v1', remotes: {} }), {
      session: { partnerUser, accessToken: 'access', visibleModules: ['clients'] },
    });
    expect(screen.queryByRole('button', { name: /Kunden suchen/ })).not.toBeInTheDocument();
  });
});
