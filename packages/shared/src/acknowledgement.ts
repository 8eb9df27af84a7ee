import { asksForPerson, CHAT_FILLER, normaliseChat } from './knowledge-text.ts';

/** Words that thank or agree: after an answer they close the exchange, they ask nothing. */
const ACKNOWLEDGING: ReadonlySet<string> = new Set([
  'makasih',
  'terima',
  'kasih',
  'thanks',
  'thank',
  'thx',
  'tq',
  'oke',
  'ok',
  'siap',
  'baik',
  'iya',
  'ya',
  'noted',
  'mantap',
]);

/** Emoji that thank or agree, sent alone as often as words are ('👍', '🙏🙏'). */
const ACKNOWLEDGING_EMOJI: ReadonlySet<string> = new Set([
  '👍',
  '🙏',
  '👌',
  '❤',
  '😊',
  '🙂',
  '🥰',
  '✅',
]);

/** Variation selectors, skin tones and joiners that ride on an emoji without changing it. */
const EMOJI_MODIFIERS = /[\u{FE0E}\u{FE0F}\u{1F3FB}-\u{1F3FF}\u{200D}\s]/gu;

/**
 * 'makasih kak', 'ok siap', 'iya kak 🙏', '👍': thanks or an okay and nothing else (chat filler
 * aside), no question mark, no call for a person. 'halo kak', 'admin dong' and 'brp?' are not:
 * the first two want someone, the last is a follow-up question.
 */
export const isAcknowledgement = (text: string) => {
  if (text.includes('?') || asksForPerson(text)) return false;
  const words = normaliseChat(text).split(' ').filter(Boolean);
  if (words.length === 0) {
    const marks = [...text.replace(EMOJI_MODIFIERS, '')];
    return marks.length > 0 && marks.every((mark) => ACKNOWLEDGING_EMOJI.has(mark));
  }
  return (
    words.some((word) => ACKNOWLEDGING.has(word)) &&
    words.every((word) => ACKNOWLEDGING.has(word) || CHAT_FILLER.has(word))
  );
};
