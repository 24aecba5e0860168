/**
 * The part of react-router the portal uses. Module Federation shares this module (one router context for the
 * shell and every remote) instead of the whole `react-router` package, whose shared copy cannot be tree-shaken:
 * data routers, server rendering and RSC would otherwise be on the first load of every page.
 * Import routing from here, never from `react-router` directly (tests may, for MemoryRouter).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateOptions, To } from 'react-router';
