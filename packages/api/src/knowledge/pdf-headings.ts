/** Words a Title Case heading leaves in lower case (Indonesian and English). */
const SMALL_WORDS = new Set([
  'dan',
  'di',
  'ke',
  'dari',
  'untuk',
  'atau',
  'yang',
  'dengan',
  'pada',
  'per',
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'to',
  'for',
  'in',
  'on',
  'at',
  'with',
  'by',
]);

const HEADING_MAX_CHARS = 60;
const HEADING_MAX_WORDS = 8;
/** A line ending with ':' is a heading only when short: a longer one is a sentence leading a list. */
const COLON_HEADING_MAX_WORDS = 5;
/** A heading in sentence case ("Cara pemesanan") is a few words: a longer one reads as a sentence. */
const SENTENCE_CASE_MAX_WORDS = 4;

/** "1. ", "2) ", "3.1 ", "A. ", "IV. " before a heading's words. */
const NUMBER_MARK = /^(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[A-Z][.)]|[IVX]{1,4}[.)])\s+/;
/** "1. Jam Buka", "2) Pesanan", "3.1 Ongkir", "A. Retur", "IV. Garansi". */
const NUMBERED = new RegExp(`${NUMBER_MARK.source}\\p{Lu}`, 'u');
const BULLET = /^[-•*·–]\s/;
/** A line that finishes a sentence or leads into what follows: the next line starts afresh. */
const ENDS_SENTENCE = /[.!?:;…]["'”’)]*$/;
/** Punctuation a heading does not end with (':' aside). */
const CLOSING = /[.,;!?…\-–]$/;
/**
 * A line this much shorter than the widest ends before the margin: the end of a paragraph, a list
 * item or a price line, not a sentence wrapped onto the next line.
 */
const SHORT_LINE_SHARE = 0.7;

const wordsOf = (line: string) => line.split(/\s+/).filter(Boolean);

const isAllCaps = (line: string) =>
  !/\d/.test(line) && !/\p{Ll}/u.test(line) && (line.match(/\p{Lu}/gu)?.length ?? 0) >= 2;

const isTitleCase = (line: string) =>
  !/\d/.test(line) &&
  wordsOf(line).every((word, index) => {
    const first = word.replace(/^["'“‘(]+/, '')[0] ?? '';
    if (!/\p{L}/u.test(first)) return true;
    if (/\p{Lu}/u.test(first)) return true;
    return index > 0 && SMALL_WORDS.has(word.toLowerCase());
  });

/** "Cara pemesanan", "Jam buka": a capital, then a few words without figures. */
const isSentenceCase = (line: string) =>
  !/\d/.test(line) && /^\p{Lu}/u.test(line) && wordsOf(line).length <= SENTENCE_CASE_MAX_WORDS;

/**
 * Shaped like a heading: short, with letters, not a list item, without closing punctuation, and
 * numbered, in capitals, in Title Case, a few words in sentence case or ending with ':'.
 */
const looksLikeHeading = (line: string) => {
  const words = wordsOf(line).length;
  if (line.length > HEADING_MAX_CHARS || words > HEADING_MAX_WORDS) return false;
  if (!/\p{L}/u.test(line) || BULLET.test(line)) return false;
  // It starts with a capital or a number, and holds no sentence ending ("1." numbers it).
  const wording = line.replace(NUMBER_MARK, '');
  if (!/^\p{Lu}/u.test(wording) || /[.!?;]\s/.test(wording)) return false;
  if (line.endsWith(':')) return words <= COLON_HEADING_MAX_WORDS;
  if (CLOSING.test(line)) return false;
  return NUMBERED.test(line) || isAllCaps(line) || isTitleCase(line) || isSentenceCase(line);
};

/**
 * A PDF's extracted text with its heading lines marked as Markdown headings, so its passages are
 * its sections, each under its heading, as a Markdown document's are. A text layer keeps no
 * styling, so headings are found as a reader finds them: a line shaped like a heading that starts
 * afresh (the document's first line, after a blank line, a finished sentence, a line ending short
 * of the margin or another heading) and stands before paragraph text or a list. A numbered line
 * next to another numbered line is a list item. The first line, standing before a heading, is the
 * document's title, above every section. With fewer than two headings found the text is returned
 * as it was (it is chunked by paragraphs, as before).
 */
export const markPdfHeadings = (text: string) => {
  const lines = text.split('\n').map((line) => line.trim());
  const widest = lines.reduce((most, line) => Math.max(most, line.length), 0);
  // The next line with text after each line (a page break is a blank line).
  const following: (number | undefined)[] = [];
  for (let index = lines.length - 2; index >= 0; index--) {
    following[index] = lines[index + 1] ? index + 1 : following[index + 1];
  }
  const numbered = (index: number) => NUMBERED.test(lines[index] ?? '');
  const listItem = (index: number) =>
    BULLET.test(lines[index] ?? '') ||
    (numbered(index) && (numbered(index - 1) || numbered(index + 1)));
  // What a heading stands before: a list, a sentence, or a line of a few words (a price line).
  const paragraphText = (index: number) => {
    const line = lines[index] ?? '';
    if (listItem(index)) return true;
    return !looksLikeHeading(line) && (/[.!?]["'”’)]*$/.test(line) || wordsOf(line).length >= 4);
  };
  const heading: boolean[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const startsAfresh =
      previous === undefined ||
      previous === '' ||
      ENDS_SENTENCE.test(previous) ||
      previous.length < widest * SHORT_LINE_SHARE ||
      heading[index - 1] === true ||
      (index === 1 && looksLikeHeading(previous));
    const next = following[index];
    heading[index] =
      line !== '' &&
      startsAfresh &&
      looksLikeHeading(line) &&
      next !== undefined &&
      paragraphText(next) &&
      !listItem(index);
  });
  if (heading.filter(Boolean).length < 2) return text;
  const title = lines[0] && !heading[0] && heading[1] && looksLikeHeading(lines[0]);
  return lines
    .map((line, index) => {
      if (index === 0 && title) return `# ${line}`;
      return heading[index] ? `## ${line.replace(/\s*:$/, '')}` : line;
    })
    .join('\n');
};
