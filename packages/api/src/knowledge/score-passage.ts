import {
  CHAT_FILLER,
  normaliseChat,
  type QueryTerm,
  stemForms,
  tokenize,
  trigramSimilarity,
  trigrams,
} from '@balasin/shared';

/** A passage's words, read once: their stems for exact matches, their trigrams for typos. */
export type PassageWords = { forms: Set<string>; words: { word: string; grams: Set<string> }[] };

/**
 * Words read so far: a business's vocabulary is small and its passages come back question after
 * question, so each word's stems and trigrams are worked out once, not once per candidate.
 */
const WORDS_KEPT = 20_000;
const readWords = new Map<string, { forms: string[]; grams: Set<string> }>();

const readWord = (word: string) => {
  let read = readWords.get(word);
  if (!read) {
    if (readWords.size >= WORDS_KEPT) readWords.clear();
    read = { forms: stemForms(word), grams: trigrams(word) };
    readWords.set(word, read);
  }
  return read;
};

const isLetters = /^\p{L}+$/u;

/**
 * A passage's words, and each two neighbouring words joined: customers write them as one ("bed
 * cover" as "bedcover", "per meter" as "permeter", "V-belt" as "vbelt").
 */
export const passageWords = (text: string): PassageWords => {
  const forms = new Set<string>();
  const words: PassageWords['words'] = [];
  const tokens = tokenize(text);
  for (const word of new Set(tokens)) {
    const read = readWord(word);
    for (const form of read.forms) forms.add(form);
    if (word.length >= 3) words.push({ word, grams: read.grams });
  }
  tokens.forEach((word, index) => {
    const next = tokens[index + 1];
    if (next && isLetters.test(word) && isLetters.test(next)) forms.add(word + next);
  });
  return { forms, words };
};

/** A misspelt word still counts when this close to a word of the passage, less than spelt right. */
const TYPO_SIMILARITY = 0.45;
const TYPO_CREDIT = 0.85;
/** A word written short ("rek" for rekening, "pemb" for pembayaran). */
const ABBREVIATION_CREDIT = 0.6;
/**
 * A slip of the thumb: one letter missing, extra, wrong or two swapped ("ongkr", "pembyaran",
 * "alamt"), two in a long word. Trigrams miss these in short words (a letter changes three of
 * their five or six trigrams), an edit distance does not. The first letter is kept, as in most
 * typos, so "suka" is not read as "buka"; a four-letter word, where one letter is a quarter of
 * it, gets less.
 */
const SLIP_CREDIT = 0.9;
const SHORT_SLIP_CREDIT = 0.75;
/** Words this long may have two slips. */
const TWO_SLIPS_LENGTH = 8;

/**
 * Optimal string alignment distance (Levenshtein with adjacent swaps), or `max + 1` as soon as
 * it must exceed `max`.
 */
const slips = (a: string, b: string, max: number) => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
};

const slipCredit = (term: string, word: string) => {
  if (term.length < 4 || word.length < 4 || term[0] !== word[0]) return 0;
  const max = Math.min(term.length, word.length) >= TWO_SLIPS_LENGTH ? 2 : 1;
  const distance = slips(term, word, max);
  if (distance > max) return 0;
  return Math.min(term.length, word.length) === 4 ? SHORT_SLIP_CREDIT : SLIP_CREDIT;
};

/** Typo and abbreviation credits worked out so far, by question word then passage word. */
const CREDITS_KEPT = 200_000;
const credits = new Map<string, Map<string, number>>();
let creditsCount = 0;

