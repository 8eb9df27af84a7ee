import { type Db, findNumberDetailForOwner } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The caller's number, or 404: someone else's number and a malformed id answer the same. */
export const ownedNumber = async (db: Db, ownerId: string, id: string) => {
  const row = isUuid(id) ? await findNumberDetailForOwner(db, ownerId, id) : undefined;
  if (!row) throw new NotFoundError(messages.numberNotFound);
  return row;
};
