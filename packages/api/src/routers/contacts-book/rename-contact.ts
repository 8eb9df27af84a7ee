import { renameContact } from '@balasin/db';
import { contactsBookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { businessProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toContactDto } from './contact-dto.ts';
import {
  renameContactInput,
  renameContactMeta,
  renameContactOutput,
} from './rename-contact.schema.ts';

export const renameContactProcedure = businessProcedure
  .meta(renameContactMeta)
  .input(renameContactInput)
  .output(renameContactOutput)
  .mutation(async ({ ctx, input }) => {
    const row =
      ctx.membership && isUuid(input.id)
        ? await renameContact(ctx.db, {
            businessId: ctx.membership.businessId,
            id: input.id,
            name: input.name,
            now: ctx.now(),
          })
        : undefined;
    if (!row) throw new NotFoundError(contactsBookMessages.contactNotFound);
    return toContactDto(row);
  });
