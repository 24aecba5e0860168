import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { registerShellResources } from '../i18n';
import { SignInRoutes } from './sign-in-routes';
import { LocationDisplay } from '../test/location-display';
import { mockFetch, partnerUser } from '../test/mock-fetch';

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 };

async function renderSignIn(route: string, loadPortal: () => void) {
  registerShellResources();
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        <SignInRoutes loadPortal={loadPortal} />
        <LocationDisplay />
      </>,
      { route, query: false, toaster: false },
    );
  });
  return result;
}

afterEach(() => jest.restoreAllMocks());

describe('the sign-in page as an entry of its own', () => {
  it('shows the login page at /login and in the language of /fr/login', async () => {
    const loadPortal = jest.fn();
    await renderSignIn('/fr/login', loadPortal);
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(loadPortal).not.toHaveBeenCalled();
  });

  it('loads the whole portal at the address the sign-in leads to', async () => {
    mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: 'success', partner_user: partnerUser, tokens, available_modules: ['clients'], message: 'ok' },
      },
    });
    const loadPortal = jest.fn();
    const { user } = await renderSignIn('/login?redirectTo=%2Fusers%2Fmanagement', loadPortal);
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(loadPortal).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('location')).toHaveTextContent('/users/management');
  });

  it('loads the whole portal for a link away from the sign-in page (the password pages)', async () => {
    const loadPortal = jest.fn();
    const { user } = await renderSignIn('/login', loadPortal);
    await user.click(screen.getByRole('link', { name: 'Passwort vergessen?' }));
    await waitFor(() => expect(loadPortal).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('location')).toHaveTextContent('/forgot-password');
  });

  it.each(['/', '/fr', '/two-factor', '/fr/users/management'])('loads the whole portal at %s', async (route) => {
    const loadPortal = jest.fn();
    await renderSignIn(route, loadPortal);
    expect(loadPortal).toHaveBeenCalledTimes(1);
  });
});
