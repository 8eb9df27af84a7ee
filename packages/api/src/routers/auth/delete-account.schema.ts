import { accountMessages, deleteAccountSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const deleteAccountInput = deleteAccountSchema.meta({
  examples: [{ password: 'kata sandi panjang', confirmation: 'sari@tokosari.co.id' }],
});
export const deleteAccountOutput = z
  .object({ deleted: z.literal(true), message: z.string() })
  .meta({ example: { deleted: true, message: accountMessages.accountDeleted } });
export const deleteAccountMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/delete-account',
    tags: ['auth'],
    summary: 'Delete the signed-in account for good',
    description:
      "Needs the current password and, as `confirmation`, the account's own e-mail address typed out. The account and all its sessions end at once (the session cookies are cleared). The owner of a business deletes the business with it: its WhatsApp numbers are logged out of WhatsApp, and its conversations, messages, contacts, files, knowledge, webhooks, API tokens, subscriptions and payment orders are deleted; its team members lose access. Invoices already issued are kept (Indonesian tax law keeps them ten years), with the name, e-mail and business name printed on them. A team admin or agent leaves the business instead: their conversations go back to the queue and the business keeps its data. The only platform admin cannot delete their account (409).",
    errorResponses: {
      400: 'Missing password, or the confirmation is not the account e-mail address',
      401: 'Not authenticated',
      403: 'The current password is not correct',
      409: 'The only platform admin cannot delete their account',
      429: 'Too many wrong passwords (see Retry-After)',
    },
  },
};
