import { findUserProfile } from '@balasin/db';
import type { Context } from '../../context.ts';
import { UnauthorizedError } from '../../errors.ts';
import { toUserDto } from './user-dto.ts';

export const loadUserDto = async (ctx: Pick<Context, 'db'>, userId: string) => {
  const profile = await findUserProfile(ctx.db, userId);
  if (!profile) throw new UnauthorizedError();
  return toUserDto(profile.user, profile.businessName);
};
