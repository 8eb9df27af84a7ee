/**
 * The languages the app area speaks (the marketing site is Indonesian only). English is the
 * default: the spec's dashboard and sign-in texts are English.
 */
export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  LOCALES.some((locale) => locale === value);
