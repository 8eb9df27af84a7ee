import {
  claimQueuedConversation,
  type Db,
  lockAssignment,
  nextFreeMember,
  nextQueuedConversation,
} from '@balasin/db';
import { INBOX } from '@balasin/shared/inbox';
import type { JobsPort } from '../jobs-port.ts';
import { raiseAlert } from './raise-alert.ts';

/**
 * Automatic assignment: while a customer waits and someone online has room, the longest-waiting
 * conversation goes to the least-loaded free member (round robin among equals). One pass per
 * business at a time, in one transaction with every open inbox told at commit (each person given
 * one is alerted, and e-mailed later if they leave it unread). Called after
 * whatever may have filled the queue or freed room (a customer's message, the bot's hand-off, a
 * status change, someone opening the inbox) and by the periodic pass; answers the conversations
 * it assigned.
 */
export const assignWaitingConversations = (
  db: Db,
  params: { businessId: string; now: Date; jobs: JobsPort },
): Promise<string[]> =>
  db.transaction(async (tx) => {
    await lockAssignment(tx, params.businessId);
    const assigned: string[] = [];
    // Bounded so the lock is never held long; the periodic pass assigns the rest.
    for (let turn = 0; turn < INBOX.assignPassMax; turn += 1) {
      const conversation = await nextQueuedConversation(tx, params.businessId);
      const member = conversation && (await nextFreeMember(tx, params));
      if (!conversation || !member) break;
      const claimed = await claimQueuedConversation(tx, {
        id: conversation.id,
        assigneeId: member.userId,
        at: params.now,
      });
      if (!claimed) continue;
      await raiseAlert(tx, params.jobs, {
        businessId: params.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'assignment',
        alert: { kind: 'assigned', assigneeId: member.userId, actorId: null },
        at: params.now,
      });
      assigned.push(conversation.id);
    }
    return assigned;
  });
