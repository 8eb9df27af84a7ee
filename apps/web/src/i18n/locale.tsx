import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Catalogue, en, type MessageKey } from './en.ts';
import { id } from './id.ts';

export const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'id', label: 'Bahasa Indonesia' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];

/** One catalogue per language. */
export const CATALOGUES: Record<Locale, Catalogue> = { en, id };

const isLocale = (value: unknown): value is Locale =>
  LOCALES.some((locale) => locale.code === value);

/** Remembered per user (several people may share a browser), English until one is chosen. */
const storageKey = (userId: string) => `balasin_locale:${userId}`;

const readLocale = (userId: string): Locale => {
  try {
    const saved = window.localStorage.getItem(storageKey(userId));
    return isLocale(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
};

type LocaleContextValue = {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: (key: MessageKey) => string;
};

const LocaleContext = createContext<LocaleContextValue>({
  locale: 'en',
  setLocale: () => {},
  t: (key) => en[key],
});

/** The signed-in user's language for the app area, from their saved choice. */
export function LocaleProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => readLocale(userId));
  useEffect(() => setLocaleState(readLocale(userId)), [userId]);
  const setLocale = (next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(storageKey(userId), next);
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
  };
  const catalogue = CATALOGUES[locale];
  return (
    <LocaleContext.Provider value={{ locale, setLocale, t: (key) => catalogue[key] }}>
      <div lang={locale} className="locale-root">
        {children}
      </div>
    </LocaleContext.Provider>
  );
}

export const useLocale = () => useContext(LocaleContext);
