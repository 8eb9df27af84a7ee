import { z } from 'zod';

export const contactSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'E.164 with +, when known' }),
  })
  .meta({ id: 'Contact' });

export const toContactDto = (row: { id: string; name: string | null; phone: string | null }) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
});
