import { act, screen } from '@testing-library/react';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { documentsResponse, partnerUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { StandaloneHost } from './standalone-host';

const loginPath = '/api/v1/admin_partner/authorization/login';
const documentsPath = '/api/v1/admin_partner/partners_documents';
const seenPath = '/api/v1/admin_partner/partners_documents/mark_as_seen';
const success = {
  status: 'success',
  partner_user: partnerUser,
  tokens: { access_token: 'access', refresh_token: 'refresh', expires_in: 900 },
  available_modules: ['clients'],
  message: 'ok',
};

describe('the standalone host of the remote', () => {
  it('signs in against the API and then shows the first page', async () => {
    const server = mockApi({
      [loginPath]: () => ({ body: success }),
      [documentsPath]: () => ({ body: documentsResponse }),
      [seenPath]: () => ({ body: { last_seen_at: '2026-11-25T10:00:00.000Z' } }),
    });
    let user!: ReturnType<typeof renderWithProviders>['user'];
    await act(async () => {
      ({ user } = renderWithProviders(<StandaloneHost />));
    });

    await user.type(screen.getByLabelText(/Password/), 'Partner-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumente' })).toBeInTheDocument();
    const [login] = server.to(loginPath);
    expect(await login?.json()).toEqual({ email: 'demo@partner.example', password: 'Partner-2026' });
    expect(useSession.getState().accessToken).toBe('access');
    expect(server.to(documentsPath)[0]?.headers.get('authorization')).toBe('Bearer access');
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
