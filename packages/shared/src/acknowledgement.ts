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

/**
 * 'makasih kak', 'ok siap', 'iya kak 🙏': thanks or an okay and nothing else (chat filler aside),
 * no question mark, no call for a person. 'halo kak', 'admin dong' and 'brp?' are not: the first
 * two want someone, the last is a follow-up question.
 */
export const isAcknowledgement = (text: string) => {
  if (text.includes('?') || asksForPerson(text)) return false;
  const words = normaliseChat(text).split(' ').filter(Boolean);
  return (
    words.some((word) => ACKNOWLEDGING.has(word)) &&
    words.every((word) => ACKNOWLEDGING.has(word) || CHAT_FILLER.has(word))
  );
};
