import { randomUUID } from 'node:crypto';
import { engineMessages, MEDIA_LIMITS } from '@balasin/shared';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { SandboxContent } from '../../engine-port.ts';
import { BadRequestError } from '../../errors.ts';
import type { sandboxInboundInput } from './sandbox-inbound.schema.ts';

type Input = z.infer<typeof sandboxInboundInput>;

/**
 * What the simulated customer sends, ready for the engine. A file is first put on the simulated
 * media server (the media store, under `sandbox/`), as a phone uploads it to WhatsApp's: only
 * its `ref` travels to the engine, which fetches the bytes as it would from WhatsApp.
 */
export const sandboxContentOf = async (
  ctx: Context,
  numberId: string,
  input: Input,
): Promise<SandboxContent> => {
  if (input.reaction) return { type: 'reaction', emoji: input.reaction };
  if (input.location) return { type: 'location', ...input.location };
  if (!input.media) return { type: 'text', text: input.text ?? '' };
  const bytes = Buffer.from(input.media.data_base64, 'base64');
  if (bytes.byteLength > MEDIA_LIMITS.sandboxMaxBytes) {
    throw new BadRequestError(engineMessages.sandboxFileTooLarge);
  }
  const ref = `sandbox/${numberId}/${randomUUID()}`;
  await ctx.media.store.put(ref, bytes);
  return {
    type: input.media.type,
    ref,
    mimeType: input.media.mime_type,
    size: bytes.byteLength,
    ...(input.media.filename ? { fileName: input.media.filename } : {}),
    ...(input.text ? { caption: input.text } : {}),
  };
};

/** The line the customer's own chat shows for what they sent. */
export const sandboxChatText = (content: SandboxContent) => {
  if (content.type === 'text') return content.text;
  if (content.type === 'reaction') return `[reaction] ${content.emoji}`;
  if (content.type === 'location') {
    const place = `[location] ${content.latitude}, ${content.longitude}`;
    return content.name ? `${place} (${content.name})` : place;
  }
  return [`[${content.type}] ${content.fileName ?? content.mimeType}`, content.caption]
    .filter(Boolean)
    .join('\n');
};
