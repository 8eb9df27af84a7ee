import { type Db, findUserByEmail, insertUser, setUserRole } from '@balasin/db';
import { emailSchema, newPasswordSchema } from '@balasin/shared';
import { hashPassword } from './passwords.ts';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Makes sure an admin with this e-mail exists: creates it, or promotes an existing user.
 * Never overwrites an existing password, so running it again is harmless.
 */
export const ensureAdmin = async (
  db: Db,
  rawEmail: string,
  password: string,
): Promise<EnsureAdminOutcome> => {
  const email = emailSchema.parse(rawEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await setUserRole(db, existing.id, 'admin');
    return 'promoted';
  }
  await insertUser(db, {
    email,
    name: 'Administrator',
    role: 'admin',
    passwordHash: await hashPassword(newPasswordSchema.parse(password)),
  });
  return 'created';
};
