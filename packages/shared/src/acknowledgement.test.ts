import { describe, expect, it } from 'vitest';
import { isAcknowledgement } from './acknowledgement.ts';

describe('isAcknowledgement', () => {
  it('reads thanks and okays as closing the exchange', () => {
    for (const text of ['makasih kak', 'terima kasih', 'ok kak', 'sip', 'oke siap', 'iya kak 🙏'])
      expect(isAcknowledgement(text), text).toBe(true);
  });

  it('leaves greetings, calls for a person and follow-up questions to the bot', () => {
    for (const text of ['halo kak', 'admin dong', 'brp?', 'ok brp?', 'kapan', 'wkwk', 'p', ''])
      expect(isAcknowledgement(text), text).toBe(false);
  });
});
