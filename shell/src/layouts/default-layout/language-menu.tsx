import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { useUpdateProfile } from '../../features/profile/api/update-profile';
import { useChooseLocale } from '../../lib/use-choose-locale';
import { MountOnFirstUse } from '../../lib/mount-on-first-use';
import { Flag } from './flags';

const LanguageMenuList = lazy(() => import('./language-menu-list'));

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
      <MountOnFirstUse when={anchor !== null}>
        <LanguageMenuList
          anchor={anchor}
          active={active}
          onClose={() => setAnchor(null)}
          onChoose={(locale) => {
            setAnchor(null);
            void choose(locale);
          }}
        />
      </MountOnFirstUse>
    </>
  );
}
