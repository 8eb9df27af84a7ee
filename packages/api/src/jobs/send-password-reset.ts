import {
  type Db,
  enqueueEmail,
  findUserByEmail,
  getOperatorSettings,
  insertPasswordResetToken,
  lockPasswordResetSends,
} from '@balasin/db';
import { PASSWORD_RESET } from '@balasin/shared';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { PasswordResetJob } from '../jobs-port.ts';
import { passwordResetEmail } from '../mail/password-reset-email.ts';

export type PasswordResetDeps = { db: Db; appUrl: string; now: () => Date };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Whether one more link may go to this address now (counted under the user's lock). */
const withinLimits = (sent: Date[], at: Date) =>
  sent.filter((time) => time.getTime() > at.getTime() - MINUTE_MS).length <
    PASSWORD_RESET.perMinute && sent.length < PASSWORD_RESET.perHour;

/**
 * The `password-reset` job: a link for the account with this address, e-mailed in its language,
 * within the per-address limits counted from when it was asked. No account, a disabled one (it
 * could not sign in with a new password anyway), too many links, or a request that waited past
 * its link's hour: nothing is sent. Answers the e-mail queued, if any.
 */
export const sendPasswordReset = async (deps: PasswordResetDeps, job: PasswordResetJob) => {
  const requestedAt = new Date(job.requestedAt);
  const expiresAt = new Date(requestedAt.getTime() + PASSWORD_RESET.ttlMinutes * MINUTE_MS);
  if (expiresAt <= deps.now()) return undefined;
  const user = await findUserByEmail(deps.db, job.email);
  if (!user || user.disabledAt) return undefined;
  const token = newToken();
  return deps.db.transaction(async (tx) => {
    const since = new Date(requestedAt.getTime() - HOUR_MS);
    const sent = await lockPasswordResetSends(tx, user.id, since);
    if (!withinLimits(sent, requestedAt)) return undefined;
    await insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: requestedAt,
    });
    const resetUrl = new URL('/reset-password', deps.appUrl);
    resetUrl.searchParams.set('token', token);
    return enqueueEmail(tx, {
      to: user.email,
      ...passwordResetEmail({
        name: user.name,
        locale: user.locale,
        resetUrl: resetUrl.toString(),
        settings: await getOperatorSettings(tx),
      }),
    });
  });
};
