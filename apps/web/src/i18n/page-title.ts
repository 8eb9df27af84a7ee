import { BRAND } from '@balasin/shared/brand';
import type { Locale } from '@balasin/shared/locales';
import { useEffect } from 'react';
import { en, type MessageKey } from './en.ts';
import { translate } from './translate.ts';

const SUFFIX = ` | ${BRAND}`;

/** Each app page's English title (what its loader gives the router) and its catalogue key. */
const TITLE_KEYS = new Map(
  Object.entries(en)
    .filter(([key]) => key.startsWith('pageTitle.'))
    .map(([key, text]) => [text, key as MessageKey]),
);

/** "{title} | Balasin" in `locale` when the title is an app page's; any other title as it is. */
export const localTitle = (locale: Locale, title: string) => {
  if (!title.endsWith(SUFFIX)) return title;
  const key = TITLE_KEYS.get(title.slice(0, -SUFFIX.length));
  return key ? `${translate(locale, key)}${SUFFIX}` : title;
};

/** The last title the router wrote (English), and the one shown for it. */
let routerTitle = '';
let shownTitle = '';

/**
 * Keeps the tab's title in the reader's language. The router writes every page's head from its
 * loader, in English, also on the marketing site, whose bundle carries no catalogue; in the app
 * area this follows each write (and each change of language) and puts the page's title in the
 * chosen language.
 */
export const useLocalTitle = (locale: Locale) => {
  useEffect(() => {
    const follow = () => {
      // A title other than the one shown here is the router's, for a new page.
      if (document.title !== shownTitle) routerTitle = document.title;
      shownTitle = localTitle(locale, routerTitle);
      if (document.title !== shownTitle) document.title = shownTitle;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [locale]);
};
