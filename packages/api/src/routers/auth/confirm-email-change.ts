import {
  consumeEmailChange,
  findUserByEmail,
  findUserProfile,
  setUserEmail,
  writeAudit,
} from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS } from '@balasin/shared';
import { hashToken } from '../../auth/tokens.ts';
import { isUniqueViolation } from '../../errors.ts';
import { publicProcedure } from '../../trpc.ts';
import {
  confirmEmailChangeInput,
  confirmEmailChangeMeta,
  confirmEmailChangeOutput,
} from './confirm-email-change.schema.ts';

export const confirmEmailChangeProcedure = publicProcedure
  .meta(confirmEmailChangeMeta)
  .input(confirmEmailChangeInput)
  .output(confirmEmailChangeOutput)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    let outcome: 'changed' | 'invalid' | 'taken';
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        const change = await consumeEmailChange(tx, hashToken(input.token), now);
        if (!change) return 'invalid';
        // The link is used up either way: this change can no longer be made.
        if (await findUserByEmail(tx, change.newEmail)) return 'taken';
        const before = await findUserProfile(tx, change.userId);
        await setUserEmail(tx, change.userId, change.newEmail, now);
        await writeAudit(tx, {
          actorId: change.userId,
          action: ACCOUNT_AUDIT_ACTIONS.emailChange,
          entityType: 'user',
          entityId: change.userId,
          before: { email: before?.user.email ?? null },
          after: { email: change.newEmail },
        });
        return 'changed';
      });
    } catch (error) {
      // Another account took the address between the check and the write: the index decides.
      if (!isUniqueViolation(error)) throw error;
      outcome = 'taken';
    }
    ctx.transport.setHeader('Location', `/login?emailChange=${outcome}`);
    return { changed: outcome === 'changed', outcome };
  });
