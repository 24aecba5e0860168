import { act, screen, within } from '@testing-library/react';
import { changeLocale } from '@portal/shared/i18n';
import { renderWithProviders } from '@portal/shared/test-utils';
import { mockFetch, signedInSession } from '../../../test/mock-fetch';
import { NotificationCenter } from './notification-center';

afterEach(async () => {
  jest.restoreAllMocks();
  await act(async () => {
    await changeLocale('de');
  });
});

// The API names a partner document in the request's language (the page's): its title in that language.
const titles: Record<string, string> = {
  de: 'Offenlegung von Entschädigungen Dritter (FIDLEG Art. 26)',
  fr: 'Divulgation des rémunérations de tiers (LSFin art. 26)',
};

it('reads the notifications again in the language the page switched to', async () => {
  const api = mockFetch({
    'GET admin_partner/partner_notifications/unseen_count': { body: { unseen_count: 0 } },
    'GET admin_partner/partner_notifications': (request) => ({
      body: {
        notifications: [
          {
            id: 1,
            kind: 'new_partner_document',
            created_at: '2026-11-20T09:30:00Z',
            seen: true,
            user_name: '',
            user_initials: '',
            user_updates: { document_name: titles[request.headers.get('Accept-Language') ?? 'de'] },
          },
        ],
      },
    }),
  });
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(<NotificationCenter />, { session: signedInSession });
  });
  await result.user.click(screen.getByRole('button', { name: 'Benachrichtigungen: 0 ungelesen' }));
  const popup = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
  expect(await within(popup).findByText(`Neues Partnerdokument: ${titles.de}`)).toBeInTheDocument();
  await result.user.keyboard('{Escape}');

  await act(async () => {
    await changeLocale('fr');
  });
  await result.user.click(screen.getByRole('button', { name: 'Notifications : 0 non lues' }));
  const again = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(again).findByText(`Nouveau document partenaire : ${titles.fr}`)).toBeInTheDocument();
  expect(api.called('GET', 'admin_partner/partner_notifications')).toHaveLength(2);
});
