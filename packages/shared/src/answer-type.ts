import { CHAT_FILLER, normaliseChat, tokenize } from './knowledge-text.ts';

/**
 * The kind of answer a question's asking words call for, a classic of question answering:
 * "brp", "harga", "how much" want an amount; "jam brp", "kapan", "what time" a time of day or a
 * day, and "tahun brp" a year ("sejak 1987"); "berapa lama", "how long" a duration. Two passages
 * that cover a question's topic alike are told apart by which holds that kind of answer ("mandi
 * kucing brp" is the grooming price list, not the FAQ on how long a bath takes).
 */
export type AnswerType = 'amount' | 'time' | 'duration';

const AMOUNT_WORDS = new Set([
  'harga',
  'biaya',
  'tarif',
  'ongkos',
  'price',
  'cost',
  'fee',
  'charge',
  'much',
  'murah',
  'mahal',
]);
const TIME_WORDS = new Set(['kapan', 'pukul', 'when']);
const DURATION_WORDS = new Set(['durasi']);
/**
 * "lama" asks how long after "berapa" ("brp lama", "how long") or before "tidak" ("lama ga?");
 * otherwise it is "old" ("tukar hp lama", "komponen lama yg diganti").
 */
const asksHowLong = (words: string[], index: number) => {
  const before = words[index - 1];
  return (
    words[index] === 'lama' &&
    (before === 'berapa' ||
      before === 'seberapa' ||
      before === 'how' ||
      words[index + 1] === 'tidak')
  );
};
/** Units of time after "berapa" ("berapa hari") ask a duration. */
const TIME_UNITS = new Set(['menit', 'jam', 'hari', 'minggu', 'bulan', 'tahun']);

/** The answer a question's words call for, if they call for one. */
export const askedAnswerType = (question: string): AnswerType | undefined => {
  const clauses = question
    .toLowerCase()
    .split(/[?!;\n]|[.,](?!\d)/)
    .map((clause) =>
      tokenize(normaliseChat(clause)).filter((word) => !CHAT_FILLER.has(word) || word === 'how'),
    );
  let found: AnswerType | undefined;
  for (const words of clauses) {
    words.forEach((word, index) => {
      const before = words[index - 1];
      const after = words[index + 1];
      if (found) return;
      if (
        DURATION_WORDS.has(word) ||
        asksHowLong(words, index) ||
        (word === 'berapa' && after && TIME_UNITS.has(after))
      ) {
        found = 'duration';
      } else if (
        TIME_WORDS.has(word) ||
        (word === 'berapa' && (before === 'jam' || before === 'tahun')) ||
        (word === 'what' && after === 'waktu')
      ) {
        found = 'time';
      } else if (AMOUNT_WORDS.has(word) || (word === 'berapa' && after === undefined)) {
        found = 'amount';
      }
    });
  }
  return found;
};

const AMOUNT = /\brp\s?\d[\d.,]*|\d+\s?(rb|ribu|jt|juta)\b|(?<![\d.])\d{1,3}(\.\d{3})+\b/gi;
const TIME =
  /(?<![\d.,])\d{1,2}[.:]\d{2}(?![\d.,])|\bpukul\s?\d|\b(senin|selasa|rabu|kamis|jumat|sabtu)\b|(?<![\d.,])(19|20)\d{2}(?!\d|[.,]\d)/gi;
const DURATION =
  /\d\s?(-|–|sampai)?\s?\d*\s?(menit|jam|hari|minggu|bulan|tahun)\b|\bse(jam|hari|minggu|bulan)\b/gi;
/** A passage with this many answers of the kind asked is all about them (a price table). */
const FULL_FIT_COUNT = 2;

/**
 * How much a passage is about the kind of answer asked, 0..1: a FAQ whose own question asks
 * for it, fully, and one that asks for another kind not at all (a FAQ "Berapa lama ...?" that
 * mentions a fee is not the price list); otherwise by how many such answers its text holds (a
 * price table's rows against one fee in passing).
 */
