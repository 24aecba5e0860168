import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { remotePaths } from '@portal/shared/remote-paths';
import { useSession } from '@portal/shared/session';
import { usePortalConfig } from '../../../config/portal-config-context';
import { HintTooltip } from '../../../lib/hint-tooltip';
import { MountOnFirstUse } from '../../../lib/mount-on-first-use';

// The dialog and its list load with the first use, not with every page.
const ClientFinderDialog = lazy(() => import(/* webpackChunkName: "client-finder" */ './client-finder-dialog'));

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Ctrl+K (⌘K on a Mac) anywhere in the portal opens a search that finds a client by name and opens it. Only for
 * advisers with the clients module, and only where the clients remote is deployed (else the link would lead to 404).
 */
export function ClientFinder() {
  const { t } = useTranslation('shell');
  const canSeeClients = useSession((state) => state.visibleModules.includes('clients'));
  const deployed = remotePaths.clients.remote in usePortalConfig().remotes;
  const enabled = canSeeClients && deployed;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        // the browser's own Ctrl+K (search bar) gives way to the portal's
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);

  if (!enabled) return null;
  const shortcut = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <HintTooltip title={t('clientFinder.open', { shortcut })}>
        <IconButton
          aria-label={t('clientFinder.open', { shortcut })}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => {
            setOpen(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      </HintTooltip>
      <MountOnFirstUse when={open}>
        <ClientFinderDialog open={open} onClose={() => setOpen(false)} />
      </MountOnFirstUse>
    </>
  );
}
