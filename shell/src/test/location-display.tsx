import { useLocation } from '@portal/shared/router';

/** Shows where the router is, so a test can assert a redirect the way the address bar would show it. */
export function LocationDisplay() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}
