import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import {
  connectionStateEnum,
  connectMethodEnum,
  driverEnum,
  numberStatusEnum,
  packageEnum,
  subscriptionStatusEnum,
} from './enums.ts';
import { users } from './users.ts';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: createdAt(),
    deletedAt: timestamptz(),
  },
  (t) => [index('businesses_owner_id_idx').on(t.ownerId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    package: packageEnum().notNull(),
    status: subscriptionStatusEnum().notNull().default('pending'),
    startDate: timestamptz(),
    endDate: timestamptz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('subscriptions_business_id_idx').on(t.businessId, t.status),
    // Admin list pages are newest first; filters narrow by status and package.
    // Same column order and direction as the list's ORDER BY, so a page is an index scan.
    index('subscriptions_created_at_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('subscriptions_status_created_at_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('subscriptions_package_created_at_idx').on(
      t.package,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The expiry job looks only at active rows with an end date.
    index('subscriptions_active_end_date_idx').on(t.endDate).where(sql`${t.status} = 'active'`),
  ],
);

export const whatsappNumbers = pgTable(
  'whatsapp_numbers',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    name: text().notNull(),
    /** The spec's list status, derived from `connectionState` (statusOfState) on every change. */
    status: numberStatusEnum().notNull().default('disconnected'),
    /** A sandbox number: simulated, outside the package limit, never counted as a real one. */
    test: boolean().notNull().default(false),
    driver: driverEnum(),
    connectMethod: connectMethodEnum(),
    /** The owner asked for it to be connected: the engine keeps it connected while true. */
    wanted: boolean().notNull().default(false),
    connectionState: connectionStateEnum().notNull().default('disconnected'),
    /** Present only while pairing. */
    qr: text(),
    pairingCode: text(),
    lastSeenAt: timestamptz(),
    lastError: text(),
    /** The engine worker that holds this number's session; its lease is the worker's heartbeat. */
    workerId: uuid(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** Deleted numbers are kept for history; they free their slot and their number. */
    deletedAt: timestamptz(),
  },
  (t) => [
    // Test numbers are simulated: they never hold a real number back from its owner.
    uniqueIndex('whatsapp_numbers_live_number_key')
      .on(t.number)
      .where(sql`${t.deletedAt} is null and not ${t.test}`),
    // The engine's claim scan: live numbers someone wants connected.
    index('whatsapp_numbers_wanted_idx')
      .on(t.workerId)
      .where(sql`${t.wanted} and ${t.deletedAt} is null`),
    index('whatsapp_numbers_business_live_idx')
      .on(t.businessId, t.createdAt.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);
