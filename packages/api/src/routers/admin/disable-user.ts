import { setUserDisabled, writeAudit } from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, adminUserMessages } from '@balasin/shared';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { adminProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { disableUserMeta, userActionInput, userActionOutput } from './user-actions.schema.ts';
import { userAfterChange } from './user-change.ts';

export const disableUserProcedure = adminProcedure
  .meta(disableUserMeta)
  .input(userActionInput)
  .output(userActionOutput)
  .mutation(async ({ ctx, input }) => {
    if (!isUuid(input.id)) throw new NotFoundError(adminUserMessages.userNotFound);
    // Disabling oneself would end the session doing it and lock its author out.
    if (input.id === ctx.auth.user.id) throw new ConflictError(adminUserMessages.notYourself);
    const now = ctx.now();
    const change = await setUserDisabled(
      ctx.db,
      { userId: input.id, disabled: true, now },
      (tx, before) =>
        writeAudit(tx, {
          actorId: ctx.auth.user.id,
          action: ADMIN_USER_AUDIT_ACTIONS.disable,
          entityType: 'user',
          entityId: before.id,
          before: { disabledAt: null },
          after: { disabledAt: now.toISOString() },
          createdAt: now,
        }),
    );
    return userAfterChange(ctx, change);
  });
