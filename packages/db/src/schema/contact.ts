import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Messages sent through the marketing site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** Where it came from, for abuse handling alongside the rate limit. */
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);
