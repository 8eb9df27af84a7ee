import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null when the system acted (for example the expiry job). */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The actor's e-mail when the entry was written: still names them once their account is
     * deleted (actorId is then null). Null when the system acted, and on entries written before
     * it was kept whose actor is gone.
     */
    actorEmail: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: uuid().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The admin audit page: newest first, paged by (created_at, id), optionally by actor or action.
    index('audit_log_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_created_at_idx').on(
      t.actorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_action_created_at_idx').on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
