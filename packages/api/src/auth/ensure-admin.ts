import {
  changeUserRole,
  type Db,
  findUserByEmail,
  insertUser,
  setUserDisabled,
  writeAudit,
} from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, emailSchema, newPasswordSchema } from '@balasin/shared';
import { hashPassword } from './passwords.ts';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'enabled' | 'unchanged';

/**
 * Makes sure an admin with this e-mail exists and can sign in: creates it, or promotes an
 * existing user and enables it again if an admin had disabled it. Both changes go through the
 * admin-changes lock and the audit log as the system's acts (no actor), like an admin's would.
 * Never overwrites an existing password, so running it again is harmless.
 */
export const ensureAdmin = async (
  db: Db,
  rawEmail: string,
  password: string,
  now = new Date(),
): Promise<EnsureAdminOutcome> => {
  const email = emailSchema.parse(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      email,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(newPasswordSchema.parse(password)),
    });
    return 'created';
  }
  const promoted = await changeUserRole(db, { userId: existing.id, role: 'admin', now }, (tx) =>
    writeAudit(tx, {
      actorId: null,
      action: ADMIN_USER_AUDIT_ACTIONS.promote,
      entityType: 'user',
      entityId: existing.id,
      before: { role: existing.role },
      after: { role: 'admin' },
      createdAt: now,
    }),
  );
  const enabled = await setUserDisabled(
    db,
    { userId: existing.id, disabled: false, now },
    (tx, before) =>
      writeAudit(tx, {
        actorId: null,
        action: ADMIN_USER_AUDIT_ACTIONS.enable,
        entityType: 'user',
        entityId: existing.id,
        before: { disabledAt: before.disabledAt?.toISOString() ?? null },
        after: { disabledAt: null },
        createdAt: now,
      }),
  );
  if (promoted.outcome === 'changed') return 'promoted';
  if (enabled.outcome === 'changed') return 'enabled';
  return 'unchanged';
};