export const answerTypeFit = (
  passage: { heading: string; body: string; faq: boolean },
  type: AnswerType,
) => {
  if (passage.faq) {
    const asks = askedAnswerType(passage.heading.split('\n')[0] ?? '');
    if (asks === type) return 1;
    if (asks !== undefined) return 0;
  }
  const pattern = type === 'amount' ? AMOUNT : type === 'time' ? TIME : DURATION;
  const count = passage.body.match(pattern)?.length ?? 0;
  return Math.min(1, count / FULL_FIT_COUNT);
};

/** "hari apa (aja)?", "what days": which days of the week something happens. */
const WHICH_DAYS = /\bhari\s+apa\b|\b(what|which)\s+days?\b/i;
/** A passage naming days: a weekday, every day, working days or the weekend. */
const DAYS =
  /\b(senin|selasa|rabu|kamis|jumat|jum'at|sabtu|minggu|ahad|setiap hari|tiap hari|hari kerja|hari libur|akhir pekan|weekend|weekdays?|daily|every day|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
/** A phrase said as whole words. */
const wholeWords = (phrase: string) => new RegExp(`\\b${phrase}\\b`);
/** Each way of saying an occasion, with its pattern built once rather than per passage. */
type Way = { text: string; pattern: RegExp };
const ways = (...texts: string[]): readonly Way[] =>
  texts.map((text) => ({ text, pattern: wholeWords(text) }));
/**
 * Occasions as chat (normalised) names them, each with the ways a passage may say it: a holiday
 * or its season, the year's end, a sale day ("harbolnas", "17an"; "11.11" is SALE_DAY).
 */
const OCCASIONS: readonly (readonly Way[])[] = [
  ways('lebaran', 'idul fitri', 'idulfitri', 'hari raya'),
  ways('idul adha', 'iduladha', 'hari raya'),
  ways('ramadan', 'ramadhan', 'puasa'),
  ways('natal', 'christmas'),
  ways('imlek'),
  ways('nyepi'),
  ways('waisak'),
  ways('akhir tahun', 'tahun baru', 'desember'),
  ways('harbolnas'),
  ways('17an', 'agustusan', 'kemerdekaan', '17 agustus'),
  ways('valentine'),
  ways('black friday'),
  ways('tanggal merah'),
  ways('libur nasional'),
  ways('eid'),
];
/** A passage saying this speaks of every holiday ("tutup pada hari libur nasional"). */
const ANY_HOLIDAY = /\b(tanggal merah|libur nasional|hari libur|hari besar|holidays?)\b/;
/** A sale day written as a doubled date: "11.11", "12.12", "9.9". */
const SALE_DAY = /(?<![\d.])(\d{1,2})\.\1(?![\d.])/;

/**
 * Days a question asks about that a passage must name to answer it: which days ("drg. Rina
 * praktik hari apa aja?", "kak Yuli masuk hari apa?") against a passage naming no day, or an
 * occasion ("lebaran nanti buka ga?", "ada promo 12.12?") against a passage that does not name
 * it (nor holidays at large). Whatever else of the question the passage says (the person, the
 * opening hours, a promotion), it cannot tell those days: a price list naming the stylist is
 * about prices, and opening hours that never mention a holiday do not say whether it opens
 * then. `asking` is the clause that asks, normalised (an occasion in a message's story, "mau
 * borong buat lebaran", is not asked about).
 */
export const daysAsked = (question: string, asking: string) => {
  const saleDay = SALE_DAY.exec(question)?.[0];
  return {
    which: WHICH_DAYS.test(question) || WHICH_DAYS.test(normaliseChat(question)),
    occasions: [
      ...OCCASIONS.filter(([first]) => first?.pattern.test(asking)),
      ...(saleDay ? [ways(saleDay)] : []),
    ],
  };
};

export const lacksAskedDays = (
  asked: ReturnType<typeof daysAsked>,
  passage: { heading: string; body: string },
) => {
  if (!asked.which && asked.occasions.length === 0) return false;
  const text = `${passage.heading}\n${passage.body}`;
  if (asked.which && !DAYS.test(text)) return true;
  if (asked.occasions.length === 0) return false;
  const normalised = normaliseChat(text);
  if (ANY_HOLIDAY.test(normalised)) return false;
  return !asked.occasions.every((said) =>
    said.some((way) => text.includes(way.text) || way.pattern.test(normalised)),
  );
};
