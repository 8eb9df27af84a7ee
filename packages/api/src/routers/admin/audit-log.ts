import { listAuditActions, searchAuditLog } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
import { toAuditEntryDto } from './audit-entry-dto.ts';
import { auditLogInput, auditLogMeta, auditLogOutput } from './audit-log.schema.ts';
import { encodeCursor } from './page-cursor.ts';

export const auditLogProcedure = adminProcedure
  .meta(auditLogMeta)
  .input(auditLogInput)
  .output(auditLogOutput)
  .query(async ({ ctx, input }) => {
    const [{ items, next }, actions] = await Promise.all([
      searchAuditLog(ctx.db, {
        action: input.action || undefined,
        actorEmail: input.actor || undefined,
        entityType: input.entityType || undefined,
        entityId: input.entityId,
        from: input.from ? new Date(input.from) : undefined,
        to: input.to ? new Date(input.to) : undefined,
        after: input.cursor,
        limit: input.pageSize,
      }),
      listAuditActions(ctx.db),
    ]);
    return {
      items: items.map(toAuditEntryDto),
      next_cursor: encodeCursor(next),
      actions,
    };
  });
