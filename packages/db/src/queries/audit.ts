import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, users } from '../schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Writes an entry with its actor's e-mail as it is now, kept for when the account is deleted. */
export const writeAudit = async (db: Db, entry: Omit<AuditEntry, 'actorEmail'>) => {
  await db.insert(auditLog).values({
    ...entry,
    actorEmail: entry.actorId
      ? sql`(select ${users.email} from ${users} where ${users.id} = ${entry.actorId})`
      : null,
  });
};
