import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * A renewal reminder sent: one per subscription, end date and stage (days before the end), so
 * every server and every rerun of the job sends each once; a renewal moves the end date and the
 * stages start over.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    endDate: timestamptz().notNull(),
    daysBefore: integer().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.endDate, t.daysBefore] })],
);
