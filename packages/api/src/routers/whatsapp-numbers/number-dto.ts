import { NUMBER_STATUSES } from '@balasin/shared';
import { z } from 'zod';

export const numberSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    name: z.string(),
    is_active: z.boolean(),
    status: z.enum(NUMBER_STATUSES),
    test: z.boolean(),
    created_at: z.iso.datetime(),
    businesses: z.object({ name: z.string() }),
  })
  .meta({ id: 'WhatsappNumber' });

type NumberRow = {
  id: string;
  number: string;
  name: string;
  status: (typeof NUMBER_STATUSES)[number];
  test: boolean;
  createdAt: Date;
  businessName: string;
};

export const toNumberDto = (row: NumberRow): z.infer<typeof numberSchema> => ({
  id: row.id,
  number: row.number,
  name: row.name,
  is_active: row.status === 'connected',
  status: row.status,
  test: row.test,
  created_at: row.createdAt.toISOString(),
  businesses: { name: row.businessName },
});
