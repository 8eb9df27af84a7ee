import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { whatsappLidMappings } from '../schema/index.ts';

/** Keeps each LID's phone number as WhatsApp revealed it; a newer pair for a LID replaces the old. */
export const saveLidMappings = async (
  db: Db,
  numberId: string,
  pairs: { phone: string; lid: string }[],
  now: Date,
) => {
  if (pairs.length === 0) return;
  // One row per LID per statement: PostgreSQL refuses an upsert that touches a row twice.
  const unique = [...new Map(pairs.map((pair) => [pair.lid, pair])).values()];
  await db
    .insert(whatsappLidMappings)
    .values(unique.map((pair) => ({ numberId, lid: pair.lid, phone: pair.phone, updatedAt: now })))
    .onConflictDoUpdate({
      target: [whatsappLidMappings.numberId, whatsappLidMappings.lid],
      set: { phone: sql`excluded.phone`, updatedAt: sql`excluded.updated_at` },
    });
};
