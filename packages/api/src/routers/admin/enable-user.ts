import { setUserDisabled, writeAudit } from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, adminUserMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { adminProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { enableUserMeta, userActionInput, userActionOutput } from './user-actions.schema.ts';
import { userAfterChange } from './user-change.ts';

export const enableUserProcedure = adminProcedure
  .meta(enableUserMeta)
  .input(userActionInput)
  .output(userActionOutput)
  .mutation(async ({ ctx, input }) => {
    if (!isUuid(input.id)) throw new NotFoundError(adminUserMessages.userNotFound);
    const now = ctx.now();
    const change = await setUserDisabled(
      ctx.db,
      { userId: input.id, disabled: false, now },
      (tx, before) =>
        writeAudit(tx, {
          actorId: ctx.auth.user.id,
          action: ADMIN_USER_AUDIT_ACTIONS.enable,
          entityType: 'user',
          entityId: before.id,
          before: { disabledAt: before.disabledAt?.toISOString() ?? null },
          after: { disabledAt: null },
          createdAt: now,
        }),
    );
    return userAfterChange(ctx, change);
  });
