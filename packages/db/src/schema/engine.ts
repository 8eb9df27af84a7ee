import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { whatsappNumbers } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';
import { sandboxDirectionEnum } from './enums.ts';

/**
 * Server processes that run WhatsApp sessions. A worker's heartbeat is the lease on every number
 * it holds: when it stops beating, another worker takes those numbers over.
 */
export const engineWorkers = pgTable('engine_workers', {
  id: uuid().primaryKey(),
  host: text().notNull(),
  pid: integer().notNull(),
  startedAt: createdAt(),
  heartbeatAt: timestamptz().notNull(),
});

/** WhatsApp auth state (creds and signal keys) per number, as the driver serialised it. */
export const whatsappAuthKeys = pgTable(
  'whatsapp_auth_keys',
  {
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.numberId, t.key] })],
);

/** The phone number behind each LID WhatsApp revealed to a number: one person, two addresses. */
export const whatsappLidMappings = pgTable(
  'whatsapp_lid_mappings',
  {
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    lid: text().notNull(),
    phone: text().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.numberId, t.lid] }),
    index('whatsapp_lid_mappings_phone_idx').on(t.numberId, t.phone),
  ],
);

/** The simulated customers' phones of the sandbox: what each sent to a test number and received. */
export const sandboxMessages = pgTable(
  'sandbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    /** The simulated customer, E.164 with '+'. */
    contact: text().notNull(),
    direction: sandboxDirectionEnum().notNull(),
    text: text().notNull(),
    externalId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_messages_contact_idx').on(t.numberId, t.contact, t.createdAt.desc()),
    // A send retried after a crash is told apart by its WhatsApp id: the check reads one entry,
    // not the number's whole chat.
    index('sandbox_messages_external_idx').on(t.numberId, t.externalId),
  ],
);
