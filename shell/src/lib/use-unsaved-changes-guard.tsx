import { useEffect, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';

/**
 * Asks before unsaved changes are lost: on closing or reloading the tab (the browser's own question) and on following a
 * link of the portal (the sidebar, a menu entry), which then goes on only when the user chooses to discard. The portal
 * uses a declarative router without navigation blocking, so links are caught where they are clicked.
 * Returns the dialog to render.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname === pathname && link.search === search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, pathname, search]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      confirmLabel={t('unsaved.discard')}
      cancelLabel={t('unsaved.stay')}
      destructive
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const to = pending;
        setPending(null);
        if (to) void navigate(to);
      }}
    />
  );
}
