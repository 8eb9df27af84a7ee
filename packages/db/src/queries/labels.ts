import type { LabelColor } from '@balasin/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  businesses,
  contactLabels,
  contacts,
  conversationLabels,
  conversations,
  labels,
} from '../schema/index.ts';

export type LabelRecord = { id: string; name: string; color: LabelColor };

const labelFields = { id: labels.id, name: labels.name, color: labels.color };

/** The business's labels, by name. */
export const listLabels = (db: Db, businessId: string) =>
  db
    .select(labelFields)
    .from(labels)
    .where(eq(labels.businessId, businessId))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));

export const findLabel = async (db: Db, params: { businessId: string; id: string }) =>
  (
    await db
      .select(labelFields)
      .from(labels)
      .where(and(eq(labels.id, params.id), eq(labels.businessId, params.businessId)))
  )[0];

/**
 * A new label, unless the business already has `max`: the business row is locked meanwhile, so
 * two labels created at once cannot both take the last place. Call inside a transaction.
 * Undefined at the limit; a taken name raises the unique violation.
 */
export const createLabel = async (
  tx: Db,
  params: { businessId: string; name: string; color: LabelColor; max: number },
) => {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, params.businessId))
    .for('update');
  const [held] = await tx
    .select({ n: count() })
    .from(labels)
    .where(eq(labels.businessId, params.businessId));
  if ((held?.n ?? 0) >= params.max) return undefined;
  const [row] = await tx
    .insert(labels)
    .values({ businessId: params.businessId, name: params.name, color: params.color })
    .returning(labelFields);
  return row;
};

export const updateLabel = async (
  db: Db,
  params: { businessId: string; id: string; name?: string; color?: LabelColor },
) =>
  (
    await db
      .update(labels)
      .set({
        ...(params.name !== undefined ? { name: params.name } : {}),
        ...(params.color !== undefined ? { color: params.color } : {}),
      })
      .where(and(eq(labels.id, params.id), eq(labels.businessId, params.businessId)))
      .returning(labelFields)
  )[0];

/** Removes a label from the business and from everything that carried it. */
export const deleteLabel = async (db: Db, params: { businessId: string; id: string }) =>
  (
    await db
      .delete(labels)
      .where(and(eq(labels.id, params.id), eq(labels.businessId, params.businessId)))
      .returning({ id: labels.id })
  ).length > 0;

/**
 * Puts a label on (or takes it off) a conversation. Both must be the business's: false when
 * either is not, so another business's label or conversation is simply not found. Idempotent.
 */
export const setConversationLabel = async (
  db: Db,
  params: { businessId: string; conversationId: string; labelId: string; on: boolean },
) => {
  const [both] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(labels, eq(labels.businessId, conversations.businessId))
    .where(
      and(
        eq(conversations.id, params.conversationId),
        eq(conversations.businessId, params.businessId),
        eq(labels.id, params.labelId),
      ),
    );
  if (!both) return false;
  if (params.on) {
    await db
      .insert(conversationLabels)
      .values({ conversationId: params.conversationId, labelId: params.labelId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(conversationLabels)
      .where(
        and(
          eq(conversationLabels.conversationId, params.conversationId),
          eq(conversationLabels.labelId, params.labelId),
        ),
      );
  }
  return true;
};

/** The contact counterpart of setConversationLabel. */
export const setContactLabel = async (
  db: Db,
  params: { businessId: string; contactId: string; labelId: string; on: boolean },
) => {
  const [both] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(labels, eq(labels.businessId, contacts.businessId))
    .where(
      and(
        eq(contacts.id, params.contactId),
        eq(contacts.businessId, params.businessId),
        eq(labels.id, params.labelId),
      ),
    );
  if (!both) return false;
  if (params.on) {
    await db
      .insert(contactLabels)
      .values({ contactId: params.contactId, labelId: params.labelId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(contactLabels)
      .where(
        and(
          eq(contactLabels.contactId, params.contactId),
          eq(contactLabels.labelId, params.labelId),
        ),
      );
  }
  return true;
};

/** The labels on these contacts, by contact, each list by name. */
export const labelsOfContacts = async (db: Db, contactIds: string[]) => {
  const byContact = new Map<string, LabelRecord[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactLabels.contactId, ...labelFields })
    .from(contactLabels)
    .innerJoin(labels, eq(labels.id, contactLabels.labelId))
    .where(inArray(contactLabels.contactId, contactIds))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
  for (const { contactId, ...label } of rows) {
    byContact.set(contactId, [...(byContact.get(contactId) ?? []), label]);
  }
  return byContact;
};

/** A conversation's labels as one JSON array in its row, so a list page stays one query. */
export const conversationLabelsJson: SQL<LabelRecord[]> = sql<LabelRecord[]>`coalesce((
    select json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color)
      order by lower(l.name), l.id)
    from ${conversationLabels} cl join ${labels} l on l.id = cl.label_id
    where cl.conversation_id = ${conversations.id}), '[]'::json)`;

/** The conversation carries the label (the inbox's filter). */
export const conversationHasLabel = (labelId: string): SQL =>
  sql`exists (select 1 from ${conversationLabels} where ${conversationLabels.conversationId} = ${conversations.id} and ${conversationLabels.labelId} = ${labelId})`;

/** The contact carries the label (the contact book's filter). */
export const contactHasLabel = (labelId: string): SQL =>
  sql`exists (select 1 from ${contactLabels} where ${contactLabels.contactId} = ${contacts.id} and ${contactLabels.labelId} = ${labelId})`;

/** How many conversations and contacts carry the label: what deleting it takes off. */
export const labelUsage = async (db: Db, params: { businessId: string; id: string }) => {
  const [row] = await db
    .select({
      conversations: sql<number>`(select count(*)::int from ${conversationLabels} where ${conversationLabels.labelId} = ${labels.id})`,
      contacts: sql<number>`(select count(*)::int from ${contactLabels} where ${contactLabels.labelId} = ${labels.id})`,
    })
    .from(labels)
    .where(and(eq(labels.id, params.id), eq(labels.businessId, params.businessId)));
  return row;
};
