import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { LocationDisplay } from '../../../test/location-display';
import { mockFetch, partnerUser } from '../../../test/mock-fetch';
import { readPendingTwoFactor } from '../pending-two-factor';
import LoginPage from './login-page';

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 };

async function renderLogin(route = '/login', { query = true } = {}) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationDisplay />
      </>,
      { route, query },
    );
  });
  return result;
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('login page', () => {
  it('signs in and goes to the redirectTo path', async () => {
    const api = mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: 'success', partner_user: partnerUser, tokens, available_modules: ['clients'], message: 'ok' },
      },
    });
    const { user } = await renderLogin('/login?redirectTo=%2Fsettings%3Ftab%3Demail');
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/settings?tab=email'));
    expect(api.called('POST', 'admin_partner/authorization/login')[0]?.body).toEqual({
      email: 'demo@partner.example',
      password: 'Partner-2026',
      remember_device: false,
    });
    expect(useSession.getState()).toMatchObject({ accessToken: 'access-1', visibleModules: ['clients'] });
  });

  it("remembers the adviser's saved language, so that the portal after the sign-in starts in it", async () => {
    document.cookie = 'locale=; max-age=0; path=/';
    mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: 'success', partner_user: { ...partnerUser, language: 'it' }, tokens, available_modules: [], message: 'ok' },
      },
    });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/'));
    expect(document.cookie).toContain('locale=it');
    document.cookie = 'locale=; max-age=0; path=/';
  });

  it('works without a query client, as the shell serves it (react-query is not part of the first page)', async () => {
    mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: 'success', partner_user: partnerUser, tokens, available_modules: [], message: 'ok' },
      },
    });
    const { user } = await renderLogin('/login?redirectTo=%2Fsettings', { query: false });
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/settings'));
    expect(useSession.getState().accessToken).toBe('access-1');
  });

  it('goes to / without a redirectTo, and never to another site', async () => {
    mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: 'success', partner_user: partnerUser, tokens, available_modules: [], message: 'ok' },
      },
    });
    const { user } = await renderLogin('/login?redirectTo=https%3A%2F%2Fevil.example');
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
  });

  it('keeps the temp token, e-mail and remember-device flag and asks for the code on 2fa_required', async () => {
    mockFetch({
      'POST admin_partner/authorization/login': {
        body: { status: '2fa_required', temp_token: 'temp-1', message: 'Code gesendet' },
      },
    });
    const { user } = await renderLogin('/login?redirectTo=%2Fsettings');
    await user.type(screen.getByLabelText('E-Mail'), 'secure@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('checkbox', { name: 'Dieses Gerät merken' }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/two-factor'));
    expect(readPendingTwoFactor()).toEqual({
      temp_token: 'temp-1',
      email: 'secure@partner.example',
      remember_device: true,
      redirectTo: '/settings',
    });
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('shows the validation messages and sends nothing', async () => {
    const api = mockFetch({});
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-Mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message for wrong credentials and stays', async () => {
    mockFetch({
      'POST admin_partner/authorization/login': { status: 401, body: { message: 'E-Mail oder Passwort ist falsch.' } },
    });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail oder Passwort ist falsch.')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it('disables the submit button while the request is pending', async () => {
    let answer!: () => void;
    mockFetch({
      'POST admin_partner/authorization/login': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 401, body: { message: 'nope' } });
        }),
    });
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
    await user.type(screen.getByLabelText('Passwort'), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeDisabled());
    await act(async () => answer());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled());
  });
});
