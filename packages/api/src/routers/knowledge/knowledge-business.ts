import type { Membership } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';

/**
 * The caller's business, whose knowledge every knowledge procedure reads and writes (resolved by
 * businessProcedure); someone of no business has no knowledge to manage.
 */
export const knowledgeBusinessId = (membership: Membership | null) => {
  if (!membership) throw new ForbiddenError(knowledgeMessages.noBusiness);
  return membership.businessId;
};
