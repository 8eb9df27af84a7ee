import {
  assignWaitingConversations,
  emitMessageEvent,
  type JobsPort,
  keepSender,
  QUEUES,
} from '@balasin/api';
import {
  applyDeliveryStatus,
  type Db,
  findOutboundByExternalId,
  handConversationOver,
  insertMessage,
  isBotEnabled,
  messagePreview,
  notifyConversation,
  receiveInboundMessage,
  touchConversation,
} from '@balasin/db';
import { HANDOFF_REASONS, OWN_MESSAGE_ID_PREFIX } from '@balasin/shared';
import type { InboundMessage, StatusUpdate } from '@balasin/whatsapp';
import { groupCommitFor } from '../jobs/group-commit.ts';
import type { InboundMedia } from '../media/inbound-media.ts';

/** What the engine hands over when WhatsApp delivers a message or a receipt. */
export type MessagePipeline = {
  received: (number: { id: string; businessId: string }, message: InboundMessage) => Promise<void>;
  status: (number: { id: string; businessId: string }, update: StatusUpdate) => Promise<void>;
};

type NumberRef = { id: string; businessId: string };

const e164 = (digits: string | undefined) => (digits ? `+${digits.replace(/\D/g, '')}` : undefined);

const bodyOf = (message: InboundMessage) => message.text ?? message.media?.caption ?? null;

/**
 * Every message a customer writes to a number becomes a contact (on first contact), a
 * conversation and a message row, in one transaction, with the bot's job when the bot should
 * answer; a receipt moves an outbound message's status forward. Groups, status updates,
 * reactions, edits, deletions and protocol chatter are neither kept nor answered; what the
 * number's own phone writes is kept as an agent's reply and pauses the bot in that conversation.
 */
export const createMessagePipeline = (options: {
  db: Db;
  now: () => Date;
  jobs: JobsPort;
  media: InboundMedia;
}): MessagePipeline => {
  const senderOf = (tx: Db, number: NumberRef, message: InboundMessage) =>
    keepSender(tx, {
      businessId: number.businessId,
      peer: { phone: e164(message.from.phone), lid: message.from.lid, name: message.from.name },
      now: options.now(),
    });

  /** A person at the business answered on the phone: Balasin shows it, and the bot steps back. */
  const ownReply = async (number: NumberRef, message: InboundMessage) => {
    // WhatsApp echoes Balasin's own sends to linked devices too.
    if (message.externalId.startsWith(OWN_MESSAGE_ID_PREFIX)) return;
    if (await findOutboundByExternalId(options.db, number.id, message.externalId)) return;
    await options.db.transaction(async (tx) => {
      const recipient = await senderOf(tx, number, message);
      const conversation = await touchConversation(tx, {
        businessId: number.businessId,
        numberId: number.id,
        contactId: recipient.contactId,
        at: message.timestamp,
        now: options.now(),
        direction: 'outbound',
        preview: messagePreview(message.type, bodyOf(message)),
      });
      await insertMessage(tx, {
        businessId: number.businessId,
        numberId: number.id,
        conversationId: conversation.id,
        contactId: recipient.contactId,
        direction: 'outbound',
        senderKind: 'agent',
        type: message.type,
        body: bodyOf(message),
        media: null,
        status: 'sent',
        externalId: message.externalId,
        createdAt: message.timestamp,
      });
      if (conversation.botActive && (await isBotEnabled(tx, number.id))) {
        await handConversationOver(tx, {
          conversationId: conversation.id,
          reason: HANDOFF_REASONS.agentReplied,
          at: message.timestamp,
        });
      }
      // An open inbox shows the phone's reply, and the bot stepping back, without a reload.
      await notifyConversation(tx, {
        businessId: number.businessId,
        numberId: number.id,
        conversationId: conversation.id,
        change: 'message',
      });
    });
  };

  return {
    received: async (number, message) => {
      if (message.chat !== 'direct' || message.kind !== 'message') return;
      if (message.fromMe) return ownReply(number, message);
      // Downloaded before the transaction, which a file of several MB would otherwise hold open.
      const media = await options.media.capture(number.id, message);
      const stored = await options.db.transaction(async (tx) => {
        const sender = await senderOf(tx, number, message);
        // The conversation, the message, the message as its event shows it and whether the
        // bot answers: one prepared statement.
        const received = await receiveInboundMessage(tx, {
          businessId: number.businessId,
          numberId: number.id,
          contactId: sender.contactId,
          at: message.timestamp,
          now: options.now(),
          preview: messagePreview(message.type, bodyOf(message)),
          ...(sender.overLimit ? { withoutBot: HANDOFF_REASONS.contactLimit } : {}),
          type: message.type,
          body: bodyOf(message),
          media: media.value,
          externalId: message.externalId,
        });
        if (!received) return null;
        const { conversation } = received;
        const botAnswers = conversation.botActive && received.botEnabled;
        // The event and the bot's turn are independent and take effect at commit: sent together,
        // the transaction's connection pipelines them (one round trip, not two). The bot's turn
        // commits with the message: a message is answered exactly when stored.
        await Promise.all([
          emitMessageEvent(tx, options.jobs, {
            type: 'message.received',
            messageId: received.message.id,
            at: options.now(),
            message: received.message,
          }),
          botAnswers &&
            options.jobs.send(
              tx,
              QUEUES.aiReply,
              { messageId: received.message.id },
              { orderKey: received.message.conversationId },
            ),
        ]);
        return {
          botAnswers,
          waitsForPerson:
            !botAnswers && conversation.status === 'open' && conversation.assigneeId === null,
        };
      });
      // A message WhatsApp delivered twice is stored once: the second copy's file is not needed.
      if (!stored) return media.discard();
      // Committed: the bot starts on it now; a lost wake-up waits for the worker's next poll.
      if (stored.botAnswers) await options.jobs.wake(QUEUES.aiReply, number.id).catch(() => {});
      // Committed: a customer without anyone (new, handed over, or back from an offline
      // assignee) gets someone now. A failure here leaves them to the inbox's periodic pass.
      if (stored.waitsForPerson) {
        await assignWaitingConversations(options.db, {
          businessId: number.businessId,
          now: options.now(),
          jobs: options.jobs,
        }).catch(() => {});
      }
    },
    // Receipts come in bursts (a batch's `sent`, then its `delivered`), and a `sent` after the
    // send worker's own update changes nothing: together they are one transaction, not one each.
    status: async (number, update) => {
      await groupCommitFor(options.db)(update.externalId, async (tx) => {
        const message = await applyDeliveryStatus(tx, {
          numberId: number.id,
          externalId: update.externalId,
          status: update.status,
          at: update.at,
          ...(update.error ? { error: update.error } : {}),
        });
        if (message) {
          await emitMessageEvent(tx, options.jobs, {
            type: 'message.status',
            messageId: message.id,
            at: options.now(),
            message,
          });
        }
      });
    },
  };
};
