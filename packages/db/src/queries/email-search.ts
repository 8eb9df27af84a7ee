import { type Column, type SQL, sql } from 'drizzle-orm';

/** `%` and `_` typed by an admin are literal characters, not patterns. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Searches this short have no trigram: the trigram index would read every entry. */
export const SHORT_EMAIL_SEARCH_MAX = 2;

export const isShortEmailSearch = (text: string) => [...text].length <= SHORT_EMAIL_SEARCH_MAX;

/**
 * An e-mail containing the text, case-insensitively (spec section 5: a substring match, however
 * short). Three characters or more: `ilike`, served by the trigram index. One or two: the text is
 * one of the e-mail's pieces (email_grams(), migration 0022), served by their GIN index. The piece
 * is written into the statement as a literal (quotes doubled; standard_conforming_strings is on
 * in PostgreSQL and PGlite alike), so each piece is planned with its own frequency from the
 * index's statistics: a common one ('e', '.') is met at once walking the list newest first, a
 * rare one ('qz') is looked up. A parameter would get a generic plan that guesses one way for
 * all of them.
 */
export const emailContains = (email: Column, text: string): SQL => {
  const lowered = text.toLowerCase();
  if (!isShortEmailSearch(lowered)) return sql`${email} ilike ${`%${escapeLike(lowered)}%`}`;
  // Both, so that a row read on the way (a join, a walk) is checked by the cheap `ilike` first
  // (quals run cheapest first) and email_grams() runs only for the rows that match.
  return sql`(${email} ilike ${`%${escapeLike(lowered)}%`} and ${emailHasPiece(email, lowered)})`;
};

/**
 * A one- or two-character text as one of the e-mail's pieces, alone: the same rows as
 * `emailContains`, for the planner to estimate. It knows each piece's frequency from the index's
 * statistics, but with the `ilike` beside it, it multiplies the two as if they were independent
 * (they are one condition).
 */
export const emailHasPiece = (email: Column, text: string): SQL => {
  const literal = `'${text.toLowerCase().replaceAll("'", "''")}'`;
  return sql`email_grams(${email}) @> array[${sql.raw(literal)}]::text[]`;
};
