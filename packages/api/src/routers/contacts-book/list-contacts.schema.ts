import { CONTACTS_BOOK } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { labelSchema } from '../labels/label-dto.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { contactSchema } from './contact-dto.ts';

export const listContactsInput = z.object({
  q: z
    .string()
    .trim()
    .max(CONTACTS_BOOK.searchMax)
    .optional()
    .meta({ description: 'Part of the name or phone number, as typed (% and _ are literal)' }),
  label: idParam.optional().meta({
    description: 'Only contacts carrying this label (an id from GET /labels)',
  }),
  limit: pageLimitParam(CONTACTS_BOOK.pageSizeMax, CONTACTS_BOOK.pageSizeDefault),
  cursor: z.string().max(400).optional(),
});

const bookEntrySchema = contactSchema.extend({
  first_message_at: z
    .string()
    .nullable()
    .meta({ description: 'When their first message (either way) was sent; null before any' }),
  last_message_at: z.string().nullable(),
  conversations: z.array(
    z.object({ id: z.string(), number_id: z.string(), number_name: z.string() }),
  ),
  labels: z.array(labelSchema).meta({ description: 'The labels the contact carries, by name' }),
});

export const listContactsOutput = z.object({
  items: z.array(bookEntrySchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
  total: z
    .number()
    .int()
    .meta({ description: 'Contacts matching `q` and `label` (all of them without either)' }),
  count: z
    .number()
    .int()
    .meta({ description: "The business's contacts, counted against its package's limit" }),
  limit: z.number().int().meta({ description: "The package's contact limit" }),
});

export const listContactsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/contacts',
    tags: ['contacts'],
    protect: true,
    summary: 'The contact book, by name',
    description:
      'Every contact of the business, ordered by name (unnamed ones by phone) so pages stay put while customers write, with their conversations and first and last message. Any member of the team.',
    errorResponses: { 400: 'Invalid filter or cursor', 401: 'Not signed in' },
  },
};
