import { findMemberRole, removeMember } from '@balasin/db';
import { teamMessages } from '@balasin/shared';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { assignWaitingConversations } from '../../inbox/assign-waiting.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { removeMemberInput, removeMemberMeta, removeMemberOutput } from './remove-member.schema.ts';
import { teamOf } from './team-of.ts';

export const removeMemberProcedure = managerProcedure
  .meta(removeMemberMeta)
  .input(removeMemberInput)
  .output(removeMemberOutput)
  .mutation(async ({ ctx, input }) => {
    const { businessId } = teamOf(ctx.membership);
    const role = isUuid(input.id) ? await findMemberRole(ctx.db, businessId, input.id) : undefined;
    if (!role) throw new NotFoundError(teamMessages.memberNotFound);
    if (role === 'owner') throw new ForbiddenError(teamMessages.ownerUntouchable);
    const removed = await removeMember(ctx.db, { businessId, userId: input.id, now: ctx.now() });
    if (!removed) throw new NotFoundError(teamMessages.memberNotFound);
    // Their customers went back to the queue: whoever is online with room gets them now.
    await assignWaitingConversations(ctx.db, { businessId, now: ctx.now(), jobs: ctx.jobs }).catch(
      () => {},
    );
    return { success: true as const };
  });
