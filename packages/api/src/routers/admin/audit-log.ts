import { listAuditActions, searchAuditLog } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
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
      items: items.map((e) => ({
        id: e.id,
        action: e.action,
        entity_type: e.entityType,
        entity_id: e.entityId,
        before: e.before,
        after: e.after,
        created_at: e.createdAt.toISOString(),
        actor_id: e.actorId,
        actor_email: e.actorEmail,
        target_email: e.targetEmail,
      })),
      next_cursor: encodeCursor(next),
      actions,
    };
  });
