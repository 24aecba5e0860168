import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch } from '../../../test/mock-fetch';
import ForgotPasswordPage from './forgot-password-page';

afterEach(() => jest.restoreAllMocks());

it("requests the reset link in the interface language and shows the server's answer", async () => {
  const api = mockFetch({
    'POST admin_partner/reset_password/': {
      body: { message: 'Falls die Adresse bekannt ist, haben wir Ihnen einen Link gesendet.' },
    },
  });
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
  });
  await result.user.click(screen.getByRole('button', { name: 'Link senden' }));
  expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);

  await result.user.type(screen.getByLabelText('E-Mail'), 'demo@partner.example');
  await result.user.click(screen.getByRole('button', { name: 'Link senden' }));
  expect(await screen.findByText('Falls die Adresse bekannt ist, haben wir Ihnen einen Link gesendet.')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.called('POST', 'admin_partner/reset_password/')[0]?.body).toEqual({
      email: 'demo@partner.example',
      locale: 'de',
    }),
  );
});
