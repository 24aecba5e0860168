import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { PortalConfigContext } from '../../config/portal-config-context';
import { LocationDisplay } from '../../test/location-display';
import { mockFetch, signedInSession, type MockHandler, type MockReply } from '../../test/mock-fetch';
import DefaultLayout from './default-layout';
import { SIDEBAR_STORAGE_KEY } from './use-sidebar-collapsed';

const config = { apiBase: '/api/v1', remotes: { mf_statistics: { manifest: '/m.json', version: '1' } } };

function shellApi(overrides: Record<string, MockReply | MockHandler> = {}) {
  return mockFetch({
    'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
    'GET admin_partner/partner_notifications': { body: { notifications: [] } },
    'POST admin_partner/partner_notifications/mark_as_seen': { body: { unseen_count: 0 } },
    'GET admin_partner/available_modules': { body: { available_modules: ['clients', 'documents'] } },
    'GET admin_partner/scheduled_downtime': { body: {} },
    'GET admin_partner/feature_prompt': { body: { feature_prompt: null } },
    'PUT admin_partner/profile': (_request, body) => ({
      body: { partner_user: { ...signedInSession.partnerUser, ...(body as object) } },
    }),
    'POST admin_partner/authorization/logout': { status: 204 },
    ...overrides,
  });
}

function LatePage() {
  // a page whose heading comes after its code and data, as a remote's does
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Einstellungen</h1> : <p>lädt</p>;
}

