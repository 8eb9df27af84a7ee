import { MICROSECONDS_UTC } from '@balasin/db';
import { adminUserMessages } from '@balasin/shared';
import { z } from 'zod';
import { isUuid } from '../id-param.ts';

/**
 * A keyset page's position (the last row's time and id) as one opaque URL-safe string, so a
 * client pages by handing back what it was given and never builds a cursor itself.
 */
export const encodeCursor = (cursor: { at: string; id: string } | null) =>
  cursor ? Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url') : null;

const decode = (value: string) => {
  const [at, id] = Buffer.from(value, 'base64url').toString().split('|');
  return at && id && MICROSECONDS_UTC.test(at) && isUuid(id) ? { at, id } : undefined;
};

/** A cursor parameter: anything that is not one of ours is a 400, not a 500. */
export const cursorParam = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const cursor = decode(value);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: adminUserMessages.badCursor });
      return z.NEVER;
    }
    return cursor;
  });