/** How near a passage's word is to a question word spelt otherwise: a typo, a slip, or written short. */
const fuzzyCredit = (term: string, word: string, wordGrams: Set<string>) => {
  let best = 0;
  const grams = term.length >= 4 ? readWord(term).grams : undefined;
  // Sets of sizes a and b share at most min(a, b) trigrams, so a word much shorter or longer
  // than the term cannot reach TYPO_SIMILARITY: skipped without comparing.
  if (
    grams &&
    Math.min(grams.size, wordGrams.size) >= TYPO_SIMILARITY * Math.max(grams.size, wordGrams.size)
  ) {
    const similarity = trigramSimilarity(grams, wordGrams);
    if (similarity >= TYPO_SIMILARITY) best = TYPO_CREDIT * similarity ** 0.5;
  }
  if (term.length >= 3 && word.length > term.length + 1 && word.startsWith(term)) {
    best = Math.max(best, ABBREVIATION_CREDIT);
  }
  return Math.max(best, slipCredit(term, word));
};

/** How well one question word is found in the passage's words: 1 spelt the same, less when fuzzy. */
export const termMatch = (term: string, passage: PassageWords) => {
  if (readWord(term).forms.some((form) => passage.forms.has(form))) return 1;
  if (/\d/.test(term)) return 0;
  // Candidates share most of their words, so each pair is compared once, not once per passage.
  let known = credits.get(term);
  if (!known) {
    if (creditsCount >= CREDITS_KEPT) {
      credits.clear();
      creditsCount = 0;
    }
    known = new Map();
    credits.set(term, known);
  }
  let best = 0;
  for (const { word, grams } of passage.words) {
    let credit = known.get(word);
    if (credit === undefined) {
      credit = fuzzyCredit(term, word, grams);
      known.set(word, credit);
      creditsCount++;
    }
    if (credit > best) best = credit;
  }
  return best;
};

/** How well a question word is found, through the best of the ways it may be said. */
const optionsMatch = (term: QueryTerm, passage: PassageWords) => {
  let best = 0;
  for (const option of term.options) {
    const match = option.reduce((sum, word) => sum + termMatch(word, passage), 0) / option.length;
    if (match > best) best = match;
    if (best === 1) break;
  }
  return best;
};

export type TermMatches = { heading: number; anywhere: number }[];

/** How well each question word is found in the passage: in its heading, and anywhere in it. */
export const matchTerms = (
  terms: QueryTerm[],
  passage: { heading: PassageWords; body: PassageWords },
): TermMatches =>
  terms.map((term) => {
    const heading = optionsMatch(term, passage.heading);
    const body = heading === 1 ? 1 : optionsMatch(term, passage.body);
    return { heading, anywhere: Math.max(heading, body) };
  });

/**
 * How much of what the question asks the passage covers, 0..1: each question word weighted
 * (`weights`: question words and auxiliaries count little, words common to many passages less
 * than rare ones), found in the heading (a FAQ's question and phrasings, a document's title and
 * section) or, for a little less, only in the body: the heading is what the passage is about.
 * `coverage` is that share, above 1 when a long message's passage covers more than
 * ASKED_WEIGHT_MAX (the caller clamps); `order`, what passages are sorted by, is the same with
 * the words of a message's story (QueryTerm.story) weighing less than those of the clause that
 * asks, so "udah tf ke bca, tapi resinya belum dikirim?" goes to the waybill, not the bank
 * accounts, and its confidence is not lowered for the story it tells; plus a little of the whole
 * message's coverage (WHOLE_MESSAGE_SHARE) and of a heading the question says all of (headingFit).
 */
/** The stems of everything the question says, each way it may be said. */
const questionForms = new WeakMap<QueryTerm[], Set<string>>();

const formsOf = (terms: QueryTerm[]) => {
  let forms = questionForms.get(terms);
  if (!forms) {
    forms = new Set(
      terms.flatMap((term) => term.options.flat().flatMap((word) => readWord(word).forms)),
    );
    questionForms.set(terms, forms);
  }
  return forms;
};

/**
 * How much of the passage's own heading the question says, 0..1: the best of a FAQ's question
 * and phrasings, or a document's section name (its last part). Two passages that cover the
 * question alike are told apart by whose heading is about what was asked ("cucian ga diambil
 * sebulan" is "Cucian tidak diambil", not the FAQ that merely says "sebulan").
 */
