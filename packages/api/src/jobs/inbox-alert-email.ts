import {
  type Db,
  enqueueEmail,
  findAlertConversation,
  findAlertRecipients,
  getOperatorSettings,
} from '@balasin/db';
import { INBOX } from '@balasin/shared/inbox';
import type { InboxAlertJob } from '../jobs-port.ts';
import { inboxAlertEmail } from '../mail/inbox-alert-email.ts';

export type InboxAlertDeps = { db: Db; appUrl: string };

/**
 * The delayed check behind an alert (the `inbox-alert` job): a conversation still open, still
 * where the alert put it, with the customer's messages unread and unanswered since, is e-mailed
 * to its person (or the owner and admins for a hand-off nobody has taken), in one transaction.
 * Anything else (read, answered, resolved, passed on) means someone is on it: nothing is sent.
 * Answers the e-mails queued.
 */
export const sendInboxAlertEmail = (deps: InboxAlertDeps, job: InboxAlertJob) =>
  deps.db.transaction(async (tx) => {
    const conversation = await findAlertConversation(tx, job.conversationId);
    if (!conversation || conversation.status !== 'open') return [];
    if (conversation.assigneeId !== job.assigneeId) return [];
    const read = conversation.unreadCount === 0;
    const waitingSince = conversation.waitingSince;
    const answered = !waitingSince || waitingSince > new Date(job.since);
    if (read || answered) return [];
    const recipients = await findAlertRecipients(tx, {
      businessId: conversation.businessId,
      assigneeId: job.assigneeId,
    });
    const customer = conversation.contactName
      ? `${conversation.contactName} (${conversation.contactPhone ?? ''})`
      : (conversation.contactPhone ?? '');
    const link = new URL(`/dashboard/inbox/${conversation.id}`, deps.appUrl).toString();
    const queued = [];
    const { companyName } = await getOperatorSettings(tx);
    for (const recipient of recipients) {
      const mail = inboxAlertEmail({
        companyName,
        name: recipient.name,
        customer,
        numberName: conversation.numberName,
        assigned: job.kind === 'assigned',
        minutes: INBOX.alertEmailAfterMinutes,
        lastMessage: conversation.preview,
        link,
      });
      await enqueueEmail(tx, { to: recipient.email, ...mail });
      queued.push({ to: recipient.email, subject: mail.subject, text: mail.text });
    }
    return queued;
  });
