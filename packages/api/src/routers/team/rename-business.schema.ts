import { accountMessages, renameBusinessSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const renameBusinessInput = renameBusinessSchema.meta({
  examples: [{ name: 'Toko Sari Jaya' }],
});
export const renameBusinessOutput = z
  .object({ name: z.string(), message: z.string() })
  .meta({ example: { name: 'Toko Sari Jaya', message: accountMessages.businessRenamed } });
export const renameBusinessMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/team/business',
    tags: ['team'],
    summary: "Rename the caller's business",
    description:
      "The name the dashboard, e-mails and invoices use from now on (invoices already issued keep theirs). The owner's and admins'.",
    errorResponses: {
      400: 'No name, or longer than 120 characters',
      401: 'Not authenticated',
      403: 'Agents cannot rename the business',
      404: 'The caller belongs to no business',
    },
  },
};
