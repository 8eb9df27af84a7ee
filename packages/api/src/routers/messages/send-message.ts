import { createHash } from 'node:crypto';
import { acceptApiMessage } from '@balasin/db';
import { MESSAGING_LIMITS, messagingMessages, packageTitle } from '@balasin/shared';
import { CONTACT_QUOTA, tellOwnerOnCrossing } from '../../contacts/admit-contact.ts';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  TooManyRequestsError,
} from '../../errors.ts';
import { QUEUES } from '../../jobs-port.ts';
import { blockedReasonOf } from '../../sending/sending-blocked.ts';
import { tokenProcedure } from '../../trpc.ts';
import { namesPrivateHost } from '../../webhooks/webhook-target.ts';
import { sendMessageInput, sendMessageMeta, sendMessageOutput } from './send-message.schema.ts';

/** The request as sent, in a stable form: the same body hashes the same whatever its key order. */
const hashOf = (input: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(input, (_key, value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
          : value,
      ),
    )
    .digest('hex');

export const sendMessageProcedure = tokenProcedure
  .meta(sendMessageMeta)
  .input(sendMessageInput)
  .output(sendMessageOutput)
  .mutation(async ({ ctx, input }) => {
    const key = ctx.transport.getHeader('idempotency-key')?.trim();
    if (key !== undefined && key.length > MESSAGING_LIMITS.idempotencyKeyMax) {
      throw new BadRequestError(messagingMessages.idempotencyKeyTooLong);
    }
    const content = input.type === 'text' ? undefined : input[input.type];
    // Refused at once when the URL says so; a name that resolves to a private address is refused
    // where the file is fetched (WhatsApp Web), and the message fails with that reason.
    if (content && !ctx.webhookAllowPrivate && namesPrivateHost(new URL(content.url))) {
      throw new BadRequestError(messagingMessages.mediaUrlPrivate);
    }
    const now = ctx.now();
    // Read with the token (`findTokenByHash`), at this request's time.
    const blocked = blockedReasonOf(ctx.apiToken.sendingStatus);
    if (blocked) throw new ForbiddenError(blocked);
    const outcome = await acceptApiMessage(
      ctx.db,
      {
        businessId: ctx.apiToken.businessId,
        numberId: ctx.apiToken.numberId,
        to: input.to,
        type: input.type,
        body: input.type === 'text' ? (input.text?.body ?? '') : (content?.caption ?? null),
        media: content
          ? { url: content.url, ...(content.filename ? { filename: content.filename } : {}) }
          : null,
        ...(key
          ? {
              idempotency: {
                key,
                requestHash: hashOf(input),
                validForMs: MESSAGING_LIMITS.idempotencyHours * 3_600_000,
              },
            }
          : {}),
        now,
        firstContactsPerDay: MESSAGING_LIMITS.firstContactsPerDay,
        ...CONTACT_QUOTA,
        onContactAdded: (tx, quota) =>
          tellOwnerOnCrossing(tx, ctx.apiToken.businessId, quota, quota.count),
      },
      (tx, message) =>
        ctx.jobs.send(
          tx,
          QUEUES.sendMessage,
          { messageId: message.id },
          {
            orderKey: message.conversationId,
          },
        ),
    );
    if (outcome.kind === 'in-flight')
      throw new ConflictError(messagingMessages.idempotencyInFlight);
    if (outcome.kind === 'key-reused') {
      throw new DomainError('UNPROCESSABLE_CONTENT', messagingMessages.idempotencyMismatch);
    }
    if (outcome.kind === 'first-contact-cap') {
      throw new TooManyRequestsError(3600, messagingMessages.firstContactCap(outcome.cap));
    }
    if (outcome.kind === 'contact-limit') {
      throw new ForbiddenError(
        messagingMessages.contactLimit(packageTitle(outcome.package), outcome.limit),
      );
    }
    // Committed: the job is there whatever happens now; a lost wake-up waits for the next poll.
    if (!outcome.replayed) {
      await ctx.jobs.wake(QUEUES.sendMessage, ctx.apiToken.numberId).catch(() => {});
    }
    // A replayed key answers what the first request was answered (its time too).
    return {
      id: outcome.id,
      status: 'queued' as const,
      to: input.to,
      type: input.type,
      created_at: outcome.createdAt.toISOString(),
    };
  });
