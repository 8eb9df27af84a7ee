import { buffer } from 'node:stream/consumers';
import type { MediaStore } from '@balasin/api';
import { type Db, deliverToSandboxContact } from '@balasin/db';
import type { SandboxNetwork } from '@balasin/whatsapp';
import { groupCommitFor } from '../jobs/group-commit.ts';

/**
 * The simulated customers' phones: what a test number sends lands in the customer's chat
 * (sandbox_messages), where the test-phone page reads it. Files they send wait in the media
 * store (under `sandbox/`), as files wait on WhatsApp's media servers, until the engine fetches
 * them.
 */
export const createSandboxNetwork = (options: {
  db: Db;
  media: MediaStore;
  /** The live event that tells the number's open pages of a new chat row (sent at its commit). */
  announcementOf: (numberId: string) => string | undefined;
}): SandboxNetwork => ({
  fetchMedia: async (ref) => {
    const stream = await options.media.get(ref);
    if (!stream) throw new Error(`The sandbox file ${ref} is gone`);
    return buffer(stream);
  },
  deliver: async (numberId, message) => {
    const text =
      message.type === 'text'
        ? message.text
        : [`[${message.type}] ${message.filename ?? message.url}`, message.caption]
            .filter(Boolean)
            .join('\n');
    // A batch's sends arrive together: their rows commit together (the send path's group commit),
    // not in a transaction each. Run again alone if its group fails, it still adds the row once.
    await groupCommitFor(options.db)(message.externalId, async (tx) => {
      await deliverToSandboxContact(
        tx,
        {
          numberId,
          contact: `+${message.to.replace(/^\+/, '')}`,
          text,
          externalId: message.externalId,
          createdAt: message.at,
        },
        options.announcementOf(numberId),
      );
    });
  },
});
