import { DEFAULT_LOCALE, type Locale } from '@balasin/shared/locales';
import { packageLimitMessage } from '@balasin/shared/messages';
import { PACKAGE_CONTACT_LIMITS } from '@balasin/shared/messaging';
import { messagingMessages } from '@balasin/shared/messaging-messages';
import { PACKAGE_NUMBER_LIMITS, PACKAGES, packageTitle } from '@balasin/shared/plans';
import { createElement, Fragment, type ReactNode } from 'react';
import { type Catalogue, en, type MessageKey } from './en.ts';
import { id } from './id.ts';
import type { MessageParams } from './locale-context.ts';

/** One catalogue per language. */
export const CATALOGUES: Record<Locale, Catalogue> = { en, id };

/** A catalogue text with its `{name}` placeholders filled in. */
export const translate = (locale: Locale, key: MessageKey, params?: MessageParams) => {
  const text: string = CATALOGUES[locale][key];
  return params ? text.replace(/\{(\w+)\}/g, (all, name) => String(params[name] ?? all)) : text;
};

/** A catalogue text with elements for its placeholders, keyed so React can tell them apart. */
export const translateRich = (
  locale: Locale,
  key: MessageKey,
  params: Record<string, ReactNode>,
): ReactNode =>
  CATALOGUES[locale][key].split(/\{(\w+)\}/).map((part, index) =>
    // Odd parts are the placeholders' names.
    index % 2 === 1 ? createElement(Fragment, { key: index }, params[part] ?? `{${part}}`) : part,
  );

type Known = { key: MessageKey; params?: MessageParams };

/**
 * The server and the spec word their messages in English, from the shared catalogue. Each one
 * the app shows has a `msg.` entry whose English text is that message verbatim, so an answer is
 * recognised by its whole text (never by parts of it) and shown in the reader's language. The
 * package limit's text is known for each package, as the server words it.
 */
const KNOWN = new Map<string, Known>([
  ...Object.entries(en)
    .filter(([key]) => key.startsWith('msg.'))
    .map(([key, text]): [string, Known] => [text, { key: key as MessageKey }]),
  ...PACKAGES.map((pkg): [string, Known] => [
    packageLimitMessage(pkg, PACKAGE_NUMBER_LIMITS[pkg]),
    { key: 'msg.packageLimit', params: { package: pkg, n: PACKAGE_NUMBER_LIMITS[pkg] } },
  ]),
  ...PACKAGES.map((pkg): [string, Known] => [
    messagingMessages.contactLimit(packageTitle(pkg), PACKAGE_CONTACT_LIMITS[pkg]),
    {
      key: 'msg.contactLimit',
      params: {
        package: packageTitle(pkg),
        n: PACKAGE_CONTACT_LIMITS[pkg].toLocaleString('en'),
      },
    },
  ]),
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `msg.` texts with a value inside (a document's "The page answered 404"): recognised by the
 * whole text around the value, which is kept as it came.
 */
const PATTERNS = Object.entries(en)
  .filter(([key, text]) => key.startsWith('msg.') && /\{\w+\}/.test(text))
  .map(([key, text]) => {
    const parts = text.split(/\{(\w+)\}/);
    // Odd parts are the placeholders' names.
    const names = parts.filter((_, index) => index % 2 === 1);
    const source = parts
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    return { key: key as MessageKey, names, pattern: new RegExp(`^${source}$`) };
  });

const knownOf = (text: string): Known | undefined => {
  const known = KNOWN.get(text);
  if (known) return known;
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      return {
        key,
        params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])),
      };
    }
  }
  return undefined;
};

/** A message from the server or the shared catalogue in `locale`; any other text as it is. */
export const translateKnown = (locale: Locale, text: string) => {
  const known = knownOf(text);
  return known ? translate(locale, known.key, known.params) : text;
};

/**
 * The language the app area speaks right now, for code outside React (toasts raised by the data
 * layer). The locale provider keeps it current.
 */
let current: Locale = DEFAULT_LOCALE;
export const currentLocale = () => current;
export const setCurrentLocale = (locale: Locale) => {
  current = locale;
};
