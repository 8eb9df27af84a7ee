import { PAYMENT_RULES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { invoiceSchema } from './invoice-dto.ts';

export const listInvoicesInput = z.object({
  limit: pageLimitParam(PAYMENT_RULES.invoicePageMax, PAYMENT_RULES.invoicePageDefault),
  cursor: z.string().max(200).optional(),
});
export const listInvoicesOutput = z.object({
  items: z.array(invoiceSchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
});
export const listInvoicesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/invoices',
    tags: ['payments'],
    summary: "Your business's invoices, newest first, a page at a time",
    description:
      "Every invoice issued for a confirmed payment, however many orders came since (GET /payments answers only the newest orders). The PDF is at each item's url.",
    errorResponses: {
      400: 'Invalid cursor or limit',
      401: 'Not authenticated',
      403: "An agent of the team: billing is the owner's and admins'",
    },
  },
};
