import { normaliseChat } from './knowledge-text.ts';

/** An order or booking named by whom it is for: "atas nama Dina", "a.n. Hendra", "an. Rina". */
const HOLDER = /\batas\s+nama\s+\p{L}|(?<![\p{L}.])a\.?n\.\s*\p{L}/u;
/** One earlier time of the customer's own: "dp sy yg kemarin", "groomer yg tadi". */
const THAT_TIME = /\byang (kemarin|tadi|barusan|minggu lalu|bulan lalu)\b/;
/** Asking where something stands ("udah dikirim blm?", "kok blm masuk") or who did it. */
const STANDING = /\b(belum|siapa)\b/;

/**
 * The message asks where one customer's own order, payment or visit stands, or who served them
 * ("pesanan atas nama Dina udah jadi blm?", "refund dp sy yg kemarin udh ditransfer blm?",
 * "groomer yg kemarin namanya siapa?"). A business's knowledge says how things are done, not
 * where one order is: no passage answers it, however many of its words it shares, so it goes to
 * a person. Told by the case being named (by whom it is for, or as "the one of yesterday") and
 * its standing asked; "bisa minta invoice atas nama PT?" asks how things are done.
 */
export const asksAboutOwnCase = (text: string) => {
  const normalised = normaliseChat(text);
  if (!STANDING.test(normalised)) return false;
  return HOLDER.test(text.toLowerCase()) || THAT_TIME.test(normalised);
};
