import { emitMessageEvent, type JobsPort, keepSender } from '@balasin/api';
import { applyDeliveryStatus, type Db, insertMessage, touchConversation } from '@balasin/db';
import { HANDOFF_REASONS } from '@balasin/shared';
import type { InboundMessage, StatusUpdate } from '@balasin/whatsapp';
import type { InboundMedia } from '../media/inbound-media.ts';

/** What the engine hands over when WhatsApp delivers a message or a receipt. */
export type MessagePipeline = {
  received: (number: { id: string; businessId: string }, message: InboundMessage) => Promise<void>;
  status: (number: { id: string; businessId: string }, update: StatusUpdate) => Promise<void>;
};

const e164 = (digits: string | undefined) => (digits ? `+${digits.replace(/\D/g, '')}` : undefined);

const bodyOf = (message: InboundMessage) => message.text ?? message.media?.caption ?? null;

/**
 * Every message a number receives becomes a contact (on first contact), a conversation and a
 * message row, in one transaction; a receipt moves an outbound message's status forward.
 */
export const createMessagePipeline = (options: {
  db: Db;
  now: () => Date;
  jobs: JobsPort;
  media: InboundMedia;
}): MessagePipeline => ({
  received: async (number, message) => {
    // Downloaded before the transaction, which a file of several MB would otherwise hold open.
    const media = await options.media.capture(number.id, message);
    const stored = await options.db.transaction(async (tx) => {
      const sender = await keepSender(tx, {
        businessId: number.businessId,
        peer: { phone: e164(message.from.phone), lid: message.from.lid, name: message.from.name },
        now: options.now(),
      });
      const conversation = await touchConversation(tx, {
        businessId: number.businessId,
        numberId: number.id,
        contactId: sender.contactId,
        at: message.timestamp,
        ...(sender.overLimit ? { withoutBot: HANDOFF_REASONS.contactLimit } : {}),
      });
      const id = await insertMessage(tx, {
        businessId: number.businessId,
        numberId: number.id,
        conversationId: conversation.id,
        contactId: sender.contactId,
        direction: 'inbound',
        senderKind: 'contact',
        type: message.type,
        body: bodyOf(message),
        media: media.value,
        status: 'delivered',
        externalId: message.externalId,
        createdAt: message.timestamp,
      });
      if (id) {
        await emitMessageEvent(tx, options.jobs, {
          type: 'message.received',
          messageId: id,
          at: options.now(),
        });
      }
      return id;
    });
    // A message WhatsApp delivered twice is stored once: the second copy's file is not needed.
    if (!stored) await media.discard();
  },
  status: async (number, update) => {
    await options.db.transaction(async (tx) => {
      const id = await applyDeliveryStatus(tx, {
        numberId: number.id,
        externalId: update.externalId,
        status: update.status,
        at: update.at,
        ...(update.error ? { error: update.error } : {}),
      });
      if (id) {
        await emitMessageEvent(tx, options.jobs, {
          type: 'message.status',
          messageId: id,
          at: options.now(),
        });
      }
    });
  },
});
