import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export const writeAudit = async (db: Db, entry: AuditEntry) => {
  await db.insert(auditLog).values(entry);
};

export const listAuditFor = (db: Db, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
