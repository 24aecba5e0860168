import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { i18n } from '@portal/shared/i18n';
import { Route, Routes } from 'react-router';
import { PortalConfigContext } from '../config/portal-config-context';
import { ModuleGuard } from '../routing/module-guard';
import { LocationDisplay } from '../test/location-display';
import { mockFetch, signedInSession } from '../test/mock-fetch';
import { AppRoutes } from './app-routes';

const config = {
  apiBase: '/api/v1',
  remotes: { mf_statistics: { manifest: '/remotes/mf-statistics/mf-manifest.json', version: '1.0.0' } },
};

function Dashboard() {
  return <h2>Dashboard remote</h2>;
}
const remoteLoader = () => ({ load: async () => ({ default: Dashboard }) });

const shellApi = (modules: string[] = ['clients', 'documents']) =>
  mockFetch({
    'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
    'GET admin_partner/available_modules': { body: { available_modules: modules } },
    'GET admin_partner/scheduled_downtime': { body: {} },
    'GET admin_partner/feature_prompt': { body: { feature_prompt: null } },
  });

async function renderApp(route: string, session = {}) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <PortalConfigContext value={config}>
        <AppRoutes remoteLoader={remoteLoader} />
        <LocationDisplay />
      </PortalConfigContext>,
      { route, session },
    );
  });
  return result;
}

afterEach(() => jest.restoreAllMocks());

describe('route table', () => {
  it('sends an anonymous visitor to the login with the full original path', async () => {
    await renderApp('/settings?tab=email');
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/login?redirectTo=%2Fsettings%3Ftab%3Demail'));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('shows the dashboard remote inside the default layout when signed in', async () => {
    shellApi();
    await renderApp('/', signedInSession);
    expect(await screen.findByRole('heading', { name: 'Dashboard remote' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  });

  it('answers unknown pages with the 404 page, its title and a link home', async () => {
    await renderApp('/users/management');
    expect(await screen.findByText('Diese Seite konnte nicht gefunden werden')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(document.title).toBe('404: Diese Seite konnte nicht gefunden werden');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page of a signed-in adviser inside the layout, with a translated heading', async () => {
    shellApi();
    await renderApp('/it/no-such-page', signedInSession);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossibile trovare questa pagina' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Menu utente/ })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows the 404 page of an anonymous visitor under the header with the language choice', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite konnte nicht gefunden werden' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('offers the language choice on the login page before anyone signed in', async () => {
    const { user } = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    const languages = screen.getByRole('navigation', { name: 'Sprache' });
    expect(within(languages).getByRole('button', { name: /^DE/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: /Français/ }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(document.cookie).toContain('locale=fr');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
  });

  it('treats only the four locales as a prefix', async () => {
    await renderApp('/xx/login');
    expect(await screen.findByText('Diese Seite konnte nicht gefunden werden')).toBeInTheDocument();
  });

  it('answers an unknown page in the language of its address', async () => {
    await renderApp('/fr/no-such-page');
    expect(await screen.findByText('Cette page est introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /accueil/i })).toHaveAttribute('href', '/fr');
  });

  it('takes the language from the locale prefix', async () => {
    await renderApp('/fr/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/fr/forgot-password');
  });

  it('takes the language from ?locale= before the saved language', async () => {
    shellApi();
    await renderApp('/settings?locale=en', {
      ...signedInSession,
      partnerUser: { ...signedInSession.partnerUser, language: 'it' },
    });
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("uses the user's saved language when the URL names none", async () => {
    shellApi();
    await renderApp('/', { ...signedInSession, partnerUser: { ...signedInSession.partnerUser, language: 'it' } });
    await waitFor(() => expect(i18n.language).toBe('it'));
    expect(await screen.findByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
  });
});

describe('module guard', () => {
  const guarded = (
    <>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route
          path="/invoices"
          element={
            <ModuleGuard module="invoices">
              <p>Invoices</p>
            </ModuleGuard>
          }
        />
      </Routes>
      <LocationDisplay />
    </>
  );

  it('says the module is not available, in the page language, and stays on its address', async () => {
    await act(async () => {
      renderWithProviders(guarded, { route: '/invoices', session: { ...signedInSession, visibleModules: ['clients'] } });
    });
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/invoices$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dieses Modul ist für Sie nicht verfügbar.');
    expect(screen.queryByText('Invoices')).not.toBeInTheDocument();
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
  });

  it('says so in French too', async () => {
    await act(async () => {
      renderWithProviders(guarded, { route: '/invoices', locale: 'fr', session: { ...signedInSession, visibleModules: ['clients'] } });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ce module n’est pas disponible pour vous.');
  });

  it('renders the module when it is visible', async () => {
    await act(async () => {
      renderWithProviders(guarded, { route: '/invoices', session: { ...signedInSession, visibleModules: ['invoices'] } });
    });
    expect(screen.getByText('Invoices')).toBeInTheDocument();
  });
});
