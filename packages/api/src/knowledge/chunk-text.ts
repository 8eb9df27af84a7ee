import { KNOWLEDGE_LIMITS } from '@balasin/shared';

export type TextChunk = { heading: string; body: string };

type Section = { heading: string; text: string };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/**
 * Markdown sections with the path of headings above them ("Pengiriman › Ongkos kirim"), so a
 * passage carries what it is about even when its own sentences do not say it.
 */
const sections = (text: string): Section[] => {
  const found: Section[] = [];
  const path: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    const body = lines.join('\n').trim();
    if (body) found.push({ heading: path.filter(Boolean).join(' › '), text: body });
    lines = [];
  };
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line);
    if (!heading) {
      lines.push(line);
      continue;
    }
    flush();
    const level = heading[1]?.length ?? 1;
    path.length = level - 1;
    path[level - 1] = heading[2]?.replace(/[*_`]/g, '') ?? '';
  }
  flush();
  return found;
};

/** Sentences, their ending punctuation kept; a list item or a line counts as one. */
const sentences = (paragraph: string) =>
  paragraph
    .match(/[^.!?\n]+(?:[.!?]+(?=\s|$)|\n|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [paragraph];

/** Pieces no longer than `max`: a sentence too long for a chunk is cut between words. */
const pieces = (paragraph: string, max: number) =>
  sentences(paragraph).flatMap((sentence) => {
    if (sentence.length <= max) return [sentence];
    const cut: string[] = [];
    let current = '';
    for (const word of sentence.split(/\s+/)) {
      if (current && current.length + word.length + 1 > max) {
        cut.push(current);
        current = '';
      }
      current = current ? `${current} ${word}` : word.slice(0, max);
    }
    if (current) cut.push(current);
    return cut;
  });

/** The end of a chunk, whole sentences, about `size` characters: repeated at the next one's start. */
const overlapOf = (units: string[], size: number) => {
  const kept: string[] = [];
  let length = 0;
  for (let i = units.length - 1; i >= 0 && length < size; i--) {
    const unit = units[i] as string;
    if (length + unit.length > size * 1.5) break;
    kept.unshift(unit);
    length += unit.length + 1;
  }
  return kept;
};

/**
 * A short text under no heading (a plain text file, a one-page PDF, a page, no longer than one
 * passage may be) would be a single passage: its whole text the answer to any question sharing
 * a few of its words, said in different paragraphs. It is split at its paragraphs instead, into
 * passages of at least PARAGRAPH_MIN_CHARS (a title line or a short paragraph joins the next
 * one), a paragraph longer than PARAGRAPH_TARGET_CHARS (a PDF page's lines are one paragraph)
 * packed sentence by sentence to about that size. Longer texts under no heading are already
 * several passages.
 */
const PARAGRAPH_MIN_CHARS = 250;
const PARAGRAPH_TARGET_CHARS = 400;

/**
 * A document's text as passages for search: split by Markdown sections, then packed paragraph by
 * paragraph (sentence by sentence when a paragraph is long) to about `chunkTargetChars`, never
 * over `chunkMaxChars`, each starting with the end of the one before it (`chunkOverlapChars`) so
 * a fact on a boundary is whole in one of them. Each passage's heading is the title and section.
 * A short text under no heading is split at its paragraphs instead.
 */
export const chunkText = (
  title: string,
  text: string,
  limits: { target: number; max: number; overlap: number } = {
    target: KNOWLEDGE_LIMITS.chunkTargetChars,
    max: KNOWLEDGE_LIMITS.chunkMaxChars,
    overlap: KNOWLEDGE_LIMITS.chunkOverlapChars,
  },
): TextChunk[] => {
  const chunks: TextChunk[] = [];
  for (const section of sections(text.replace(/\r\n?/g, '\n'))) {
    const heading = section.heading ? `${title} › ${section.heading}` : title;
    const paragraphs = section.text
      .split(/\n\s*\n/)
      .map((p) => p.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean);
    const byParagraph = !section.heading && section.text.length <= limits.max;
    const target = byParagraph ? Math.min(limits.target, PARAGRAPH_TARGET_CHARS) : limits.target;
    let units: string[] = [];
    let length = 0;
    let fresh = 0;
    const emit = () => {
      if (fresh === 0) return;
      chunks.push({ heading, body: units.join(' ').trim() });
      units = overlapOf(units, limits.overlap);
      length = units.reduce((sum, unit) => sum + unit.length + 1, 0);
      fresh = 0;
    };
    for (const paragraph of paragraphs) {
      const longest = byParagraph ? target : limits.max;
      const parts = paragraph.length <= longest ? [paragraph] : pieces(paragraph, limits.max);
      for (const part of parts) {
        if (length + part.length > limits.max) emit();
        // The overlap never pushes a chunk over its maximum.
        while (units.length > 0 && length + part.length > limits.max) {
          length -= (units.shift() as string).length + 1;
        }
        units.push(part);
        length += part.length + 1;
        fresh++;
        if (length >= target) emit();
      }
      if (byParagraph && length >= PARAGRAPH_MIN_CHARS) {
        emit();
        units = [];
        length = 0;
      }
    }
    emit();
  }
  return chunks;
};
