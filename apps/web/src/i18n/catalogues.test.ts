import { accountMessages } from '@balasin/shared/account';
import { adminUserMessages } from '@balasin/shared/admin-user-messages';
import { botMessages } from '@balasin/shared/bot';
import { contactsBookMessages } from '@balasin/shared/contacts-book';
import { engineMessages } from '@balasin/shared/engine-messages';
import { knowledgeMessages } from '@balasin/shared/knowledge-messages';
import { messages, packageLimitMessage } from '@balasin/shared/messages';
import { messagingMessages } from '@balasin/shared/messaging-messages';
import { operatorMessages } from '@balasin/shared/operator-messages';
import { passwordResetMessages } from '@balasin/shared/password-reset';
import { paymentMessages } from '@balasin/shared/payments';
import { teamMessages } from '@balasin/shared/team-messages';
import { verificationMessages } from '@balasin/shared/verification';
import { webhookMessages } from '@balasin/shared/webhook-messages';
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

  it("show every message of a page's shared catalogue in Indonesian, values inside included", () => {
    // The catalogues whose every message a dashboard page can show (a form's own check, the
    // server's refusal, a document's failure): each needs its Indonesian text, or an Indonesian
    // owner meets English there. A message with a value inside is tried with one.
    const shown = {
      botMessages,
      contactsBookMessages,
      paymentMessages,
      passwordResetMessages,
      verificationMessages,
      knowledgeMessages: {
        ...knowledgeMessages,
        // What the bot says to customers, in their Indonesian already: never an error shown.
        handoffReply: undefined,
        pageNotHtml: knowledgeMessages.pageNotHtml('application/pdf'),
        pageStatus: knowledgeMessages.pageStatus(404),
        pageTimeout: knowledgeMessages.pageTimeout(15),
      },
      teamMessages: {
        ...teamMessages,
        seatLimit: teamMessages.seatLimit('pro', 3),
        seatLimitOwnerAlone: teamMessages.seatLimit('lite', 0),
      },
      operatorMessages,
      adminUserMessages,
      engineMessages,
      messagingMessages: {
        ...messagingMessages,
        // Answers only a program calling the REST API with a token gets (its Authorization and
        // Idempotency-Key headers, its text.body, limit and media url, its first-contact cap):
        // never stored on a message nor asked by a dashboard page.
        tokenRequired: undefined,
        tokenInvalid: undefined,
        tokenInUrl: undefined,
        idempotencyMismatch: undefined,
        idempotencyInFlight: undefined,
        idempotencyKeyTooLong: undefined,
        textRequired: undefined,
        textEmpty: undefined,
        textTooLong: undefined,
        pageLimitInvalid: undefined,
        mediaUrlTooLong: undefined,
        firstContactCap: undefined,
        tokenNameTooLong: messagingMessages.tokenNameTooLong(60),
        mediaUrlStatus: messagingMessages.mediaUrlStatus(404),
        mediaUrlTooLarge: messagingMessages.mediaUrlTooLarge(16 * 1024 * 1024),
        mediaUrlTimeout: messagingMessages.mediaUrlTimeout(30),
        mediaTooLarge: messagingMessages.mediaTooLarge(100 * 1024 * 1024),
        contactLimit: messagingMessages.contactLimit('Pro', 5000),
      },
      accountMessages: {
        ...accountMessages,
        otherSessionsEnded: accountMessages.otherSessionsEnded(0),
        otherSessionEnded: accountMessages.otherSessionsEnded(1),
        otherSessionsEndedMany: accountMessages.otherSessionsEnded(3),
      },
      webhookMessages: {
        ...webhookMessages,
        timedOut: webhookMessages.timedOut(10),
        badStatus: webhookMessages.badStatus(500),
      },
    };
    const english = Object.entries(shown).flatMap(([catalogue, texts]) =>
      Object.entries(texts).flatMap(([name, text]) =>
        typeof text === 'string' ? [[`${catalogue}.${name}`, text] as const] : [],
      ),
    );
    expect(english.length).toBeGreaterThan(60);
    const untranslated = english
      .filter(([, text]) => translateKnown('id', text) === text)
      .map(([name]) => name);
    expect(untranslated, 'messages with no Indonesian text').toEqual([]);
    for (const [name, text] of english) expect(translateKnown('en', text), name).toBe(text);
    // The value inside stays as it came.
    expect(translateKnown('id', knowledgeMessages.pageStatus(503))).toContain('503');
    expect(translateKnown('id', knowledgeMessages.pageNotHtml('image/png'))).toContain('image/png');
    expect(translateKnown('id', webhookMessages.badStatus(502))).toContain('502');
    expect(translateKnown('id', teamMessages.seatLimit('enterprise', 10))).toContain('10');
  });
});
