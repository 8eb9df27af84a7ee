import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sandboxMessages } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

export const addSandboxMessage = async (
  db: Db,
  message: {
    numberId: string;
    contact: string;
    direction: 'to_number' | 'to_contact';
    text: string;
    externalId: string;
    createdAt: Date;
  },
) => {
  const [row] = await db.insert(sandboxMessages).values(message).returning();
  if (!row) throw new Error('insert into sandbox_messages returned no row');
  return row;
};

/** One simulated customer's chat with a test number, newest first. */
export const listSandboxMessages = (
  db: Db,
  params: { numberId: string; contact: string; limit: number },
) =>
  db
    .select()
    .from(sandboxMessages)
    .where(
      and(
        eq(sandboxMessages.numberId, params.numberId),
        eq(sandboxMessages.contact, params.contact),
      ),
    )
    .orderBy(newestFirst(sandboxMessages.createdAt), newestFirst(sandboxMessages.id))
    .limit(params.limit);

/** A retried send carries the same id: the customer's phone shows it once. */
export const hasSandboxMessage = async (db: Db, numberId: string, externalId: string) =>
  (
    await db
      .select({ id: sandboxMessages.id })
      .from(sandboxMessages)
      .where(
        and(eq(sandboxMessages.numberId, numberId), eq(sandboxMessages.externalId, externalId)),
      )
      .limit(1)
  ).length > 0;
