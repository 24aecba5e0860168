/**
 * @jest-environment @portal/build-kit/jest/environment
 */
import { act, screen } from '@testing-library/react';
import { configureApi } from '../api';
import { useSession } from '../session';
import { mockApi, renderWithProviders, testPartnerUser } from '../test-utils';
import { StandaloneHost } from './standalone-host';

configureApi({ apiBase: 'http://localhost/api/v1' });

const loginPath = '/api/v1/admin_partner/authorization/login';
const twoFactorPath = '/api/v1/admin_partner/authorization/two_factor';
const tokens = { access_token: 'access', refresh_token: 'refresh', expires_in: 900 };
const success = { status: 'success', partner_user: testPartnerUser, tokens, available_modules: ['clients'], message: 'ok' };

async function renderHost() {
  let user!: ReturnType<typeof renderWithProviders>['user'];
  await act(async () => {
    ({ user } = renderWithProviders(
      <StandaloneHost name="mf-example">
        <h1>The remote</h1>
      </StandaloneHost>,
    ));
  });
  return user;
}

describe('the standalone host of a remote', () => {
  it('signs in against the API and then shows the remote under its top bar', async () => {
    const server = mockApi({ [loginPath]: () => ({ body: success }) });
    const user = await renderHost();
    expect(screen.getByRole('heading', { name: 'mf-example · sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The remote' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Password/), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'The remote' })).toBeInTheDocument();
    expect(screen.getByText('mf-example · standalone')).toBeInTheDocument();
    expect(await server.to(loginPath)[0]?.json()).toEqual({ email: 'demo@partner.example', password: 'Partner-2026' });
    expect(useSession.getState().accessToken).toBe('access');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'mf-example · sign in' })).toBeInTheDocument();
  });

  it('asks for the security code of a user who has one', async () => {
    const server = mockApi({
      [loginPath]: () => ({ body: { status: '2fa_required', temp_token: 'temporary', message: 'Code gesendet' } }),
      [twoFactorPath]: () => ({ body: success }),
    });
    const user = await renderHost();

    await user.type(screen.getByLabelText(/Password/), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/Security code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'The remote' })).toBeInTheDocument();
    expect(await server.to(twoFactorPath)[0]?.json()).toEqual({
      email: 'demo@partner.example',
      code: '123456',
      temp_token: 'temporary',
      remember_device: false,
    });
  });

  it('says so when the password is wrong', async () => {
    mockApi({ [loginPath]: () => ({ status: 401, body: { message: 'Ungültige Anmeldedaten', reason: 'unknown' } }) });
    const user = await renderHost();

    await user.type(screen.getByLabelText(/Password/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Anmeldedaten');
    expect(useSession.getState().accessToken).toBeNull();
    expect(screen.queryByRole('heading', { name: 'The remote' })).not.toBeInTheDocument();
  });
});
