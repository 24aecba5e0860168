import { useTranslation } from '@portal/shared/i18n/react';
import { localePrefix, useLocation, useNavigate, useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { changeLocale, currentLocale, isSupportedLocale, type Locale } from '@portal/shared/i18n';

/**
 * The language shown now and a function that switches it: moves a locale prefix (or drops a `?locale=`) along, keeps
 * the choice in the locale cookie and the signed-in user's session, and then calls `onChosen` (the layout saves it to
 * the profile; the sign-in pages have no profile to save to). Without react-query, so the login page stays light.
 */
export function useChooseLocale(onChosen?: (locale: Locale) => void) {
  const { i18n } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const { locale: prefix } = useParams();
  const active = isSupportedLocale(i18n.language) ? i18n.language : currentLocale();

  const choose = async (locale: Locale) => {
    if (locale === active) return;
    // The URL and the saved language go first: the locale gate reads them and must not pull the old one back.
    const search = new URLSearchParams(location.search);
    const hadQuery = search.has('locale');
    search.delete('locale');
    if (hadQuery || isSupportedLocale(prefix)) {
      const path = isSupportedLocale(prefix)
        ? `/${locale}${location.pathname.slice(localePrefix(location.pathname).length)}`
        : location.pathname;
      const query = search.toString();
      void navigate(`${path}${query ? `?${query}` : ''}${location.hash}`, { replace: true });
    }
    const user = useSession.getState().partnerUser;
    if (user) useSession.getState().setPartnerUser({ ...user, language: locale });
    await changeLocale(locale);
    onChosen?.(locale);
  };
  return { active, choose };
}
