import { and, asc, count, eq, ilike, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contacts, conversations, messages, whatsappNumbers } from '../schema/index.ts';
import { contactHasLabel } from './labels.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The book's order: by name, case-insensitively, unnamed contacts by their phone (or LID). It
 * stays put while someone pages, unlike last activity, which a customer's message changes.
 */
export const contactSortKey = sql<string>`lower(coalesce(${contacts.name}, ${contacts.phone}, ${contacts.lid}, ''))`;

export type ContactsBookCursor = { key: string; id: string };

const matching = (businessId: string, search: string | undefined, labelId?: string) => {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return and(
    eq(contacts.businessId, businessId),
    pattern ? or(ilike(contacts.name, pattern), ilike(contacts.phone, pattern)) : undefined,
    labelId ? contactHasLabel(labelId) : undefined,
  );
};

/** The business's contacts by name, those matching `search` in their name or phone (and label). */
export const listContactsBook = async (
  db: Db,
  params: {
    businessId: string;
    search?: string;
    labelId?: string;
    after?: ContactsBookCursor;
    limit: number;
  },
) => {
  const after: SQL | undefined = params.after
    ? sql`(${contactSortKey}, ${contacts.id}) > (${params.after.key}, ${params.after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      lid: contacts.lid,
      sortKey: contactSortKey,
    })
    .from(contacts)
    .where(and(matching(params.businessId, params.search, params.labelId), after))
    .orderBy(asc(contactSortKey), asc(contacts.id))
    .limit(params.limit);
};

export const countContactsMatching = async (
  db: Db,
  params: { businessId: string; search?: string; labelId?: string },
) => {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(matching(params.businessId, params.search, params.labelId));
  return row?.n ?? 0;
};

/**
 * The conversations of these contacts with their numbers, and when each began: its first
 * message, read from the conversation's own index (one row per conversation, not a scan).
 */
export const conversationsOfContacts = async (db: Db, businessId: string, contactIds: string[]) => {
  if (contactIds.length === 0) return [];
  return db
    .select({
      id: conversations.id,
      contactId: conversations.contactId,
      numberId: conversations.numberId,
      numberName: whatsappNumbers.name,
      lastMessageAt: conversations.lastMessageAt,
      firstMessageAt:
        sql<Date | null>`(select ${min(messages.createdAt)} from ${messages} where ${messages.conversationId} = ${conversations.id})`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
    })
    .from(conversations)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, conversations.numberId))
    .where(
      and(eq(conversations.businessId, businessId), inArray(conversations.contactId, contactIds)),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
};

export const findBookContact = async (db: Db, params: { businessId: string; id: string }) => {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.businessId, params.businessId), eq(contacts.id, params.id)));
  return row;
};

export const renameContact = async (
  db: Db,
  params: { businessId: string; id: string; name: string; now: Date },
) => {
  const [row] = await db
    .update(contacts)
    .set({ name: params.name, updatedAt: params.now })
    .where(and(eq(contacts.businessId, params.businessId), eq(contacts.id, params.id)))
    .returning();
  return row;
};

const lockContact = async (tx: Db, businessId: string, id: string) => {
  const [row] = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), eq(contacts.id, id)))
    .for('update');
  return row;
};

/**
 * Folds `duplicateId` into `keepId`: its conversations become the kept contact's; where both
 * talk to the same number, the duplicate's messages move into the kept conversation and the
 * emptied one goes. The kept contact keeps its phone, LID and name, filling only what it lacks.
 * Call inside a transaction. Undefined when either is not the business's.
 */
export const mergeContacts = async (
  tx: Db,
  params: { businessId: string; keepId: string; duplicateId: string; now: Date },
) => {
  // Locked in id order, so two merges of the same pair either way round cannot deadlock.
  const [firstId, secondId] = [params.keepId, params.duplicateId].sort();
  const first = await lockContact(tx, params.businessId, firstId as string);
  const second = await lockContact(tx, params.businessId, secondId as string);
  if (!first || !second) return undefined;
  const [keep, duplicate] = first.id === params.keepId ? [first, second] : [second, first];

  const kept = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.contactId, keep.id))
    .for('update');
  const moving = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.contactId, duplicate.id))
    .for('update');
  for (const conversation of moving) {
    const target = kept.find((k) => k.numberId === conversation.numberId);
    if (!target) {
      await tx
        .update(conversations)
        .set({ contactId: keep.id })
        .where(eq(conversations.id, conversation.id));
      await tx
        .update(messages)
        .set({ contactId: keep.id })
        .where(eq(messages.conversationId, conversation.id));
      continue;
    }
    await tx
      .update(messages)
      .set({ contactId: keep.id, conversationId: target.id })
      .where(eq(messages.conversationId, conversation.id));
    const later = conversation.lastMessageAt > target.lastMessageAt ? conversation : target;
    const waiting = [target.waitingSince, conversation.waitingSince]
      .filter((at): at is Date => at !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    await tx
      .update(conversations)
      .set({
        lastMessageAt: later.lastMessageAt,
        lastMessagePreview: later.lastMessagePreview,
        unreadCount: target.unreadCount + conversation.unreadCount,
        waitingSince: waiting ?? null,
      })
      .where(eq(conversations.id, target.id));
    await tx.delete(conversations).where(eq(conversations.id, conversation.id));
  }
  // The duplicate goes first: its phone and LID are unique per business.
  await tx.delete(contacts).where(eq(contacts.id, duplicate.id));
  const [merged] = await tx
    .update(contacts)
    .set({
      phone: keep.phone ?? duplicate.phone,
      lid: keep.lid ?? duplicate.lid,
      name: keep.name ?? duplicate.name,
      updatedAt: params.now,
    })
    .where(eq(contacts.id, keep.id))
    .returning();
  return merged;
};

/** The whole book for the export, by name. */
export const exportContactsBook = async (db: Db, businessId: string) =>
  db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone })
    .from(contacts)
    .where(eq(contacts.businessId, businessId))
    .orderBy(asc(contactSortKey), asc(contacts.id));

/** The business's contacts with these phones, by phone. */
export const contactsByPhones = async (db: Db, businessId: string, phones: string[]) => {
  if (phones.length === 0) return new Map<string, { id: string; name: string | null }>();
  const rows = await db
    .select({ id: contacts.id, phone: contacts.phone, name: contacts.name })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), inArray(contacts.phone, phones)));
  return new Map(rows.map((row) => [row.phone as string, { id: row.id, name: row.name }]));
};

export const setContactName = async (db: Db, id: string, name: string, now: Date) => {
  await db.update(contacts).set({ name, updatedAt: now }).where(eq(contacts.id, id));
};

export const insertImportedContacts = async (
  db: Db,
  businessId: string,
  rows: { phone: string; name: string | null }[],
) => {
  // In chunks: one statement's parameters are limited (65 535), a 20 000-row file is not.
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db.insert(contacts).values(chunk.map((row) => ({ businessId, ...row })));
  }
};
