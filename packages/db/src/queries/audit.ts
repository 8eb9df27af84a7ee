import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export const writeAudit = async (db: Db, entry: AuditEntry) => {
  await db.insert(auditLog).values(entry);
};
