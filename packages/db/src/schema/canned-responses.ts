import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A business's shared replies, inserted in the inbox by typing `/` and the shortcut. The text
 * keeps its `{{variables}}`; they are filled per conversation when used.
 */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-case, unique per business (the `/` list would otherwise be ambiguous). */
    shortcut: text().notNull(),
    text: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('canned_responses_business_shortcut_key').on(t.businessId, t.shortcut)],
);
