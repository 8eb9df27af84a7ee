import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, contactMessages, emailOutbox } from '../schema/index.ts';

// Reads only tests need (what was audited, stored or mailed); exported from @balasin/db/testing.

export const listAuditFor = (db: Db, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));

export const listContactMessages = (db: Db, limit = 50) =>
  db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);

export const listEmailsTo = (db: Db, to: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.createdAt));
