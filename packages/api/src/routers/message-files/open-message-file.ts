import { type ConversationScope, findScopedMessageMedia } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import type { StoredMedia } from '../../media-port.ts';
import { isUuid } from '../id-param.ts';

/** `.jpeg`, `.pdf`, `.ogg`: a nameless file's extension from its media type, when plain. */
const extensionOf = (mimeType: string | undefined) => {
  const subtype = mimeType?.split(';')[0]?.split('/')[1]?.trim().toLowerCase();
  return subtype && /^[a-z0-9]{1,10}$/.test(subtype) ? `.${subtype}` : '';
};

/**
 * A received file's bytes and what to call them, for a caller allowed to read its message.
 * Another business's message, a malformed id and a message without a kept file are all 404.
 */
export const openMessageFile = async (ctx: Context, scope: ConversationScope, id: string) => {
  const message = isUuid(id) ? await findScopedMessageMedia(ctx.db, scope, id) : undefined;
  if (!message) throw new NotFoundError(messagingMessages.messageNotFound);
  const media = (message.media ?? {}) as StoredMedia;
  const stream = media.key ? await ctx.media.store.get(media.key) : null;
  if (!stream) throw new NotFoundError(messagingMessages.mediaNotFound);
  return {
    stream,
    mimeType: media.mime_type,
    fileName: media.filename ?? `${message.type}-${message.id}${extensionOf(media.mime_type)}`,
    size: media.size,
  };
};

export type MessageFile = Awaited<ReturnType<typeof openMessageFile>>;
