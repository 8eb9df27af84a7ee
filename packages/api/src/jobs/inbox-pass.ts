import {
  businessesWithQueue,
  type Db,
  notifyConversation,
  wakeSnoozedConversations,
} from '@balasin/db';
import { assignWaitingConversations } from '../inbox/assign-waiting.ts';
import type { JobsPort } from '../jobs-port.ts';

/**
 * The inbox's periodic pass: snoozed conversations whose time has come open again (every open
 * inbox told at commit), then waiting conversations are assigned wherever someone is online.
 * Answers how many woke and how many were assigned.
 */
export const runInboxPass = async (db: Db, now: Date, jobs: JobsPort) => {
  const woken = await db.transaction(async (tx) => {
    const rows = await wakeSnoozedConversations(tx, now);
    for (const row of rows) {
      await notifyConversation(tx, {
        businessId: row.businessId,
        numberId: row.numberId,
        conversationId: row.id,
        change: 'status',
      });
    }
    return rows.length;
  });
  let assigned = 0;
  for (const businessId of await businessesWithQueue(db, now)) {
    assigned += (await assignWaitingConversations(db, { businessId, now, jobs })).length;
  }
  return { woken, assigned };
};
