import { localePrefix, useLocation, withLocalePrefix } from '@portal/shared/router';

/**
 * `''` or `/fr`: the language prefix of the page. The shared router's Link, NavLink, Navigate and useNavigate put
 * absolute paths under it by themselves; these hooks are for addresses that do not go through them.
 */
export function useLocalePrefix() {
  return localePrefix(useLocation().pathname);
}

export function useLocalePath() {
  const prefix = useLocalePrefix();
  return (path: string) => withLocalePrefix(path, prefix) as string;
}
