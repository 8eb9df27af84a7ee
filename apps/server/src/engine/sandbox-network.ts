import { buffer } from 'node:stream/consumers';
import type { MediaStore } from '@balasin/api';
import { addSandboxMessage, type Db, hasSandboxMessage } from '@balasin/db';
import type { SandboxNetwork } from '@balasin/whatsapp';

/**
 * The simulated customers' phones: what a test number sends lands in the customer's chat
 * (sandbox_messages), where the test-phone page reads it. Files they send wait in the media
 * store (under `sandbox/`), as files wait on WhatsApp's media servers, until the engine fetches
 * them.
 */
export const createSandboxNetwork = (options: {
  db: Db;
  media: MediaStore;
  onDelivered: (numberId: string) => void;
}): SandboxNetwork => ({
  fetchMedia: async (ref) => {
    const stream = await options.media.get(ref);
    if (!stream) throw new Error(`The sandbox file ${ref} is gone`);
    return buffer(stream);
  },
  deliver: async (numberId, message) => {
    if (await hasSandboxMessage(options.db, numberId, message.externalId)) return;
    const text =
      message.type === 'text'
        ? message.text
        : [`[${message.type}] ${message.filename ?? message.url}`, message.caption]
            .filter(Boolean)
            .join('\n');
    await addSandboxMessage(options.db, {
      numberId,
      contact: `+${message.to.replace(/^\+/, '')}`,
      direction: 'to_contact',
      text,
      externalId: message.externalId,
      createdAt: message.at,
    });
    options.onDelivered(numberId);
  },
});
