import { Fragment } from 'react';

/** Where a long address may wrap first: before each dot (and after the @, where it ends). */
const BEFORE_DOTS = /(?=\.)/;

/**
 * Second-level names under a country's code that are part of the domain's ending, as `.co.id`,
 * `.ac.id`, `.or.id`, `.com.sg`: the whole ending stays with the name before it.
 */
const SECOND_LEVEL = new Set([
  'ac',
  'biz',
  'co',
  'com',
  'edu',
  'go',
  'gov',
  'mil',
  'my',
  'ne',
  'net',
  'or',
  'org',
  'sch',
  'web',
]);

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

/** The domain's ending: its last name, with the one before it when that is a second level. */
const endingOf = (labels: string[]) => {
  const last = labels.at(-1) ?? '';
  const second = labels.at(-2);
  return labels.length > 2 && last.length === 2 && second && SECOND_LEVEL.has(second) ? 2 : 1;
};

/**
 * A domain's runs: it wraps before a dot, never before its ending's (`.id`, `.co`, `.co.id`
 * alone on a line reads as a fragment): the ending goes with the name before it.
 */
const domainRuns = (domain: string) => {
  const labels = domain.split('.');
  const endingSize = endingOf(labels);
  if (labels.length <= endingSize) return runsOf(domain);
  const ending = `.${labels.slice(-endingSize).join('.')}`;
  const head = labels.slice(0, -endingSize).join('.');
  const runs = head.split(BEFORE_DOTS).flatMap(runsOf);
  // The name before the ending, in as few even pieces as leave room for the ending in the last.
  const letters = [...(runs.pop() ?? '')];
  const room = MAX_RUN - ending.length;
  let count = 1;
  while (Math.ceil(letters.length / count) > room && count < letters.length) count += 1;
  const size = Math.ceil(letters.length / count);
  for (let start = 0; start < letters.length; start += size) {
    runs.push(letters.slice(start, start + size).join(''));
  }
  runs.push(`${runs.pop() ?? ''}${ending}`);
  return runs;
};

/**
 * The runs an address may wrap between, in order; joined they are the address. It wraps after
 * the @, before the dots of either side (but not before the domain's ending), after a hyphen.
 */
export const emailRuns = (email: string) => {
  const at = email.lastIndexOf('@') + 1;
  const local = email.slice(0, at);
  return [...local.split(BEFORE_DOTS).flatMap(runsOf), ...domainRuns(email.slice(at))].filter(
    Boolean,
  );
};

/**
 * An e-mail address that wraps at its seams rather than anywhere inside a word, so a narrow
 * column shows `owner@` / `example-` / `business.co.id` instead of `owner@exam` / `ple-bus…`.
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
