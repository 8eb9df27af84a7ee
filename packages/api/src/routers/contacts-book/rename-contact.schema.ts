import { CONTACTS_BOOK, contactsBookMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { contactSchema } from './contact-dto.ts';

export const contactNameSchema = z
  .string({ error: contactsBookMessages.nameRequired })
  .trim()
  .min(1, contactsBookMessages.nameRequired)
  .max(CONTACTS_BOOK.nameMax, contactsBookMessages.nameTooLong);

export const renameContactInput = z.object({ id: idParam, name: contactNameSchema });
export const renameContactOutput = contactSchema;
export const renameContactMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/contacts/{id}',
    tags: ['contacts'],
    protect: true,
    summary: "Change a contact's name",
    description: 'Any member of the team.',
    errorResponses: {
      400: 'No name, or a name that is too long',
      401: 'Not signed in',
      404: "Contact not found (or another business's)",
    },
  },
};
