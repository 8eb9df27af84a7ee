import { addSandboxMessage, type Db, hasSandboxMessage } from '@balasin/db';
import type { SandboxNetwork } from '@balasin/whatsapp';

/**
 * The simulated customers' phones: what a test number sends lands in the customer's chat
 * (sandbox_messages), where the test-phone page reads it.
 */
export const createSandboxNetwork = (options: {
  db: Db;
  onDelivered: (numberId: string) => void;
}): SandboxNetwork => ({
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
