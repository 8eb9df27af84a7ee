import { z } from 'zod';

export const apiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The start of the token, to tell tokens apart' }),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({
    id: 'ApiToken',
    example: {
      id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180700',
      name: 'Shop backend',
      prefix: 'bls_k7m2x9qa',
      created_at: '2026-11-20T08:00:00.000Z',
      last_used_at: '2026-11-24T09:30:00.000Z',
    },
  });

export const toApiTokenDto = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): z.infer<typeof apiTokenSchema> => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});
