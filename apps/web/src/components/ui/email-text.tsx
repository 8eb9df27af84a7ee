import { Fragment } from 'react';

/** Where a long address may wrap first: after the @ and before each dot. */
const SEAMS = /(?<=@)|(?=\.)/;

/**
 * The longest run a line may not break inside. A table sizes a column to its longest unbreakable
 * run, so one long local part ('customerservicedepartment2024@') would push the actions out of
 * sight at 1280 px; such a run is cut into pieces of at most this many characters, the last
 * resort.
 */
const MAX_RUN = 16;

/** A run over MAX_RUN in even pieces: 18 characters make two of 9, not 16 and a lone `0@`. */
const evenPieces = (run: string) => {
  const chars = [...run];
  const size = Math.ceil(chars.length / Math.ceil(chars.length / MAX_RUN));
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += size) {
    pieces.push(chars.slice(start, start + size).join(''));
  }
  return pieces;
};

/** A part cut after its hyphens, underscores and pluses (as a browser would), then evenly. */
const runsOf = (part: string) => part.split(/(?<=[-_+])/).flatMap(evenPieces);

/** The runs an address may wrap between, in order; joined they are the address. */
export const emailRuns = (email: string) => email.split(SEAMS).flatMap(runsOf);

/**
 * An e-mail address that wraps at its seams rather than anywhere inside a word, so a narrow
 * column shows `owner@` / `example-business` / `.co.id` instead of `owner@exam` / `ple-bus…`.
 * The text read aloud and matched by tests stays the address itself (`<wbr>` adds none).
 */
export function EmailText({ email }: { email: string }) {
  return emailRuns(email).map((run, index) => (
    // The runs of one address never move, so their place is their key.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {run}
    </Fragment>
  ));
}
