import { useEffect } from 'react';
import { useLocation } from '@portal/shared/router';
import { focusHeading, MAIN_CONTENT_ID } from '../../lib/page-heading';

export { MAIN_CONTENT_ID } from '../../lib/page-heading';

/**
 * After each navigation (and on the first page after sign-in) the keyboard focus goes to the page's main heading, so
 * that a screen reader announces the new page and the next Tab starts inside it rather than at the top of the sidebar.
 * Remote pages render after their code arrives: the heading is waited for until the next navigation.
 */
export function useFocusPageHeading() {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return undefined;
    // While the next page's code loads, the previous page may stay on screen: its heading is not the one to wait for.
    const previous = main.querySelector('h1');
    let focused: Element | null = null;
    // Where the focus was when the navigation happened: the sidebar link that was clicked, say.
    const atNavigation = document.activeElement;
    const focusPageHeading = (heading: HTMLElement) => {
      // Someone who already moved on while the page loaded (tabbed through the sidebar, typed into a field, opened a
      // menu) keeps their place.
      const active = document.activeElement;
      const untouched = !active || active === document.body || active === focused || active === atNavigation;
      if (!untouched) return;
      focusHeading(heading);
      focused = heading;
    };
    if (previous instanceof HTMLElement) focusPageHeading(previous);
    const observer = new MutationObserver(() => {
      const heading = main.querySelector('h1');
      if (heading instanceof HTMLElement && heading !== previous && heading !== focused) {
        focusPageHeading(heading);
        observer.disconnect();
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
