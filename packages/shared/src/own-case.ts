import { normaliseChat } from './knowledge-text.ts';

/** An order or booking named by whom it is for: "atas nama Dina", "a.n. Hendra", "an. Rina". */
const HOLDER = /\batas\s+nama\s+\p{L}|(?<![\p{L}.])a\.?n\.\s*\p{L}/u;
/** One earlier time of the customer's own: "dp sy yg kemarin", "groomer yg tadi". */
const THAT_TIME = /\byang (kemarin|tadi|barusan|minggu lalu|bulan lalu)\b/;
/** Asking where something stands ("udah dikirim blm?", "kok blm masuk") or who did it. */
const STANDING = /\b(belum|siapa)\b/;
/** A day of the customer's own gone by: "dompet saya ketinggalan kemarin", "dr kemarin". */
const PAST_DAY = /\b(kemarin|semalam|minggu lalu|bulan lalu)\b/;
/** The customer's own thing: "paket aku", "hp saya", "dompetku". */
const OWN = /\b(saya|sy|aku|aq|gue|gw)\b|\p{L}{3,}ku\b/u;
/** Asking why it has not happened yet: "refund sy kok blm masuk?", "kok belum dikirim". */
const WHY_NOT_YET = /\bkok belum\b/;
/** Asking the business to look into it: "tolong dicek", "tlg cek". */
const LOOK_INTO = /\b(tolong|tlg)\s+(di)?cek/;
/**
 * One person named and asked for: an honorific, a name written with a capital, and "ada"
 * ("pak Lalu nya ada?", "Mbak Sari ada?"). Only the name's capital is read, not the honorific's.
 */
const PERSON_THERE =
  /\b([Pp]ak|[Bb]apak|[Bb]u|[Ii]bu|[Mm]as|[Mm]bak|[Mm]ba|[Bb]ang|[Kk]ak|[Kk]o|[Cc]i|[Cc]ik|[Tt]eh)\s+\p{Lu}\p{Ll}+(\s*nya)?\s+(lagi\s+)?[Aa]da\b/u;

/** Dates of the customer's own: "tgl 24-26", "tanggal 3", "12 desember". */
const DATES =
  /\b(tgl|tanggal)\s*\d|\b\d{1,2}\s*(-\s*\d{1,2}\s*)?(januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember|jan|feb|mar|apr|jun|jul|agu|agt|sep|okt|nov|des)\b/;
/** Asking whether something is free: "masih ada yg kosong?", "available?", "udah penuh?". */
const FREE = /\b(kosong|masih ada|available|penuh|full|tersedia)\b/;

/**
 * One order named by its number: an order word ("pesanan", "order", "invoice", "resi") and a
 * number of three digits or more after "no", "nomor" or "#", or right after a word that is
 * itself a number's name ("invoice 0045", "resi JP12345"; "pesanan 100 pcs" is a quantity). A
 * product's or a package's number ("paket no 3") is not one.
 */
const ORDER_WORD = /\b(pesanan|pesan|orderan|invoice|inv|transaksi|booking|resi|nota)\b/;
const ORDER_NUMBER =
  /(\bnomor\s*|#\s*)\p{L}{0,4}\d{3,}|\b(invoice|inv|resi|nota)\s+\p{L}{0,4}\d{3,}/u;
/** Asking where that order stands: "udah dikirim belum?", "kapan sampai?", "statusnya apa?". */
const ORDER_STANDING = /\b(belum|sudah|kapan|siapa|posisi|status|statusnya|dimana)\b/;

/**
 * The customer's own order or booking, said as theirs: the order word and then "saya" (chat's
 * "sy", "aku" read so), or "-ku" ("booking sy", "pesananku"). "pesanan 100 pcs" is a quantity.
 */
const OWN_ORDER =
  /\b(pesanan|pesan|orderan|order|booking|bookingan|reservasi)(\s+(saya|gue|gw)\b|ku\b)/;

/** A name written with a capital after a word in lower case ("namanya Rudi", "sama Sari"). */
const NAME = /(?<=\p{Ll}\s+)\p{Lu}\p{Ll}+/u;

/** The message's last clause (split as sentences and commas are), normalised. */
const lastClause = (text: string) =>
  normaliseChat(
    text
      .split(/(?<=[?!;\n])|[.,](?!\d)/)
      .map((clause) => clause.trim())
      .filter((clause) => /[\p{L}\p{N}]/u.test(clause))
      .at(-1) ?? '',
  );

/**
 * The message asks where one customer's own order, payment or visit stands, or who served them
 * ("pesanan atas nama Dina udah jadi blm?", "pesanan saya no 123 udah dikirim belum?", "refund dp sy yg kemarin udh ditransfer blm?",
 * "groomer yg kemarin namanya siapa?"), whether something is free on the customer's own dates
 * ("kamar tgl 24-26 masih ada yg kosong?"), or for one person by name ("pak Lalu nya ada?"). A
 * business's knowledge says how things are done, not where one order is, what is free on a given
 * day nor whether one person is in: no passage answers it, however many of its words it shares,
 * so it goes to a person.
 * Told by the case being named (by whom it is for, as "the one of yesterday", or as the
 * customer's own thing of a day gone by: "paket aku dr kemarin blm nyampe") and its standing
 * asked (in the message's last clause for a day gone by, or asked to be looked into: "tolong
 * dicek"), or why the customer's own thing has not happened yet ("refund sy kok blm masuk?");
 * "bisa minta invoice atas nama PT?" asks how things are done, and "aku beli minggu lalu
 * tp belum dibuka, bisa ditukar?" asks whether it can be exchanged.
 */
export const asksAboutOwnCase = (text: string) => {
  if (PERSON_THERE.test(text)) return true;
  const lower = text.toLowerCase();
  if (DATES.test(lower) && FREE.test(lower)) return true;
  const normalised = normaliseChat(text);
  // An order named by its number ("pesanan saya no 123 udah dikirim belum?"): where it stands.
  if (
    ORDER_WORD.test(normalised) &&
    (ORDER_NUMBER.test(normalised) || ORDER_NUMBER.test(lower)) &&
    ORDER_STANDING.test(normalised)
  ) {
    return true;
  }
  // "booking sy ... udh dikonfirmasi blm?": where the customer's own order stands.
  if (OWN_ORDER.test(normalised) && STANDING.test(normalised)) return true;
  // "kok belum" asks why one thing of the customer's own has not happened yet: its standing.
  if (WHY_NOT_YET.test(normalised) && OWN.test(lower)) return true;
  if (PAST_DAY.test(normalised) && OWN.test(lower)) {
    if (STANDING.test(lastClause(text)) || LOOK_INTO.test(lower)) return true;
  }
  // "the one of yesterday" named ("sopir yg kemarin namanya Rudi"): one person of one visit.
  if (THAT_TIME.test(normalised) && NAME.test(text)) return true;
  if (!STANDING.test(normalised)) return false;
  return HOLDER.test(lower) || THAT_TIME.test(normalised);
};
