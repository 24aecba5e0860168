import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch } from '../../../test/mock-fetch';
import VerifyEmailPage from './verify-email-page';

async function renderVerify(route: string) {
  await act(async () => {
    renderWithProviders(
      <Routes>
        <Route path="/verify-email" element={<VerifyEmailPage />} />
      </Routes>,
      { route },
    );
  });
}

afterEach(() => jest.restoreAllMocks());

describe('verify e-mail page', () => {
  it('confirms a valid token once', async () => {
    const api = mockFetch({ 'POST admin_partner/verify_email': { body: { message: 'ok' } } });
    await renderVerify('/verify-email?token=abc');
    expect(await screen.findByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeInTheDocument();
    expect(api.called('POST', 'admin_partner/verify_email')).toEqual([
      { method: 'POST', path: 'admin_partner/verify_email', body: { token: 'abc' } },
    ]);
  });

  it('says clearly when the token is not valid', async () => {
    mockFetch({
      'POST admin_partner/verify_email': {
        status: 422,
        body: { message: 'Der Link ist abgelaufen.', errors: [{ field: 'token', message: 'Der Link ist abgelaufen.' }] },
      },
    });
    await renderVerify('/verify-email?token=old');
    expect(await screen.findByText('Die E-Mail-Adresse konnte nicht bestätigt werden. Der Link ist abgelaufen.')).toBeInTheDocument();
  });

  it('explains a link without token', async () => {
    await renderVerify('/verify-email');
    expect(screen.getByText('Der Bestätigungslink ist unvollständig.')).toBeInTheDocument();
  });
});
