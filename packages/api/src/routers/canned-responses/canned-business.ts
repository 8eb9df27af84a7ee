import type { Membership } from '@balasin/db';
import { cannedMessages } from '@balasin/shared/canned-responses';
import { ForbiddenError } from '../../errors.ts';

/** The business whose responses a change is about; someone of no business has none to change. */
export const cannedBusinessId = (membership: Membership | null) => {
  if (!membership) throw new ForbiddenError(cannedMessages.noBusiness);
  return membership.businessId;
};
