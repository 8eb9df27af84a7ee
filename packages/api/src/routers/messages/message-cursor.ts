import { messagingMessages } from '@balasin/shared';
import { BadRequestError } from '../../errors.ts';

/** Opaque keyset cursors: the last row's (created_at, id), base64url. */
export const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

const UUID = /^[0-9a-f-]{36}$/i;

export const decodeCursor = (cursor: string) => {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new BadRequestError(messagingMessages.invalidCursor);
  }
  return { createdAt, id };
};
