import { type AdminUserChange, findAdminUser } from '@balasin/db';
import { adminUserMessages } from '@balasin/shared';
import type { Context } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

/** The user after an admin's change, or the error its outcome calls for. */
export const userAfterChange = async (ctx: Pick<Context, 'db'>, change: AdminUserChange) => {
  if (change.outcome === 'not_found') throw new NotFoundError(adminUserMessages.userNotFound);
  if (change.outcome === 'last_admin') throw new ConflictError(adminUserMessages.lastAdmin);
  const after = await findAdminUser(ctx.db, change.before.id);
  if (!after) throw new NotFoundError(adminUserMessages.userNotFound);
  return toAdminUserDto(after);
};
