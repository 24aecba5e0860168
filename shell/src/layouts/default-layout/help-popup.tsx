import IconButton from '@mui/material/IconButton';
import HelpIcon from '@mui/icons-material/HelpOutlined';
import { lazy, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { MountOnFirstUse } from '../../lib/mount-on-first-use';

const HelpPopover = lazy(() => import('./help-popover'));

export function HelpPopup() {
  const { t } = useTranslation('shell');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton color="inherit" aria-label={t('help.open')} onClick={(event) => setAnchor(event.currentTarget)}>
        <HelpIcon />
      </IconButton>
      <MountOnFirstUse when={anchor !== null}>
        <HelpPopover anchor={anchor} onClose={() => setAnchor(null)} />
      </MountOnFirstUse>
    </>
  );
}
