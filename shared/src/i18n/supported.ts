/** The portal's languages: a module of its own, so that the router reads them without i18next and the texts. */
export const supportedLocales = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof supportedLocales)[number];

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}
