/**
 * The part of react-router the portal uses. Module Federation shares this module (one router context for the
 * shell and every remote) instead of the whole `react-router` package, whose shared copy cannot be tree-shaken:
 * data routers, server rendering and RSC would otherwise be on the first load of every page.
 * Import routing from here, never from `react-router` directly (tests may, for MemoryRouter).
 *
 * `Link`, `NavLink`, `Navigate` and `useNavigate` keep the page's language prefix (docs/screens-and-layout.md: every route also answers
 * under `/de`, `/en`, `/fr`, `/it`): on `/fr/clients` a link to `/clients/7` leads to `/fr/clients/7`, so that a
 * page opened in French stays in French, whatever language the user saved.
 */
import { createElement, useCallback, type RefAttributes } from 'react';
import * as ReactRouter from 'react-router';
import type { LinkProps, NavigateFunction, NavigateOptions, NavigateProps, NavLinkProps, To } from 'react-router';
import { supportedLocales } from '../i18n/supported';

export { BrowserRouter, matchPath, Outlet, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
export type { LinkProps, NavigateOptions, NavLinkProps, To } from 'react-router';

const prefixPattern = new RegExp(`^/(${supportedLocales.join('|')})(?=/|$)`);

/** The language prefix of a path (`/fr`), or '' without one. */
export function localePrefix(pathname: string): string {
  return prefixPattern.exec(pathname)?.[0] ?? '';
}

/** An absolute path under a language prefix; relative paths and paths that carry a prefix of their own stay. */
export function withLocalePrefix(to: To, prefix: string): To {
  if (!prefix) return to;
  const prefixed = (path: string) => (path.startsWith('/') && !prefixPattern.test(path) ? `${prefix}${path === '/' ? '' : path}` : path);
  if (typeof to === 'string') return prefixed(to);
  return to.pathname ? { ...to, pathname: prefixed(to.pathname) } : to;
}

function useLocalized(to: To): To {
  return withLocalePrefix(to, localePrefix(ReactRouter.useLocation().pathname));
}

// React 19: `ref` is a prop (MUI's `component={Link}` passes one), handed on with the rest
export function Link({ to, ...props }: LinkProps & RefAttributes<HTMLAnchorElement>) {
  return createElement(ReactRouter.Link, { ...props, to: useLocalized(to) });
}

export function NavLink({ to, ...props }: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  return createElement(ReactRouter.NavLink, { ...props, to: useLocalized(to) });
}

export function Navigate({ to, ...props }: NavigateProps) {
  return createElement(ReactRouter.Navigate, { ...props, to: useLocalized(to) });
}

export function useNavigate(): NavigateFunction {
  const navigate = ReactRouter.useNavigate();
  const prefix = localePrefix(ReactRouter.useLocation().pathname);
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(withLocalePrefix(to, prefix), options),
    [navigate, prefix],
  );
}
