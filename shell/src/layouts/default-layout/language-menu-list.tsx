import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '@portal/shared/i18n/react';
import { supportedLocales, type Locale } from '@portal/shared/i18n';
import { Flag } from './flags';

type LanguageMenuListProps = {
  anchor: HTMLElement | null;
  active: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
};

/** The open language menu: the four languages with their flags. Loaded with its first opening (language-menu.tsx). */
export default function LanguageMenuList({ anchor, active, onClose, onChoose }: LanguageMenuListProps) {
  const { t } = useTranslation('common');
  return (
    // the open menu floats outside the page's landmarks: its paper is a labelled region of its own
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ paper: { role: 'region', 'aria-label': t('language', { ns: 'shell' }) } }}
    >
      {supportedLocales.map((locale) => (
        <MenuItem key={locale} selected={locale === active} onClick={() => onChoose(locale)} lang={locale}>
          <ListItemIcon>
            <Flag locale={locale} />
          </ListItemIcon>
          {t(`locales.${locale}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
