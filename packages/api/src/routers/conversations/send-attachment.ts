import { randomBytes, randomUUID } from 'node:crypto';
import { ATTACHMENT_TYPES, type AttachmentType, inboxMessages } from '@balasin/shared/inbox';
import { BadRequestError } from '../../errors.ts';
import { sniffFileType } from '../../files/sniff-file-type.ts';
import type { StoredMedia } from '../../media-port.ts';
import { businessProcedure } from '../../trpc.ts';
import { sharedMediaPath } from '../message-files/shared-media-path.ts';
import { memberConversation } from './member-conversation.ts';
import { queueAgentMessage } from './queue-agent-message.ts';
import { sendAttachmentInput } from './send-attachment.schema.ts';

const EXTENSIONS: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A browser's "I don't know" is no claim; any other type must be what the bytes are. */
const UNCLAIMED = new Set(['', 'application/octet-stream']);

/** The sender's file name without a path or control characters, named by what it really is. */
const tidyName = (name: string, type: AttachmentType) => {
  const base =
    name
      .split(/[/\\]/)
      .pop()
      ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 120) || 'file';
  const extension = EXTENSIONS[type];
  return base.toLowerCase().endsWith(`.${extension}`) ||
    (type === 'image/jpeg' && base.toLowerCase().endsWith('.jpeg'))
    ? base
    : `${base.replace(/\.[^.]*$/, '')}.${extension}`;
};

/**
 * POST /api/conversations/{id}/attachments (multipart, apps/server's conversation-files plugin):
 * an agent sends a picture or a PDF. The type is read from the bytes (the same signatures as
 * payment proofs): a file whose browser type says otherwise is refused, as is anything else.
 * The bytes go to the media store, and the message to the same outbox as a text reply, with a
 * secret link (`url`) that WhatsApp fetches the file by, exactly as an API message's URL.
 */
export const sendAttachmentProcedure = businessProcedure
  .input(sendAttachmentInput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const sniffed = sniffFileType(input.file.bytes);
    const type = sniffed && sniffed in ATTACHMENT_TYPES ? (sniffed as AttachmentType) : undefined;
    const claimed = input.file.type?.split(';')[0]?.trim().toLowerCase() ?? '';
    const lies = type !== undefined && !UNCLAIMED.has(claimed) && claimed !== type;
    if (!type || lies) throw new BadRequestError(inboxMessages.attachmentWrongType);

    const id = randomUUID();
    const key = `${conversation.numberId}/${randomUUID()}`;
    const media: StoredMedia & { url: string } = {
      mime_type: type,
      filename: tidyName(input.file.filename, type),
      size: input.file.bytes.length,
      key,
      url: new URL(sharedMediaPath(id, randomBytes(24).toString('base64url')), ctx.appUrl).href,
    };
    await ctx.media.store.put(key, input.file.bytes);
    return queueAgentMessage(
      ctx,
      conversation,
      { type: ATTACHMENT_TYPES[type], body: input.caption ?? null, media },
      id,
    ).catch(async (error: unknown) => {
      // Nothing queued (a blocked subscription, a failed write): the bytes go too.
      await ctx.media.store.delete(key).catch(() => {});
      throw error;
    });
  });
