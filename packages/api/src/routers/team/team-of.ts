import type { Membership } from '@balasin/db';
import { teamMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';

/** The caller's business for the team procedures: someone of no business has no team (404). */
export const teamOf = (membership: Membership | null) => {
  if (!membership) throw new NotFoundError(teamMessages.teamNotFound);
  return membership;
};
