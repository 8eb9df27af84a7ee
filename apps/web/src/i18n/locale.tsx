import { DEFAULT_LOCALE, isLocale, type Locale } from '@balasin/shared/locales';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { SessionUser } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { isUnauthorizedError } from '../lib/trpc-errors.ts';
import { useAppServices } from '../lib/use-app-services.ts';
import { useSessionUser } from '../lib/use-session-user.ts';
import type { MessageKey } from './en.ts';
import { FORMATTERS } from './format.ts';
import { LocaleContext, type LocaleContextValue, type MessageParams } from './locale-context.ts';
import { useLocalTitle } from './page-title.ts';
import { setCurrentLocale, translate, translateKnown, translateRich } from './translate.ts';

export { useLocale } from './locale-context.ts';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', id: 'Bahasa Indonesia' };

/**
 * Before sign-in the browser remembers the last language chosen on it (or seen on a signed-in
 * user), so the sign-in pages speak it too; once signed in, the user's own choice, kept on the
 * server, wins, and follows them to any browser.
 */
const STORAGE_KEY = 'balasin_locale';
/** A language chosen while signed out, for the account that signs in next (kept over reloads). */
const CHOSEN_KEY = 'balasin_locale_chosen';

const readStored = (key: string): Locale | undefined => {
  try {
    const saved = window.localStorage.getItem(key);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
};

const writeStored = (key: string, locale: Locale | undefined) => {
  try {
    if (locale) window.localStorage.setItem(key, locale);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
  }
};

const readDeviceLocale = () => readStored(STORAGE_KEY) ?? DEFAULT_LOCALE;
const writeDeviceLocale = (locale: Locale) => writeStored(STORAGE_KEY, locale);

/** One set per language, so components may keep `t` in a hook's dependencies. */
const translators = (locale: Locale) => ({
  t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params),
  rich: (key: MessageKey, params: Record<string, ReactNode>) => translateRich(locale, key, params),
  known: (text: string) => translateKnown(locale, text),
  format: FORMATTERS[locale],
});

const TRANSLATORS: Record<Locale, ReturnType<typeof translators>> = {
  en: translators('en'),
  id: translators('id'),
};

/** The app area's language: sign-in, registration, the dashboard and the admin pages. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { trpc, queryClient } = useAppServices();
  const user = useSessionUser();
  const [deviceLocale, setDeviceLocale] = useState(readDeviceLocale);
  // A language chosen on a sign-in page is the account's from the sign-in on.
  const [chosenSignedOut, setChosenSignedOut] = useState(() => readStored(CHOSEN_KEY));
  const chooseSignedOut = (locale: Locale | undefined) => {
    setChosenSignedOut(locale);
    writeStored(CHOSEN_KEY, locale);
  };
  const save = useMutation(trpc.auth.setLocale.mutationOptions());
  const locale = chosenSignedOut ?? user?.locale ?? deviceLocale;
  // Toasts raised outside React read it from here; set while rendering so a toast raised by this
  // very render's children already speaks it.
  setCurrentLocale(locale);
  useLocalTitle(locale);

  const saveForUser = (signedIn: SessionUser, next: Locale) => {
    const key = trpc.auth.user.queryKey();
    const before = signedIn;
    // Shown at once; the server's answer confirms it, a refusal puts the previous one back.
    queryClient.setQueryData(key, { user: { ...signedIn, locale: next } });
    save.mutate(
      { locale: next },
      {
        onSuccess: (answer) => queryClient.setQueryData(key, answer),
        onError: (error) => {
          queryClient.setQueryData(key, { user: before });
          setDeviceLocale(before.locale);
          writeDeviceLocale(before.locale);
          if (!isUnauthorizedError(error)) {
            toast.error(translate(before.locale, 'settings.languageSaveFailed'));
          }
        },
      },
    );
  };

  // Once signed in: a language chosen before sign-in is saved on the account; otherwise the
  // account's language becomes this browser's, for its sign-in page after sign-out.
  useEffect(() => {
    if (!user) return;
    if (chosenSignedOut) {
      chooseSignedOut(undefined);
      if (chosenSignedOut !== user.locale) saveForUser(user, chosenSignedOut);
      return;
    }
    setDeviceLocale(user.locale);
    writeDeviceLocale(user.locale);
    // Runs for each new user object: `saveForUser` and the choice are read as they are then.
  }, [user]);

  const setLocale = (next: Locale) => {
    setDeviceLocale(next);
    writeDeviceLocale(next);
    if (user) saveForUser(user, next);
    else chooseSignedOut(next);
  };

  const value: LocaleContextValue = { locale, setLocale, ...TRANSLATORS[locale] };
  return (
    <LocaleContext.Provider value={value}>
      <div lang={locale} className="locale-root">
        {children}
      </div>
    </LocaleContext.Provider>
  );
}
