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
