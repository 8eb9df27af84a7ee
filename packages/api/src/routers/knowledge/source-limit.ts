import { countKnowledgeSources, type Db } from '@balasin/db';
import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';

/** A business's knowledge is bounded: FAQs, documents and pages together. */
export const ensureRoomForSource = async (db: Db, businessId: string) => {
  if ((await countKnowledgeSources(db, businessId)) >= KNOWLEDGE_LIMITS.sourcesPerBusinessMax) {
    throw new ForbiddenError(knowledgeMessages.sourceLimit);
  }
};
