import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { changeLocale, currentLocale, isSupportedLocale, supportedLocales, type Locale } from '@portal/shared/i18n';
import { useUpdateProfile } from '../../features/profile/api/update-profile';
import { Flag } from './flags';

/** Switches the language, saves it to the profile and the locale cookie, and moves a locale prefix along. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const { locale: prefix } = useParams();
  const active = isSupportedLocale(i18n.language) ? i18n.language : currentLocale();

  const choose = async (locale: Locale) => {
    setAnchor(null);
    if (locale === active) return;
    // The URL and the saved language go first: the locale gate reads them and must not pull the old one back.
    const search = new URLSearchParams(location.search);
    const hadQuery = search.has('locale');
    search.delete('locale');
    if (hadQuery || isSupportedLocale(prefix)) {
      const path = isSupportedLocale(prefix) ? location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${locale}`) : location.pathname;
      const query = search.toString();
      void navigate(`${path}${query ? `?${query}` : ''}${location.hash}`, { replace: true });
    }
    const user = useSession.getState().partnerUser;
    if (user) useSession.getState().setPartnerUser({ ...user, language: locale });
    await changeLocale(locale);
    updateProfile.mutate({ language: locale });
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Flag locale={active} />}
        aria-label={t('language', { ns: 'shell' })}
        aria-haspopup="menu"
        sx={{ minWidth: 0, textTransform: 'uppercase' }}
      >
        {active}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {supportedLocales.map((locale) => (
          <MenuItem key={locale} selected={locale === active} onClick={() => void choose(locale)} lang={locale}>
            <ListItemIcon>
              <Flag locale={locale} />
            </ListItemIcon>
            {t(`locales.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
