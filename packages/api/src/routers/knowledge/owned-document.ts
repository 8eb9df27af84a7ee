import { type Db, findKnowledgeSource } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The business's document or page, or 404: another business's and a malformed id answer the same. */
export const ownedDocument = async (db: Db, businessId: string, id: string) => {
  const row = isUuid(id)
    ? await findKnowledgeSource(db, { businessId, id, kinds: ['document', 'page'] })
    : undefined;
  if (!row) throw new NotFoundError(knowledgeMessages.documentNotFound);
  return row;
};
