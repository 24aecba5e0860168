import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from '@portal/shared/i18n';
import { useUpdateProfile } from '../../features/profile/api/update-profile';
import { useChooseLocale } from '../../lib/use-choose-locale';
import { Flag } from './flags';

/** Switches the language, saves it to the profile and the locale cookie, and moves a locale prefix along. */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const updateProfile = useUpdateProfile();
  const { active, choose } = useChooseLocale((locale) => updateProfile.mutate({ language: locale }));

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Flag locale={active} />}
        // The name starts with what the button shows ("DE"), as speech input users say what they see.
        aria-label={`${active.toUpperCase()}, ${t('language', { ns: 'shell' })}`}
        aria-haspopup="menu"
        sx={{ minWidth: 0, textTransform: 'uppercase' }}
      >
        {active}
      </Button>
      {/* the open menu floats outside the page's landmarks: its paper is a labelled region of its own */}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { role: 'region', 'aria-label': t('language', { ns: 'shell' }) } }}
      >
        {supportedLocales.map((locale) => (
          <MenuItem
            key={locale}
            selected={locale === active}
            onClick={() => {
              setAnchor(null);
              void choose(locale);
            }}
            lang={locale}
          >
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
