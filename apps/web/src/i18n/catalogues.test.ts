import { messages, packageLimitMessage } from '@balasin/shared/messages';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en.ts';
import { id } from './id.ts';
import { translate, translateKnown } from './translate.ts';

/** Every source file of the web app but the catalogues and the tests, as text. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!./en.ts', '!./id.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const code = sources.map(([, text]) => text).join('\n');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('read the source files', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('have the same keys in every language', () => {
    const missingInId = Object.keys(en).filter((key) => !(key in id));
    const missingInEn = Object.keys(id).filter((key) => !(key in en));
    expect(missingInId, 'keys missing in id.ts').toEqual([]);
    expect(missingInEn, 'keys missing in en.ts').toEqual([]);
  });

  it('have no empty text', () => {
    for (const catalogue of [en, id]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('fill the same placeholders in every language', () => {
    for (const key of Object.keys(en) as MessageKey[]) {
      // The Indonesian status sentence names the statuses by their Indonesian labels.
      if (key === 'admin.confirmText') continue;
      expect(placeholders(id[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('have no key the app never uses', () => {
    // Keys built in code (`bot.day.${day}`) count by their prefix; `msg.` entries are found by
    // their English text (translateKnown), not by their key.
    const prefixes = [...code.matchAll(/`([a-z][\w.]*\.)\$\{/gi)].map((match) => match[1] ?? '');
    const unused = Object.keys(en).filter(
      (key) =>
        !key.startsWith('msg.') &&
        !code.includes(`'${key}'`) &&
        !prefixes.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('keep the spec texts verbatim in English', () => {
    expect(en['numbers.empty']).toBe('No WhatsApp numbers found');
    expect(en['nav.signOut']).toBe('Sign Out');
    expect(en['quickStart.title']).toBe('Quick Start Guide');
    expect(en['addNumber.hint']).toBe('Format: Country code + number (e.g., +628123456789)');
    expect(en['auth.signingIn']).toBe('Signing in...');
    expect(en['register.processing']).toBe('Processing...');
    expect(en['registered.title']).toBe('Registration Successful!');
    expect(en['admin.searchPlaceholder']).toBe('Search by email...');
    expect(en['admin.loadingSubscriptions']).toBe('Loading subscriptions...');
    expect(en['admin.noSubscriptions']).toBe('No subscriptions found');
    expect(translate('en', 'admin.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(translate('en', 'admin.confirmText', { from: 'pending', to: 'active' })).toBe(
      'Are you sure you want to change the subscription status from pending to active?',
    );
    expect(en['msg.noActiveSubscription']).toBe(messages.noActiveSubscription);
  });

  it("show the server's English messages in the reader's language, by their whole text", () => {
    expect(translateKnown('id', messages.noActiveSubscription)).toBe(
      id['msg.noActiveSubscription'],
    );
    expect(translateKnown('en', messages.noActiveSubscription)).toBe(messages.noActiveSubscription);
    expect(translateKnown('id', packageLimitMessage('lite', 4))).toBe(
      'Paket lite Anda memungkinkan paling banyak 4 nomor WhatsApp',
    );
    expect(translateKnown('en', packageLimitMessage('pro', 6))).toBe(packageLimitMessage('pro', 6));
    // Any other text, a part of a known one included, stays as it is.
    expect(translateKnown('id', 'Something else')).toBe('Something else');
    expect(translateKnown('id', `${messages.numberNotFound}.`)).toBe(`${messages.numberNotFound}.`);
  });
});
