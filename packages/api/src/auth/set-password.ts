import {
  type Db,
  revokeAllUserSessions,
  revokeUserFamilies,
  updateUserPassword,
  writeAudit,
} from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS } from '@balasin/shared';

/**
 * A new password and the end of the sessions that may belong to whoever knew the old one, in the
 * caller's transaction, with its audit line. Changed from a signed-in device, that device stays
 * in; reset from a forgotten-password link, nobody is signed in to keep, so every device is out.
 * Answers how many devices were signed out.
 */
export const setPassword = async (
  tx: Db,
  params: { userId: string; passwordHash: string; now: Date } & (
    | { reason: 'change'; keepFamilyId: string }
    | { reason: 'reset' }
  ),
) => {
  const { userId, passwordHash, now } = params;
  await updateUserPassword(tx, userId, passwordHash, now);
  const ended =
    params.reason === 'change'
      ? await revokeUserFamilies(tx, { userId, except: params.keepFamilyId, now })
      : await revokeAllUserSessions(tx, userId, now);
  await writeAudit(tx, {
    actorId: userId,
    entityType: 'user',
    entityId: userId,
    before: null,
    ...(params.reason === 'change'
      ? { action: ACCOUNT_AUDIT_ACTIONS.passwordChange, after: { otherSessionsEnded: ended } }
      : { action: ACCOUNT_AUDIT_ACTIONS.passwordReset, after: { sessionsEnded: ended } }),
    createdAt: now,
  });
  return ended;
};
