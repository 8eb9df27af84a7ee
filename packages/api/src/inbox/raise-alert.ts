import {
  type ConversationAlert,
  type ConversationChange,
  type Db,
  notifyConversation,
} from '@balasin/db';
import { INBOX } from '@balasin/shared/inbox';
import { type InboxAlertJob, type JobsPort, QUEUES } from '../jobs-port.ts';

/**
 * Someone should look at a conversation: their open tabs are told at commit (a badge, a sound,
 * an announcement), and an e-mail follows `alertEmailAfterMinutes` later unless by then it was
 * read or answered. Both in the caller's transaction: a rolled-back assignment alerts nobody.
 */
export const raiseAlert = async (
  tx: Db,
  jobs: JobsPort,
  event: {
    businessId: string;
    numberId: string;
    conversationId: string;
    change: ConversationChange;
    alert: ConversationAlert;
    at: Date;
  },
) => {
  const { at, ...live } = event;
  await notifyConversation(tx, live);
  const job: InboxAlertJob = {
    conversationId: event.conversationId,
    kind: event.alert.kind,
    assigneeId: event.alert.assigneeId,
    since: at.toISOString(),
  };
  await jobs.send(tx, QUEUES.inboxAlert, job, {
    orderKey: event.conversationId,
    startAfter: new Date(at.getTime() + INBOX.alertEmailAfterMinutes * 60_000),
  });
};
