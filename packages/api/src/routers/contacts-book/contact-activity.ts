import { conversationsOfContacts, type Db } from '@balasin/db';

type Thread = Awaited<ReturnType<typeof conversationsOfContacts>>[number];

/** Contacts per query: a page, or a slice of the export, well under any parameter limit. */
const CHUNK = 500;

/**
 * Each contact's conversations, and its first and last message across them: a conversation's
 * last activity counts only once it has a message.
 */
export const activityOf = async (db: Db, businessId: string, contactIds: string[]) => {
  const threads: Thread[] = [];
  for (let start = 0; start < contactIds.length; start += CHUNK) {
    threads.push(
      ...(await conversationsOfContacts(db, businessId, contactIds.slice(start, start + CHUNK))),
    );
  }
  const byContact = new Map<string, Thread[]>();
  for (const thread of threads) {
    byContact.set(thread.contactId, [...(byContact.get(thread.contactId) ?? []), thread]);
  }
  return (contactId: string) => {
    const own = byContact.get(contactId) ?? [];
    const started = own.filter((t) => t.firstMessageAt !== null);
    const firsts = started.map((t) => (t.firstMessageAt as Date).getTime());
    const lasts = started.map((t) => t.lastMessageAt.getTime());
    return {
      conversations: own,
      firstMessageAt: firsts.length ? new Date(Math.min(...firsts)) : null,
      lastMessageAt: lasts.length ? new Date(Math.max(...lasts)) : null,
    };
  };
};
