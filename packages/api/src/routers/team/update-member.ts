import { findMemberRole, listMembers, setMemberCapacity, setMemberRole } from '@balasin/db';
import { teamMessages } from '@balasin/shared';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { assignWaitingConversations } from '../../inbox/assign-waiting.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { teamOf } from './team-of.ts';
import { updateMemberInput, updateMemberMeta, updateMemberOutput } from './update-member.schema.ts';

export const updateMemberProcedure = managerProcedure
  .meta(updateMemberMeta)
  .input(updateMemberInput)
  .output(updateMemberOutput)
  .mutation(async ({ ctx, input }) => {
    const { businessId } = teamOf(ctx.membership);
    const current = isUuid(input.id)
      ? await findMemberRole(ctx.db, businessId, input.id)
      : undefined;
    if (!current) throw new NotFoundError(teamMessages.memberNotFound);
    if (current === 'owner' && input.role !== undefined) {
      throw new ForbiddenError(teamMessages.ownerUntouchable);
    }
    const now = ctx.now();
    const { role, capacity } = input;
    const updated = await ctx.db.transaction(async (tx) => {
      const withRole =
        role === undefined ||
        (await setMemberRole(tx, { businessId, userId: input.id, role, now })) !== undefined;
      const withCapacity =
        capacity === undefined ||
        (await setMemberCapacity(tx, { businessId, userId: input.id, capacity, now })) !==
          undefined;
      return withRole && withCapacity;
    });
    const member =
      updated && (await listMembers(ctx.db, businessId)).find((m) => m.id === input.id);
    if (!member) throw new NotFoundError(teamMessages.memberNotFound);
    // More room: customers waiting in the queue may be theirs now.
    if (capacity !== undefined) {
      await assignWaitingConversations(ctx.db, {
        businessId,
        now: ctx.now(),
        jobs: ctx.jobs,
      }).catch(() => {});
    }
    return member;
  });
