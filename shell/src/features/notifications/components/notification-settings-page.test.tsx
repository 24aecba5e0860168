import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../../test/mock-fetch';
import NotificationSettingsPage from './notification-settings-page';

afterEach(() => jest.restoreAllMocks());

it('saves the toggled notification settings and confirms with a toast', async () => {
  const settings = {
    new_service: { email: true, in_app: true },
    status_change: { email: false, in_app: true },
    new_partner_document: { email: false, in_app: true },
    new_invoice_document: { email: true, in_app: true },
    new_deposit: { email: false, in_app: false },
  };
  const api = mockFetch({
    'GET admin_partner/partner_notifications/settings': { body: { settings } },
    'PUT admin_partner/partner_notifications/update_settings': (_request, body) => ({ body }),
  });
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(<NotificationSettingsPage />, { session: signedInSession });
  });
  const depositByMail = await screen.findByRole('switch', { name: 'Neue Einzahlung: E-Mail' });
  expect(depositByMail).not.toBeChecked();
  await result.user.click(depositByMail);
  expect(depositByMail).toBeChecked();
  await result.user.click(screen.getByRole('button', { name: 'Speichern' }));

  expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.called('PUT', 'admin_partner/partner_notifications/update_settings')[0]?.body).toEqual({
      settings: { ...settings, new_deposit: { email: true, in_app: false } },
    }),
  );
});

it('lists only the kinds the API gives: no invoice row for an adviser without the invoices module', async () => {
  mockFetch({
    'GET admin_partner/partner_notifications/settings': {
      body: {
        settings: {
          new_service: { email: true, in_app: true },
          status_change: { email: true, in_app: true },
          new_partner_document: { email: true, in_app: true },
          new_deposit: { email: true, in_app: true },
        },
      },
    },
  });
  await act(async () => {
    renderWithProviders(<NotificationSettingsPage />, { session: signedInSession });
  });
  expect(await screen.findByRole('switch', { name: 'Neue Einzahlung: E-Mail' })).toBeInTheDocument();
  expect(screen.queryByText('Neue Rechnung')).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(5);
});
