import { useEffect, useState } from 'react';
import { useNavigate } from '@portal/shared/router';

/**
 * Asks before the adviser leaves the wizard with unsaved changes: the browser's own prompt when the tab closes or
 * navigates away, and the returned dialog state for a link inside the portal (the shell's router is not a data
 * router, so links are intercepted where they are clicked). What was typed stays in session storage either way.
 */
export function useLeaveGuard(dirty: boolean, isInside: (pathname: string) => boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || isInside(url.pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // capture: before the router's own click handler on the link
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, isInside]);

  return {
    /** where the adviser wanted to go, while the dialog asks */
    pending,
    /** the wizard's own "leave" actions ask through this too */
    requestLeave: (to: string) => (dirty ? setPending(to) : navigate(to)),
    confirm: () => {
      const to = pending;
      setPending(null);
      if (to) void navigate(to);
    },
    cancel: () => setPending(null),
  };
}
