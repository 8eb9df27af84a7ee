import type { ContactsBookCursor } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { BadRequestError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** Opaque: the last row's sort key and id, as base64url JSON. */
export const encodeBookCursor = (cursor: ContactsBookCursor) =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

export const decodeBookCursor = (cursor: string): ContactsBookCursor => {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof key === 'string' &&
      typeof id === 'string' &&
      isUuid(id) &&
      !key.includes('\u0000')
    ) {
      return { key, id };
    }
  } catch {
    // Not JSON: refused below like any other malformed cursor.
  }
  throw new BadRequestError(messagingMessages.invalidCursor);
};
