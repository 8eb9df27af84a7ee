import { messagingMessages } from '@balasin/shared';
import { BadRequestError } from './errors.ts';

/** Opaque keyset cursors for lists ordered by (time, id) descending: the last row's pair, base64url. */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

const UUID = /^[0-9a-f-]{36}$/i;

export const decodeCursor = (cursor: string) => {
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(at.getTime())) {
    throw new BadRequestError(messagingMessages.invalidCursor);
  }
  return { at, id };
};

/**
 * One page from rows fetched with limit + 1: the extra row only says whether a next page exists,
 * and the cursor points after the page's last row.
 */
export const keysetPage = <Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => { at: Date; id: string },
  toItem: (row: Row) => Item,
) => {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const key = rows.length > limit && last ? keyOf(last) : undefined;
  return { items: page.map(toItem), next_cursor: key ? encodeCursor(key.at, key.id) : null };
};
