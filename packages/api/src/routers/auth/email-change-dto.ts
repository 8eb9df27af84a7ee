import { z } from 'zod';

export const pendingEmailChangeSchema = z
  .object({
    pending: z
      .object({
        email: z.string().meta({ description: 'The new address the link was sent to' }),
        expiresAt: z.iso.datetime().meta({ description: 'When the link stops working' }),
      })
      .nullable()
      .meta({ description: 'Null when no change is waiting (none asked, cancelled, or expired)' }),
  })
  .meta({
    id: 'PendingEmailChange',
    example: {
      pending: { email: 'sari@tokosari.id', expiresAt: '2026-11-28T03:15:00.000Z' },
    },
  });

export const toPendingEmailChange = (
  row: { newEmail: string; expiresAt: Date } | undefined,
): z.infer<typeof pendingEmailChangeSchema> => ({
  pending: row ? { email: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null,
});
