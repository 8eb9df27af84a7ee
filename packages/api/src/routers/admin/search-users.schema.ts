import { adminUserMessages, LIMITS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { adminUserSchema } from './admin-user-dto.ts';
import { cursorParam } from './page-cursor.ts';

export const searchUsersInput = z.object({
  // Under three characters no trigram index can help: the search would read every user.
  q: z
    .string()
    .trim()
    .max(LIMITS.emailMax)
    .refine((q) => q.length === 0 || q.length >= 3, adminUserMessages.searchTooShort)
    .optional(),
  cursor: cursorParam.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.adminPageSizeMax)
    .default(LIMITS.adminPageSizeDefault),
});
export const searchUsersOutput = z.object({
  items: z.array(adminUserSchema),
  next_cursor: z.string().nullable(),
});
export const searchUsersMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/users',
    tags: ['admin'],
    summary: 'Search and page through users (admin)',
    description: `q is a case-insensitive substring of the e-mail or the name, at least 3 characters (empty means everyone); newest first; pageSize at most ${LIMITS.adminPageSizeMax} (default ${LIMITS.adminPageSizeDefault}). The next page is asked for with cursor = the previous answer's next_cursor (null on the last page).`,
    errorResponses: { 400: 'Invalid query', 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
