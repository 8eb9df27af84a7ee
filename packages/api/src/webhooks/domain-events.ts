import { type Db, findMessage, type MessageRow, notifyConversation } from '@balasin/db';
import { type ConnectionState, statusOfState } from '@balasin/shared';
import type { JobsPort } from '../jobs-port.ts';
import { toMessageDto } from '../routers/messages/message-dto.ts';
import { emitWebhookEvent } from '../webhook-events.ts';

/**
 * `message.received` or `message.status` for a message just written in `tx`, and open inboxes told
 * at commit: its data is the message as `GET /api/v1/messages/{id}` answers it, plus `number_id`;
 * a conversation's events reach each endpoint in order. A caller that has the message as it now
 * stands (the send worker: the row it loaded and what its update returned) passes it, and saves a
 * read on the hottest path.
 */
export const emitMessageEvent = async (
  tx: Db,
  jobs: JobsPort,
  event: {
    type: 'message.received' | 'message.status';
    messageId: string;
    at: Date;
    message?: MessageRow;
  },
) => {
  const message = event.message ?? (await findMessage(tx, event.messageId));
  if (!message) return;
  // Independent statements, sent together: on PostgreSQL the transaction's connection pipelines
  // them (one round trip less per status change; every sent message has two); both take effect
  // at commit, so their order does not matter.
  await Promise.all([
    notifyConversation(tx, {
      businessId: message.businessId,
      numberId: message.numberId,
      conversationId: message.conversationId,
      change: 'message',
    }),
    emitWebhookEvent(tx, jobs, {
      businessId: message.businessId,
      type: event.type,
      data: { ...toMessageDto(message), number_id: message.numberId },
      orderKey: message.conversationId,
      at: event.at,
    }),
  ]);
};

/** `connection.status` when a number's connection state changes; a number's events stay in order. */
export const emitConnectionEvent = (
  tx: Db,
  jobs: JobsPort,
  event: {
    businessId: string;
    numberId: string;
    state: ConnectionState;
    error: string | null;
    at: Date;
  },
) =>
  emitWebhookEvent(tx, jobs, {
    businessId: event.businessId,
    type: 'connection.status',
    data: {
      number_id: event.numberId,
      status: statusOfState(event.state),
      state: event.state,
      ...(event.error ? { error: event.error } : {}),
    },
    orderKey: `number:${event.numberId}`,
    at: event.at,
  });
