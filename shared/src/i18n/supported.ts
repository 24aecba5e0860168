/** The portal's languages: a module of its own, so that the router reads them without i18next and the texts. */
export const supportedLocales = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof supportedLocales)[number];
/** The language of a visitor nobody chose one for, and the fallback of every text: its texts are always loaded. */
export const defaultLocale: Locale = 'de';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}
