import type { NumberDetailRow } from '@balasin/db';
import { CONNECT_METHODS, CONNECTION_STATES, DRIVERS, NUMBER_STATUSES } from '@balasin/shared';
import { z } from 'zod';

export const numberDetailSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    name: z.string(),
    is_active: z.boolean(),
    status: z.enum(NUMBER_STATUSES),
    test: z.boolean(),
    created_at: z.iso.datetime(),
    businesses: z.object({ name: z.string() }),
    driver: z.enum(DRIVERS).nullable(),
    method: z.enum(CONNECT_METHODS).nullable(),
    state: z.enum(CONNECTION_STATES).meta({
      description:
        'The engine state behind `status`: qr and pairing wait for the phone; logged_out and failed wait for the owner.',
    }),
    qr: z
      .string()
      .optional()
      .meta({ description: 'Present only while waiting for a QR scan: render it as a QR code.' }),
    pairing_code: z
      .string()
      .optional()
      .meta({ description: 'Present only while waiting for the code to be typed on the phone.' }),
    last_seen_at: z.iso.datetime().nullable(),
    error: z.string().optional(),
  })
  .meta({ id: 'WhatsappNumberDetail' });

export type NumberDetail = z.infer<typeof numberDetailSchema>;

export const toNumberDetailDto = (row: NumberDetailRow): NumberDetail => ({
  id: row.id,
  number: row.number,
  name: row.name,
  is_active: row.status === 'connected',
  status: row.status,
  test: row.test,
  created_at: row.createdAt.toISOString(),
  businesses: { name: row.businessName },
  driver: row.driver,
  method: row.connectMethod,
  state: row.connectionState,
  ...(row.qr ? { qr: row.qr } : {}),
  ...(row.pairingCode ? { pairing_code: row.pairingCode } : {}),
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  ...(row.lastError ? { error: row.lastError } : {}),
});
