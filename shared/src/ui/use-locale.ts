import { useTranslation } from '../i18n/react';
import { isSupportedLocale, defaultLocale, type Locale } from '../i18n';

/** The interface language, re-rendering the component when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLocale(lng) ? lng : defaultLocale;
}
