import { searchUsers } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
import { toAdminUserDto } from './admin-user-dto.ts';
import { encodeCursor } from './page-cursor.ts';
import { searchUsersInput, searchUsersMeta, searchUsersOutput } from './search-users.schema.ts';

export const searchUsersProcedure = adminProcedure
  .meta(searchUsersMeta)
  .input(searchUsersInput)
  .output(searchUsersOutput)
  .query(async ({ ctx, input }) => {
    const { items, next } = await searchUsers(ctx.db, {
      q: input.q || undefined,
      after: input.cursor,
      limit: input.pageSize,
    });
    return { items: items.map(toAdminUserDto), next_cursor: encodeCursor(next) };
  });