const headingFit = (terms: QueryTerm[], heading: string) => {
  const forms = formsOf(terms);
  let best = 0;
  for (const line of heading.split('\n')) {
    const words = tokenize(normaliseChat(line.split(' › ').at(-1) ?? line)).filter(
      (word) => !CHAT_FILLER.has(word),
    );
    if (words.length === 0) continue;
    const said = words.filter((word) => readWord(word).forms.some((form) => forms.has(form)));
    best = Math.max(best, said.length / words.length);
  }
  return best;
};

export const scorePassage = (
  terms: QueryTerm[],
  weights: number[],
  matches: TermMatches,
  heading: string,
) => {
  // A question of only question words and auxiliaries ("bisa gak?") names nothing to look for.
  if (!terms.some((term, index) => term.weight === 1 && (matches[index]?.anywhere ?? 0) > 0)) {
    return { order: 0, coverage: 0, asked: 0 };
  }
  let total = 0;
  let covered = 0;
  let asked = 0;
  let coveredAsked = 0;
  let storyTotal = 0;
  let askedTotal = 0;
  terms.forEach((term, index) => {
    if (term.story) storyTotal += weights[index] ?? 1;
    else askedTotal += weights[index] ?? 1;
  });
  const storyShare =
    storyTotal === 0 ? 0 : Math.min(STORY_WEIGHT, (STORY_MAX * askedTotal) / storyTotal);
  matches.forEach((match, index) => {
    const weight = weights[index] ?? 1;
    const found = weight * Math.max(match.heading, BODY_ONLY_CREDIT * match.anywhere);
    const share = terms[index]?.story ? storyShare : 1;
    total += weight;
    covered += found;
    asked += weight * share;
    coveredAsked += found * share;
  });
  if (total === 0) return { order: 0, coverage: 0, asked: 0 };
  const askedCoverage = coveredAsked / Math.min(asked, ASKED_WEIGHT_MAX);
  const coverage = covered / Math.min(total, ASKED_WEIGHT_MAX);
  return {
    order:
      askedCoverage +
      WHOLE_MESSAGE_SHARE * (Math.min(1, coverage) - Math.min(1, askedCoverage)) +
      HEADING_FIT * headingFit(terms, heading),
    coverage,
    asked: askedCoverage,
  };
};

const BODY_ONLY_CREDIT = 0.85;
/** A word said only in a message's story, not in the clause that asks, weighs this share. */
const STORY_WEIGHT = 0.3;
/**
 * A message's story, all its words together, weighs at most this share of what its asking clause
 * weighs: a long story around a short question ("sy punya warung kecil di desa, jualan pulsa
 * sama rokok, kalo ambil banyak ada harga khusus?") does not make the passage that tells of the
 * same things the answer.
 */
const STORY_MAX = 1;
/**
 * When passages are sorted, how far the coverage of the clause that asks gives way to the whole
 * message's (the story's words counted as fully as the rest; both clamped to 1). A story often
 * says which of two passages on what is asked applies: "lepas gel bayar ga? kmrn pasangnya di
 * tempat lain" wants the price for gel put on elsewhere, not the FAQ on gel; "berhenti 4 bulan,
 * skrg mau masuk lagi, bayar pendaftaran lagi?" the rule on coming back, not the fee alone. The
 * clause that asks still leads (STORY_MAX), so a story about something else does not choose the
 * passage. Fit on the tuning splits and checked leaving each business out (eval/README.md,
 * thirteenth round).
 */
const WHOLE_MESSAGE_SHARE = 0.2;
/** How much a heading that is all about what was asked adds when passages are sorted. */
const HEADING_FIT = 0.2;
/**
 * A long chatty message says more than it asks ("kemarin sy beli kemeja L, kekecilan, bisa
 * tuker?"): a passage that covers this much of its weight (about two rare topic words) answers
 * it fully, however many other words the message has. Short questions are measured whole.
 */
const ASKED_WEIGHT_MAX = 2;
