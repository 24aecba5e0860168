import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { useSession } from '@portal/shared/session';
import { renderWithProviders } from '@portal/shared/test-utils';
import { LocationDisplay } from '../../../test/location-display';
import { mockFetch, partnerUser } from '../../../test/mock-fetch';
import { readPendingTwoFactor, savePendingTwoFactor } from '../pending-two-factor';
import TwoFactorPage from './two-factor-page';

async function renderTwoFactor() {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        <Routes>
          <Route path="/two-factor" element={<TwoFactorPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationDisplay />
      </>,
      { route: '/two-factor' },
    );
  });
  return result;
}

beforeEach(() =>
  savePendingTwoFactor({ temp_token: 'temp-1', email: 'secure@partner.example', remember_device: true, redirectTo: '/settings' }),
);
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('two-factor page', () => {
  it('sends the code with the kept temp token, e-mail and remember-device flag, then signs in', async () => {
    const api = mockFetch({
      'POST admin_partner/authorization/two_factor': {
        body: {
          status: 'success',
          partner_user: partnerUser,
          tokens: { access_token: 'a', refresh_token: 'r', expires_in: 900 },
          available_modules: ['clients'],
          message: 'ok',
        },
      },
    });
    const { user } = await renderTwoFactor();
    expect(screen.getByRole('checkbox', { name: 'Dieses Gerät merken' })).toBeChecked();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/settings'));
    expect(api.called('POST', 'admin_partner/authorization/two_factor')[0]?.body).toEqual({
      code: '123456',
      temp_token: 'temp-1',
      email: 'secure@partner.example',
      remember_device: true,
    });
    expect(useSession.getState().accessToken).toBe('a');
    expect(readPendingTwoFactor()).toBeNull();
  });

  it("re-sends the code and shows the server's message as a success toast", async () => {
    const api = mockFetch({
      'POST admin_partner/authorization/send_code': { body: { message: 'Ein neuer Code wurde gesendet.' } },
    });
    const { user } = await renderTwoFactor();
    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByText('Ein neuer Code wurde gesendet.')).toBeInTheDocument();
    expect(api.called('POST', 'admin_partner/authorization/send_code')[0]?.body).toEqual({
      email: 'secure@partner.example',
      temp_token: 'temp-1',
    });
  });

  it('requires six digits', async () => {
    const api = mockFetch({});
    const { user } = await renderTwoFactor();
    await user.type(screen.getByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Sicherheitscode besteht aus 6 Ziffern.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a visitor without a pending login back to the login', async () => {
    sessionStorage.clear();
    await renderTwoFactor();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });
});
