import { timingSafeEqual } from 'node:crypto';
import { findOutboundMessageMedia } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { INBOX } from '@balasin/shared/inbox';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';
import type { StoredMedia } from '../../media-port.ts';
import { publicProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { sharedMediaSecret } from './shared-media-path.ts';

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Still waiting to go, or gone recently enough that WhatsApp may be fetching it. */
const linkLive = (message: { status: string; sentAt: Date | null }, now: Date) =>
  message.status !== 'failed' &&
  (!message.sentAt ||
    now.getTime() - message.sentAt.getTime() < INBOX.attachmentLinkHours * 3_600_000);

/**
 * GET /api/shared-media/{id}/{secret}: an agent's attachment for whoever holds its link
 * (WhatsApp fetching it to send), until `INBOX.attachmentLinkHours` after it was sent. A wrong
 * secret, an unknown id, an expired link and a message without a kept file are all the same 404.
 */
export const sharedMessageFileProcedure = publicProcedure
  .input(z.object({ id: z.string().max(100), secret: z.string().max(100) }))
  .query(async ({ ctx, input }) => {
    const message = isUuid(input.id) ? await findOutboundMessageMedia(ctx.db, input.id) : undefined;
    const media = (message?.media ?? {}) as StoredMedia & { url?: unknown };
    const secret = message ? sharedMediaSecret(media.url, message.id) : undefined;
    if (
      !message ||
      !secret ||
      !sameSecret(secret, input.secret) ||
      !media.key ||
      !linkLive(message, ctx.now())
    ) {
      throw new NotFoundError(messagingMessages.mediaNotFound);
    }
    const stream = await ctx.media.store.get(media.key);
    if (!stream) throw new NotFoundError(messagingMessages.mediaNotFound);
    return {
      stream,
      mimeType: media.mime_type,
      fileName: media.filename ?? `${message.type}-${message.id}`,
      size: media.size,
    };
  });
