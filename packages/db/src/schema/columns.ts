import { customType, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz().notNull().defaultNow();

/** Binary content (an invoice's PDF), read and written as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
