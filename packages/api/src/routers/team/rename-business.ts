import { renameBusiness, writeAudit } from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS, accountMessages, teamMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import {
  renameBusinessInput,
  renameBusinessMeta,
  renameBusinessOutput,
} from './rename-business.schema.ts';
import { teamOf } from './team-of.ts';

export const renameBusinessProcedure = managerProcedure
  .meta(renameBusinessMeta)
  .input(renameBusinessInput)
  .output(renameBusinessOutput)
  .mutation(async ({ ctx, input }) => {
    const { businessId } = teamOf(ctx.membership);
    const now = ctx.now();
    const renamed = await ctx.db.transaction(async (tx) => {
      const before = await renameBusiness(tx, businessId, input.name);
      if (before === undefined) return false;
      await writeAudit(tx, {
        actorId: ctx.auth.user.id,
        action: ACCOUNT_AUDIT_ACTIONS.businessRename,
        entityType: 'business',
        entityId: businessId,
        before: { name: before },
        after: { name: input.name },
        createdAt: now,
      });
      return true;
    });
    if (!renamed) throw new NotFoundError(teamMessages.teamNotFound);
    return { name: input.name, message: accountMessages.businessRenamed };
  });
