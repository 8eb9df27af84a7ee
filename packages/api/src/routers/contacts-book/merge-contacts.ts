import { mergeContacts } from '@balasin/db';
import { contactsBookMessages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toContactDto } from './contact-dto.ts';
import {
  mergeContactsInput,
  mergeContactsMeta,
  mergeContactsOutput,
} from './merge-contacts.schema.ts';

export const mergeContactsProcedure = managerProcedure
  .meta(mergeContactsMeta)
  .input(mergeContactsInput)
  .output(mergeContactsOutput)
  .mutation(async ({ ctx, input }) => {
    const membership = ctx.membership;
    if (!membership || !isUuid(input.id) || !isUuid(input.duplicate_id)) {
      throw new NotFoundError(contactsBookMessages.contactNotFound);
    }
    if (input.id.toLowerCase() === input.duplicate_id.toLowerCase()) {
      throw new BadRequestError(contactsBookMessages.mergeSelf);
    }
    const merged = await ctx.db.transaction((tx) =>
      mergeContacts(tx, {
        businessId: membership.businessId,
        keepId: input.id.toLowerCase(),
        duplicateId: input.duplicate_id.toLowerCase(),
        now: ctx.now(),
      }),
    );
    if (!merged) throw new NotFoundError(contactsBookMessages.contactNotFound);
    return toContactDto(merged);
  });
