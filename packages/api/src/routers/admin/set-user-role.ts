import { changeUserRole, writeAudit } from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, adminUserMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { adminProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { setUserRoleInput, setUserRoleMeta, userActionOutput } from './user-actions.schema.ts';
import { userAfterChange } from './user-change.ts';

export const setUserRoleProcedure = adminProcedure
  .meta(setUserRoleMeta)
  .input(setUserRoleInput)
  .output(userActionOutput)
  .mutation(async ({ ctx, input }) => {
    if (!isUuid(input.id)) throw new NotFoundError(adminUserMessages.userNotFound);
    const now = ctx.now();
    const change = await changeUserRole(
      ctx.db,
      { userId: input.id, role: input.role, now },
      (tx, before) =>
        writeAudit(tx, {
          actorId: ctx.auth.user.id,
          action:
            input.role === 'admin'
              ? ADMIN_USER_AUDIT_ACTIONS.promote
              : ADMIN_USER_AUDIT_ACTIONS.demote,
          entityType: 'user',
          entityId: before.id,
          before: { role: before.role },
          after: { role: input.role },
          createdAt: now,
        }),
    );
    return userAfterChange(ctx, change);
  });
