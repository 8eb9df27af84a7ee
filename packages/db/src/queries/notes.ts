import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { conversationNotes, users } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

export const insertNote = async (
  db: Db,
  params: { businessId: string; conversationId: string; authorId: string; body: string; at: Date },
) =>
  (
    await db
      .insert(conversationNotes)
      .values({
        businessId: params.businessId,
        conversationId: params.conversationId,
        authorId: params.authorId,
        body: params.body,
        createdAt: params.at,
      })
      .returning({ id: conversationNotes.id })
  )[0]?.id;

const noteRecords = (db: Db) =>
  db
    .select({
      id: conversationNotes.id,
      body: conversationNotes.body,
      authorId: conversationNotes.authorId,
      authorName: users.name,
      createdAt: conversationNotes.createdAt,
    })
    .from(conversationNotes)
    .leftJoin(users, eq(users.id, conversationNotes.authorId));

/**
 * A conversation's notes in the stretch of time one page of its thread covers: after `after`
 * (the page's oldest message; none when no older page exists) up to `upTo` (the previous page's
 * oldest message; none on the newest page). The pages thus carry every note exactly once.
 */
export const listNotesBetween = (
  db: Db,
  params: {
    businessId: string;
    conversationId: string;
    after?: Date;
    upTo?: Date;
  },
) =>
  noteRecords(db)
    .where(
      and(
        eq(conversationNotes.conversationId, params.conversationId),
        eq(conversationNotes.businessId, params.businessId),
        params.after ? gt(conversationNotes.createdAt, params.after) : undefined,
        params.upTo ? lte(conversationNotes.createdAt, params.upTo) : undefined,
      ),
    )
    .orderBy(newestFirst(conversationNotes.createdAt), newestFirst(conversationNotes.id));

export const findNote = async (db: Db, params: { businessId: string; id: string }) =>
  (
    await noteRecords(db).where(
      and(eq(conversationNotes.id, params.id), eq(conversationNotes.businessId, params.businessId)),
    )
  )[0];

export type NoteRecord = NonNullable<Awaited<ReturnType<typeof findNote>>>;
