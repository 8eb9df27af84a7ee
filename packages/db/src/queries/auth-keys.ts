import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { whatsappAuthKeys } from '../schema/index.ts';

export const readAuthKeys = async (db: Db, numberId: string, keys: string[]) => {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ key: whatsappAuthKeys.key, value: whatsappAuthKeys.value })
    .from(whatsappAuthKeys)
    .where(and(eq(whatsappAuthKeys.numberId, numberId), inArray(whatsappAuthKeys.key, keys)));
  return new Map(rows.map((row) => [row.key, row.value]));
};

/** One transaction: a creds update and the keys it came with are written together or not at all. */
export const writeAuthKeys = (db: Db, numberId: string, entries: Record<string, string | null>) =>
  db.transaction(async (tx) => {
    const all = Object.entries(entries);
    const upserts = all.flatMap(([key, value]) =>
      value === null ? [] : [{ numberId, key, value }],
    );
    const deletes = all.flatMap(([key, value]) => (value === null ? [key] : []));
    if (upserts.length > 0) {
      await tx
        .insert(whatsappAuthKeys)
        .values(upserts)
        .onConflictDoUpdate({
          target: [whatsappAuthKeys.numberId, whatsappAuthKeys.key],
          set: { value: sql`excluded.value` },
        });
    }
    if (deletes.length > 0) {
      await tx
        .delete(whatsappAuthKeys)
        .where(
          and(eq(whatsappAuthKeys.numberId, numberId), inArray(whatsappAuthKeys.key, deletes)),
        );
    }
  });

export const clearAuthKeys = async (db: Db, numberId: string) => {
  await db.delete(whatsappAuthKeys).where(eq(whatsappAuthKeys.numberId, numberId));
};
