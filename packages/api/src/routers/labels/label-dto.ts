import type { LabelRecord } from '@balasin/db';
import { LABEL_COLORS } from '@balasin/shared';
import { z } from 'zod';

export const labelSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    color: z.enum(LABEL_COLORS),
  })
  .meta({
    id: 'Label',
    example: { id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6', name: 'VIP', color: 'purple' },
  });

export const toLabelDto = (row: LabelRecord): z.infer<typeof labelSchema> => ({
  id: row.id,
  name: row.name,
  color: row.color,
});
