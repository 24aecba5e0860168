import { isSupportedLocale } from '@portal/shared/i18n';
import { useParams } from '@portal/shared/router';

/** `''` or `/fr`: links keep the locale prefix a user arrived with. */
export function useLocalePrefix() {
  const { locale } = useParams();
  return isSupportedLocale(locale) ? `/${locale}` : '';
}

export function useLocalePath() {
  const prefix = useLocalePrefix();
  return (path: string) => (prefix ? `${prefix}${path === '/' ? '' : path}` : path);
}
