import { adminUserMessages, LIMITS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { auditEntrySchema } from './audit-entry-dto.ts';
import { cursorParam } from './page-cursor.ts';

const text = z.string().trim().max(100);

export const auditLogInput = z
  .object({
    action: text.optional(),
    actor: z.string().trim().toLowerCase().max(LIMITS.emailMax).optional(),
    entityType: text.optional(),
    entityId: z.string().trim().refine(isUuid, 'entityId must be a UUID').optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    cursor: cursorParam.optional(),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.adminPageSizeMax)
      .default(LIMITS.adminPageSizeDefault),
  })
  .refine((v) => !v.from || !v.to || new Date(v.from) < new Date(v.to), {
    message: adminUserMessages.badDateRange,
    path: ['to'],
  });

export const auditLogOutput = z.object({
  items: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
  actions: z.array(z.string()),
});
export const auditLogMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/audit',
    tags: ['admin'],
    summary: 'The audit log, newest first, with filters (admin)',
    description: `Filters: action (exact, e.g. user.disable), actor (the acting admin's e-mail; system entries have none), entityType and entityId (the target), from (inclusive) and to (exclusive) as ISO date-times. Keyset paged: cursor = the previous answer's next_cursor. actions lists every action written so far, for a filter menu. Each entry's target names what it is about as it stands now: an account by its e-mail; a payment, subscription or business by its owner, business name, package, amount and invoice number; null once that is deleted (before and after keep what the entry recorded). pageSize at most ${LIMITS.adminPageSizeMax}.`,
    errorResponses: { 400: 'Invalid query', 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