async function renderLayout() {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <PortalConfigContext value={config}>
        <Routes>
          <Route element={<DefaultLayout />}>
            <Route index element={<h2>Page content</h2>} />
            <Route path="overview" element={<h1>Übersicht</h1>} />
            <Route path="late" element={<LatePage />} />
          </Route>
          <Route path="/login" element={<p>Login screen</p>} />
        </Routes>
        <LocationDisplay />
      </PortalConfigContext>,
      { session: signedInSession },
    );
  });
  return result;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('default layout', () => {
  it('starts the Tab order with a skip link that jumps to the page', async () => {
    shellApi();
    const { user } = await renderLayout();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves the focus to the main heading of each page it navigates to, also when the heading comes late', async () => {
    shellApi();
    let go!: (to: string) => void;
    function Navigator() {
      // The test drives the router from outside the tree through the navigate function it captures here.
      // eslint-disable-next-line react-hooks/globals, @typescript-eslint/no-misused-promises
      go = useNavigate();
      return null;
    }
    await act(async () => {
      renderWithProviders(
        <PortalConfigContext value={config}>
          <Routes>
            <Route element={<DefaultLayout />}>
              <Route path="overview" element={<h1>Übersicht</h1>} />
              <Route path="late" element={<LatePage />} />
            </Route>
          </Routes>
          <Navigator />
        </PortalConfigContext>,
        { session: signedInSession, route: '/overview' },
      );
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toHaveFocus());
    await act(async () => go('/late'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toHaveFocus());
  });

  it('remembers the collapsed sidebar', async () => {
    shellApi();
    const first = await renderLayout();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    await first.user.click(screen.getByRole('button', { name: 'Seitenleiste einklappen' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    first.unmount();

    await renderLayout();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Seitenleiste ausklappen' })).toBeInTheDocument();
  });

  it("shows '99+' above 99 unseen notifications and marks all seen on opening", async () => {
    const api = shellApi({
      'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 120 } },
      'GET admin_partner/partner_notifications': {
        body: {
          notifications: [
            {
              id: 1,
              kind: 'new_invoice_document',
              created_at: '2026-11-20T09:30:00Z',
              user_name: 'Beat Keller',
              user_initials: 'BK',
              user_updates: { document_name: 'Rechnung Oktober' },
            },
            {
              id: 2,
              kind: 'new_service',
              created_at: '2026-11-19T08:00:00Z',
              user_name: 'Anna Meier',
              user_initials: 'AM',
              user_updates: { service_type: 'third_pillar' },
            },
          ],
        },
      },
    });
    const { user } = await renderLayout();
    expect(await screen.findByText('99+')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Benachrichtigungen: 120 ungelesen' }));
    const popup = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(await within(popup).findByText('Neue Rechnung: Rechnung Oktober')).toBeInTheDocument();
    // an invoice is shown with an invoice icon, not with a person's initials; unread, it says so and stands out
    expect(within(popup).queryByText('BK')).not.toBeInTheDocument();
    expect(within(popup).getByTestId('ReceiptLongOutlinedIcon')).toBeInTheDocument();
    // a service is named as everywhere in the portal (the common service-kind labels)
    expect(within(popup).getByText('Anna Meier hat einen neuen Service: Säule 3a')).toBeInTheDocument();
    const item = within(popup).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(/^Neu: Neue Rechnung: Rechnung Oktober/);
    expect(item).toHaveAttribute('data-unread', 'true');
    expect(within(popup).getByText('20.11.2026 10:30', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(api.called('POST', 'admin_partner/partner_notifications/mark_as_seen')).toHaveLength(1));
    expect(screen.queryByText('99+')).not.toBeInTheDocument();
  });

  it('does not mark anything seen when nothing is unseen', async () => {
    const api = shellApi();
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: 'Benachrichtigungen: 0 ungelesen' }));
    expect(await screen.findByText('Keine Benachrichtigungen')).toBeInTheDocument();
    expect(api.called('POST', 'admin_partner/partner_notifications/mark_as_seen')).toHaveLength(0);
  });

  it('switches private mode and saves it to the profile', async () => {
    const api = shellApi();
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: /Benutzermenü/ }));
    // the menu's code loads with its first opening
    expect(await screen.findByText('Anna Muster')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Privatmodus' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('menuitem', { name: /Privatmodus/ }));
    expect(useSession.getState().privateMode).toBe(true);
    await waitFor(() => expect(api.called('PUT', 'admin_partner/profile')[0]?.body).toEqual({ private_mode: true }));
  });

  it('asks before logging out, then logs out and goes to the login', async () => {
    const api = shellApi();
    const { user } = await renderLayout();
    await user.click(screen.getByRole('button', { name: /Benutzermenü/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ausloggen' }));
    // the title says what the question says, and the safe choice has the focus
    const dialog = await screen.findByRole('dialog', { name: 'Ausloggen' });
    expect(within(dialog).getByText('Sind Sie sicher, dass Sie sich ausloggen möchten?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().accessToken).toBe('access-1');

    await user.click(screen.getByRole('button', { name: /Benutzermenü/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ausloggen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ausloggen' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/login'));
    // the session is named by the bearer and the HttpOnly refresh cookie, which the browser adds: no token in the body
    expect(api.called('POST', 'admin_partner/authorization/logout')[0]?.body).toEqual({});
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('shows an upcoming downtime in yellow and an ongoing one in red', async () => {
    shellApi({
      'GET admin_partner/scheduled_downtime': {
        body: { ongoing: false, start_time: '2026-12-01T19:00:00Z', end_time: '2026-12-01T22:00:00Z' },
      },
    });
    const first = await renderLayout();
    const upcoming = await screen.findByText(/Geplante Wartung vom 01\.12\.2026 20:00 bis 01\.12\.2026 23:00/);
    expect(upcoming).toHaveAttribute('data-severity', 'upcoming');
    expect(upcoming).toHaveStyle({ backgroundColor: '#ffd54f' });
    first.unmount();
    jest.restoreAllMocks();

    shellApi({
      'GET admin_partner/scheduled_downtime': {
        body: { ongoing: true, start_time: '2026-12-01T19:00:00Z', end_time: '2026-12-01T22:00:00Z' },
      },
    });
    await renderLayout();
    const ongoing = await screen.findByText(/Wartung läuft bis 01\.12\.2026 23:00/);
    expect(ongoing).toHaveAttribute('data-severity', 'ongoing');
    expect(ongoing).toHaveStyle({ backgroundColor: '#d32f2f' });
  });

  it('shows no banner when reading the downtime fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    shellApi({ 'GET admin_partner/scheduled_downtime': { status: 500, body: { message: 'boom' } } });
    await renderLayout();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText(/Wartung/)).not.toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('turns the sidebar into a drawer on phone widths', async () => {
    shellApi();
    const original = window.matchMedia.bind(window);
    jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    }));
    const { user } = await renderLayout();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    const drawer = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument());
  });
});
