import { accountDeletionLeftovers, deleteUserAccount, writeAudit } from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS, accountMessages } from '@balasin/shared';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { clearSessionCookies } from '../../auth/session-service.ts';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../errors.ts';
import { assignWaitingConversations } from '../../inbox/assign-waiting.ts';
import { protectedProcedure } from '../../trpc.ts';
import {
  deleteAccountInput,
  deleteAccountMeta,
  deleteAccountOutput,
} from './delete-account.schema.ts';

export const deleteAccountProcedure = protectedProcedure
  .meta(deleteAccountMeta)
  .input(deleteAccountInput)
  .output(deleteAccountOutput)
  .mutation(async ({ ctx, input }) => {
    const { user } = ctx.auth;
    if (input.confirmation !== user.email) {
      throw new BadRequestError(accountMessages.confirmationMismatch);
    }
    await confirmPassword(ctx, user, input.password);
    const leftovers = await accountDeletionLeftovers(ctx.db, user.id);
    // Logged out of WhatsApp before the rows go: the process holding a session logs the linked
    // device out from its open socket, which needs no row of ours.
    for (const numberId of leftovers.heldNumberIds) {
      await ctx.engine.command({ type: 'logout', numberId });
    }
    const now = ctx.now();
    const deletion = await deleteUserAccount(ctx.db, { userId: user.id, now }, (tx, before) =>
      writeAudit(tx, {
        actorId: user.id,
        action: ACCOUNT_AUDIT_ACTIONS.deleteAccount,
        entityType: 'user',
        entityId: user.id,
        before: { email: before.email, role: before.role },
        after: null,
      }),
    );
    if (deletion.outcome === 'not_found') throw new UnauthorizedError();
    if (deletion.outcome === 'last_admin') throw new ConflictError(accountMessages.lastAdmin);
    await Promise.all(leftovers.fileKeys.map((key) => ctx.media.store.delete(key).catch(() => {})));
    if (deletion.businessId && deletion.teamRole !== 'owner') {
      // Their customers went back to the queue: whoever is online with room gets them now.
      await assignWaitingConversations(ctx.db, {
        businessId: deletion.businessId,
        now,
        jobs: ctx.jobs,
      }).catch(() => {});
    }
    clearSessionCookies(ctx);
    return { deleted: true as const, message: accountMessages.accountDeleted };
  });
