import { z } from 'zod';

export const sandboxMessageSchema = z
  .object({
    id: z.uuid(),
    contact: z.string().meta({ description: 'The simulated customer, E.164' }),
    direction: z.enum(['to_number', 'to_contact']).meta({
      description: 'to_number: the customer sent it; to_contact: the customer received it',
    }),
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SandboxMessage' });

export const toSandboxMessageDto = (row: {
  id: string;
  contact: string;
  direction: 'to_number' | 'to_contact';
  text: string;
  createdAt: Date;
}): z.infer<typeof sandboxMessageSchema> => ({
  id: row.id,
  contact: row.contact,
  direction: row.direction,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});
