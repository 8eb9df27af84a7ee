import type { BankAccount } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The operator's own details (one row, id 1): bank accounts, company details for invoices and
 * support contacts. Seeded by its migration with the values the code used to hold as constants.
 */
export const operatorSettings = pgTable(
  'operator_settings',
  {
    id: integer().primaryKey().default(1),
    companyName: text().notNull(),
    companyAddress: text().notNull(),
    companyTaxId: text().notNull().default(''),
    supportEmail: text().notNull(),
    supportWhatsapp: text().notNull(),
    bankAccounts: jsonb().$type<BankAccount[]>().notNull(),
    updatedAt: createdAt(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('operator_settings_single_row', sql`${t.id} = 1`)],
);
