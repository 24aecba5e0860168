import i18next, { type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from './react';
import { pageSingleton } from '../singleton';
import { readCookie, writeCookie } from '../session/cookies';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import './types';

import { defaultLocale, isSupportedLocale, supportedLocales, type Locale } from './supported';

export { defaultLocale, isSupportedLocale, supportedLocales, type Locale } from './supported';

export const localeCookie = 'locale';
/** The locale cookie lasts 365 days (docs/screens-and-layout.md). */
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

/** Which language a page shows (docs/screens-and-layout.md): `?locale=`, else the path's prefix, else the user's saved language. */
export function resolveLocale(query: string | null, prefix: string | undefined, saved: string | undefined): Locale | null {
  if (isSupportedLocale(query)) return query;
  if (isSupportedLocale(prefix)) return prefix;
  if (isSupportedLocale(saved)) return saved;
  return null;
}

/** The language the page's address asks for: `resolveLocale` of its `?locale=` and its path's prefix (`/fr/…`). */
export function addressLocale(
  url: { pathname: string; search: string } | undefined = typeof location === 'undefined' ? undefined : location,
): Locale | null {
  if (!url) return null;
  return resolveLocale(new URLSearchParams(url.search).get('locale'), url.pathname.split('/')[1], undefined);
}

function initialLocale(lng?: string): Locale {
  if (isSupportedLocale(lng)) return lng;
  // the first render in the language the page will show, not one it switches from
  const fromAddress = addressLocale();
  if (fromAddress) return fromAddress;
  const fromCookie = readCookie(localeCookie);
  if (isSupportedLocale(fromCookie)) return fromCookie;
  // nothing chose a language yet (no cookie, no address, no profile): the browser's, else German
  return browserLocale() ?? defaultLocale;
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * A translation file that the build left out of the bundle (build-kit/lazy-texts-loader.cjs: every language but the
 * default one): it only says how to load the texts. Jest and the dev tools' type checker see the texts themselves.
 */
const lazyTextsKey = Symbol.for('@portal/shared/lazy-texts');
type TextsLoader = () => Promise<{ default: ResourceKey }>;

function textsLoader(bundle: unknown): TextsLoader | null {
  const loader = (bundle as { [lazyTextsKey]?: TextsLoader } | null)?.[lazyTextsKey];
  return typeof loader === 'function' ? loader : null;
}

/** Per language and namespace, how to load the texts the build left out; per loader, its load under way or done. */
const textLoaders = pageSingleton('i18n-text-loaders', () => new Map<Locale, Map<string, TextsLoader>>());
const textLoads = pageSingleton('i18n-text-loads', () => new Map<TextsLoader, Promise<void>>());

/** Remembers how to load a namespace's texts of a language when the build left them out; false when they are here. */
function registerTextsLoader(lng: Locale, ns: string, bundle: unknown): boolean {
  const loader = textsLoader(bundle);
  if (!loader) return false;
  const namespaces = textLoaders.get(lng) ?? new Map<string, TextsLoader>();
  namespaces.set(ns, loader);
  textLoaders.set(lng, namespaces);
  return true;
}

/**
 * Loads every registered namespace's texts of a language that are not there yet; null when there is nothing to load
 * (always so for German, and in tests), so that a caller can stay synchronous then.
 */
export function loadLocale(lng: Locale): Promise<void> | null {
  const pending = [...(textLoaders.get(lng) ?? [])]
    .filter(([ns]) => !i18n.hasResourceBundle(lng, ns))
    .map(([ns, loader]) => {
      let load = textLoads.get(loader);
      if (!load) {
        load = loader().then(
          (texts) => void i18n.addResourceBundle(lng, ns, texts.default, true, true),
          (error: unknown) => {
            textLoads.delete(loader); // the next attempt loads anew
            throw error;
          },
        );
        textLoads.set(loader, load);
      }
      return load;
    });
  return pending.length > 0 ? Promise.all(pending).then(() => undefined) : null;
}

/**
 * Loads the texts of the language the interface is set to (at the start: the address's, the cookie's or the
 * browser's; after a remote arrived: its namespace's), and shows them. The shell awaits it before the first render
 * and before a remote's first render, so that no German flashes up in a French page.
 */
export async function loadCurrentTexts(): Promise<void> {
  const lng = interfaceLocale();
  const pending = loadLocale(lng);
  if (!pending) return;
  await pending;
  // i18next resolved the language without its texts (to the German fallback): again, now that they are there
  if (i18n.resolvedLanguage !== lng) await i18n.changeLanguage(lng);
}

/**
 * Whether the texts of the interface's language are all there and shown, so that `loadCurrentTexts` would have nothing
 * to do: a remote loaded ahead can then render at once (the shell's remote area). Texts that are missing start loading.
 */
export function currentTextsLoaded(): boolean {
  const lng = interfaceLocale();
  return loadLocale(lng) === null && i18n.resolvedLanguage === lng;
}

function interfaceLocale(): Locale {
  return isSupportedLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** The language last asked for: of two quick switches, the later wins, whichever texts arrive first. */
let requestedLocale: Locale | null = null;

/** Switches to a language once its texts are there (at once when they are, as in tests). */
function switchTo(locale: Locale): Promise<unknown> | void {
  requestedLocale = locale;
  const pending = loadLocale(locale);
  if (!pending) return i18n.changeLanguage(locale);
  return pending.then(() => (requestedLocale === locale ? i18n.changeLanguage(locale) : undefined));
}

/**
 * Initialises the instance synchronously (the default language's texts are bundled), or switches its language when
 * it is already initialised. Without an argument the address decides (`?locale=`, the path's prefix), else the `locale`
 * cookie, else the browser's language, else German.
 */
export function initI18n(lng?: string): typeof i18n {
  const locale = initialLocale(lng);
  if (i18n.isInitialized) {
    if (i18n.language !== locale) void switchTo(locale);
  } else {
    // the bundled texts (German; every language in tests) at once, the others registered to load when shown
    const resources: Resource = {};
    for (const l of supportedLocales) {
      if (!registerTextsLoader(l, 'common', commonResources[l])) resources[l] = { common: commonResources[l] };
    }
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

/** Switches the interface language, once its texts are there, and remembers it in the 365-day `locale` cookie. */
export async function changeLocale(lng: string): Promise<Locale> {
  const locale = isSupportedLocale(lng) ? lng : defaultLocale;
  rememberLocale(locale);
  if (!i18n.isInitialized) initI18n(locale);
  else await switchTo(locale);
  return locale;
}

/**
 * Remembers a language in the `locale` cookie: the one chosen (`changeLocale`), and at sign-in the user's saved one, so
 * that the first page after it starts in that language instead of switching to it from the browser's (an address with
 * a language still wins).
 */
export function rememberLocale(lng: string | undefined): void {
  if (isSupportedLocale(lng)) writeCookie(localeCookie, lng, { maxAge: localeCookieMaxAge });
}

/** The language the interface shows now, always one of `supportedLocales`. */
export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLocale(lng) ? lng : defaultLocale;
}

/**
 * A remote registers its namespace when it loads; existing keys of the namespace are kept and extended. The texts of
 * a language the build left out load with `loadLocale` (the shell's remote area awaits `loadCurrentTexts`).
 */
export function addResources(ns: string, resources: Partial<Record<Locale, ResourceKey>>): void {
  if (!i18n.isInitialized) initI18n();
  for (const lng of supportedLocales) {
    const bundle = resources[lng];
    if (bundle && !registerTextsLoader(lng, ns, bundle)) i18n.addResourceBundle(lng, ns, bundle, true, true);
  }
}

// Initialised on import so that the API client, formatters and standalone remotes can translate at once.
initI18n();

export type CommonResources = typeof de;
