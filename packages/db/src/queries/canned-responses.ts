import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cannedResponses } from '../schema/index.ts';

export type CannedResponseRow = typeof cannedResponses.$inferSelect;

const ofBusiness = (businessId: string, id: string) =>
  and(eq(cannedResponses.id, id), eq(cannedResponses.businessId, businessId));

/** The business's responses by shortcut, as the `/` list and the management screen show them. */
export const listCannedResponses = (db: Db, businessId: string) =>
  db
    .select()
    .from(cannedResponses)
    .where(eq(cannedResponses.businessId, businessId))
    .orderBy(asc(cannedResponses.shortcut));

export const countCannedResponses = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(cannedResponses)
    .where(eq(cannedResponses.businessId, businessId));
  return row?.n ?? 0;
};

/** Rejects with a unique violation when the business already has the shortcut. */
export const createCannedResponse = async (
  db: Db,
  params: { businessId: string; shortcut: string; text: string; createdBy: string; now: Date },
) => {
  const [row] = await db
    .insert(cannedResponses)
    .values({
      businessId: params.businessId,
      shortcut: params.shortcut,
      text: params.text,
      createdBy: params.createdBy,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .returning();
  if (!row) throw new Error('insert into canned_responses returned no row');
  return row;
};

/** Undefined when the response is not the business's; a taken shortcut rejects as on create. */
export const updateCannedResponse = async (
  db: Db,
  params: { businessId: string; id: string; shortcut: string; text: string; now: Date },
) =>
  (
    await db
      .update(cannedResponses)
      .set({ shortcut: params.shortcut, text: params.text, updatedAt: params.now })
      .where(ofBusiness(params.businessId, params.id))
      .returning()
  )[0];

export const deleteCannedResponse = async (db: Db, params: { businessId: string; id: string }) =>
  (
    await db
      .delete(cannedResponses)
      .where(ofBusiness(params.businessId, params.id))
      .returning({ id: cannedResponses.id })
  ).length > 0;
