import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '@portal/shared/test-utils';
import { LocationDisplay } from '../../../test/location-display';
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

it('says what failed when the settings cannot be loaded, and loads them on retry', async () => {
  let calls = 0;
  mockFetch({
    'GET admin_partner/partner_notifications/settings': () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: 'down' } }
        : { body: { settings: { new_service: { email: true, in_app: true } } } };
    },
  });
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(<NotificationSettingsPage />, { session: signedInSession });
  });
  expect(await screen.findByText('Die Einstellungen konnten nicht geladen werden.')).toBeInTheDocument();
  await result.user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('switch', { name: 'Neuer Service: E-Mail' })).toBeChecked();
});

it('warns before a link of the portal drops unsaved switches, and stays on request', async () => {
  mockFetch({ 'GET admin_partner/partner_notifications/settings': { body: { settings: { new_service: { email: true, in_app: true } } } } });
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        <Routes>
          <Route path="/settings" element={<NotificationSettingsPage />} />
          <Route path="/" element={<p>Dashboard</p>} />
        </Routes>
        <Link to="/">Zum Dashboard</Link>
        <LocationDisplay />
      </>,
      { session: signedInSession, route: '/settings' },
    );
  });
  const mail = await screen.findByRole('switch', { name: 'Neuer Service: E-Mail' });
  expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await result.user.click(mail);
  expect(screen.getByText('Nicht gespeicherte Änderungen')).toBeInTheDocument();

  await result.user.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
  const dialog = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
  expect(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' })).toHaveFocus();
  await result.user.click(within(dialog).getByRole('button', { name: 'Auf der Seite bleiben' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('location')).toHaveTextContent('/settings');
  expect(screen.getByRole('switch', { name: 'Neuer Service: E-Mail' })).not.toBeChecked();

  await result.user.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
  await result.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwerfen' }));
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/));
});
