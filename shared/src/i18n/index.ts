import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pageSingleton } from '../singleton';
import { readCookie, writeCookie } from '../session/cookies';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import './types';

import { isSupportedLocale, supportedLocales, type Locale } from './supported';

export { isSupportedLocale, supportedLocales, type Locale } from './supported';
export const defaultLocale: Locale = 'de';

export const localeCookie = 'locale';
/** SPEC §9: the locale cookie lasts 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export const commonResources = { de, en, fr, it } as const;

/** The one i18next instance; a Module Federation singleton, so every remote adds its namespace here. */
export const i18n = pageSingleton('i18n', () => i18next.createInstance().use(initReactI18next));

/** The first of the browser's languages the portal speaks (fr-CH → fr), if any. */
export function browserLocale(
  languages: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages,
): Locale | null {
  for (const language of languages ?? []) {
    const base = language.toLowerCase().split('-')[0];
    if (isSupportedLocale(base)) return base;
  }
  return null;
}

function initialLocale(lng?: string): Locale {
  if (isSupportedLocale(lng)) return lng;
  const fromCookie = readCookie(localeCookie);
  if (isSupportedLocale(fromCookie)) return fromCookie;
  // nothing chose a language yet (no cookie, no address, no profile): the browser's, else German
  return browserLocale() ?? defaultLocale;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * Initialises the instance synchronously (the resources are bundled), or switches its language when it is
 * already initialised. Without an argument the `locale` cookie decides, else the browser's language, else German.
 */
export function initI18n(lng?: string): typeof i18n {
  const locale = initialLocale(lng);
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  } else {
    const resources: Resource = {};
    for (const l of supportedLocales) resources[l] = { common: commonResources[l] };
    void i18n.init({
      resources,
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...supportedLocales],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: false },
    });
    i18n.on('languageChanged', syncDocumentLanguage);
  }
  syncDocumentLanguage(locale);
  return i18n;
}

/** Switches the interface language and remembers it in the 365-day `locale` cookie. */
export async function changeLocale(lng: string): Promise<Locale> {
  const locale = isSupportedLocale(lng) ? lng : defaultLocale;
  writeCookie(localeCookie, locale, { maxAge: localeCookieMaxAge });
  if (!i18n.isInitialized) initI18n(locale);
  else await i18n.changeLanguage(locale);
  return locale;
}

/** The language the interface shows now, always one of `supportedLocales`. */
export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLocale(lng) ? lng : defaultLocale;
}

/** A remote registers its namespace when it loads; existing keys of the namespace are kept and extended. */
export function addResources(ns: string, resources: Partial<Record<Locale, ResourceKey>>): void {
  if (!i18n.isInitialized) initI18n();
  for (const lng of supportedLocales) {
    const bundle = resources[lng];
    if (bundle) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

// Initialised on import so that the API client, formatters and standalone remotes can translate at once.
initI18n();

export type CommonResources = typeof de;
