import { DEFAULT_LOCALE, type Locale } from '@balasin/shared/locales';
import { createContext, type ReactNode, useContext } from 'react';
import type { MessageKey } from './en.ts';
import { FORMATTERS, type Formatters } from './format.ts';

export type MessageParams = Record<string, string | number>;

export type LocaleContextValue = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
  /** A text whose placeholders are elements: "Delete {url}?" with the URL in bold. */
  rich: (key: MessageKey, params: Record<string, ReactNode>) => ReactNode;
  /** A message the server or the shared catalogue words in English, in this language. */
  known: (text: string) => string;
  format: Formatters;
};

/**
 * Kept apart from the catalogues: the form kit (field errors) reads `known` here, and the
 * marketing site, which uses the kit outside the app area, must not load the catalogues. Outside
 * the provider texts pass through unchanged.
 */
export const LocaleContext = createContext<LocaleContextValue>({
  locale: DEFAULT_LOCALE,
  setLocale: () => {},
  t: (key) => key,
  rich: (key) => key,
  known: (text) => text,
  format: FORMATTERS[DEFAULT_LOCALE],
});

export const useLocale = () => useContext(LocaleContext);
