import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { i18n } from '@portal/shared/i18n';
import { renderWithProviders } from '@portal/shared/test-utils';
import { LocationDisplay } from '../../test/location-display';
import { mockFetch, signedInSession } from '../../test/mock-fetch';
import { LanguageMenu } from './language-menu';

afterEach(() => jest.restoreAllMocks());

async function renderMenu(route: string) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <>
        <Routes>
          <Route path="/:locale?/settings" element={<LanguageMenu />} />
        </Routes>
        <LocationDisplay />
      </>,
      { route, session: signedInSession },
    );
  });
  return result;
}

describe('language menu', () => {
  it('offers the four languages with flags and saves the choice to the profile and the cookie', async () => {
    const api = mockFetch({
      'PUT admin_partner/profile': (_request, body) => ({
        body: { partner_user: { ...signedInSession.partnerUser, ...(body as object) } },
      }),
    });
    const { user } = await renderMenu('/settings');
    await user.click(screen.getByRole('button', { name: 'DE, Sprache' }));
    // the menu's code loads with its first opening
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Deutsch',
      'English',
      'Français',
      'Italiano',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));

    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(document.cookie).toContain('locale=fr');
    await waitFor(() => expect(api.called('PUT', 'admin_partner/profile')[0]?.body).toEqual({ language: 'fr' }));
  });

  it('moves a locale prefix along and drops ?locale=', async () => {
    mockFetch({ 'PUT admin_partner/profile': { body: { partner_user: signedInSession.partnerUser } } });
    const { user } = await renderMenu('/en/settings?locale=en&tab=1');
    await user.click(screen.getByRole('button', { name: /Sprache|Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Italiano' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/it/settings?tab=1'));
  });
});
