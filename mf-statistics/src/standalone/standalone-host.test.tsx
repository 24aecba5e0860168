import { act, screen, within } from '@testing-library/react';
import { configureApi } from '@portal/shared/api';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { partnerUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { StandaloneHost } from './standalone-host';

configureApi({ apiBase: 'http://localhost/api/v1' });

const loginPath = '/api/v1/admin_partner/authorization/login';
const success = {
  status: 'success',
  partner_user: partnerUser,
  tokens: { access_token: 'access', refresh_token: 'refresh', expires_in: 900 },
  available_modules: ['clients', 'expected_revenue'],
  message: 'ok',
};

describe('the standalone host of the remote', () => {
  it('signs in against the API and then shows the dashboard', async () => {
    const server = mockApi({ [loginPath]: () => ({ body: success }) });
    let user!: ReturnType<typeof renderWithProviders>['user'];
    await act(async () => {
      ({ user } = renderWithProviders(<StandaloneHost />));
    });

    await user.type(screen.getByLabelText(/Password/), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await request(server.to(loginPath)[0])).toEqual({ email: 'demo@partner.example', password: 'Partner-2026' });
    expect(useSession.getState().accessToken).toBe('access');
    expect(within(await screen.findByRole('region', { name: 'Übersicht' })).getByText('Kunden')).toBeInTheDocument();
  });

  it('says so when the password is wrong', async () => {
    mockApi({ [loginPath]: () => ({ status: 401, body: { message: 'Ungültige Anmeldedaten', reason: 'unknown' } }) });
    let user!: ReturnType<typeof renderWithProviders>['user'];
    await act(async () => {
      ({ user } = renderWithProviders(<StandaloneHost />));
    });

    await user.type(screen.getByLabelText(/Password/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültige Anmeldedaten');
    expect(useSession.getState().accessToken).toBeNull();
  });
});

async function request(value: Request | undefined) {
  if (!value) throw new Error('no request was made');
  return value.json() as Promise<unknown>;
}
