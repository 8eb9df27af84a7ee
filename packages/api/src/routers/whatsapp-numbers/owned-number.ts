import { type Db, findNumberDetailForBusiness, type Membership } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/**
 * The caller's business's number, or 404: another business's number, a malformed id and a
 * caller of no business answer the same.
 */
export const ownedNumber = async (db: Db, membership: Membership | null, id: string) => {
  const row =
    membership && isUuid(id)
      ? await findNumberDetailForBusiness(db, membership.businessId, id)
      : undefined;
  if (!row) throw new NotFoundError(messages.numberNotFound);
  return row;
};
