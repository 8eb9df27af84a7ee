import { describe, expect, it } from 'vitest';
import { isAcknowledgement } from './acknowledgement.ts';

describe('isAcknowledgement', () => {
  it('reads thanks and okays as closing the exchange', () => {
    for (const text of ['makasih kak', 'terima kasih', 'ok kak', 'sip', 'oke siap', 'iya kak 🙏'])
      expect(isAcknowledgement(text), text).toBe(true);
    // A thumbs-up or folded hands alone, in any skin tone, says the same.
    for (const text of ['👍', '🙏🙏', '👍🏽', '❤️', ' 👌 '])
      expect(isAcknowledgement(text), text).toBe(true);
  });

  it('leaves greetings, calls for a person and follow-up questions to the bot', () => {
    for (const text of ['halo kak', 'admin dong', 'brp?', 'ok brp?', 'kapan', 'wkwk', 'p', ''])
      expect(isAcknowledgement(text), text).toBe(false);
    // An emoji that is not a thank-you, or one asked as a question, still gets an answer.
    for (const text of ['😡', '👍?', '👍 😡', '.'])
      expect(isAcknowledgement(text), text).toBe(false);
  });
});
