import { useEffect, useState, useSyncExternalStore } from 'react';

/** The layout's `<main>`, where the page's main heading is looked for (and the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';

/** The page's main heading: the `<h1>` of the layout's `<main>`, if it has rendered. */
export function pageHeading(): HTMLElement | null {
  const heading = document.getElementById(MAIN_CONTENT_ID)?.querySelector('h1');
  return heading instanceof HTMLElement ? heading : null;
}

/** Puts the keyboard focus on an element that is no control, without a scroll: a page's heading. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Calls `onChange` whenever the page's DOM changes. */
function watchPage(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const stayPut = () => () => {};

/** How long a page's data may keep loading before what comes second shows anyway. */
export const PAGE_SETTLE_LIMIT_MS = 5000;

/**
 * False until the page's main heading has rendered, its data has loaded (`quiet`: no query fetching, or at most
 * PAGE_SETTLE_LIMIT_MS later) and the browser has then had an idle moment: for what should come second, after the
 * page the user came for (the feature prompt), so that it neither competes with the page's code and data for the
 * connection nor takes the focus before the page's heading. Once true, it stays true.
 */
export function usePageShown(quiet: boolean): boolean {
  const [shown, setShown] = useState(false);
  // whether the heading is there, read from the page (it belongs to whichever remote renders the page)
  const headed = useSyncExternalStore(shown ? stayPut : watchPage, () => pageHeading() !== null);
  const [waitedEnough, setWaitedEnough] = useState(false);

  useEffect(() => {
    if (!headed || quiet) return undefined;
    const timer = setTimeout(() => setWaitedEnough(true), PAGE_SETTLE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [headed, quiet]);

  const ready = headed && (quiet || waitedEnough);
  useEffect(() => {
    if (shown || !ready) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setShown(true), 0);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setShown(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
  }, [shown, ready]);
  return shown;
}
