import { businessProcedure } from '../../trpc.ts';
import {
  addContactLabelMeta,
  contactLabelInput,
  contactLabelOutput,
} from './contact-label.schema.ts';
import { setContactLabelFor } from './set-contact-label.ts';

/** Any member, agents included, with the labels the owner and admins made. */
export const addContactLabelProcedure = businessProcedure
  .meta(addContactLabelMeta)
  .input(contactLabelInput)
  .output(contactLabelOutput)
  .mutation(({ ctx, input }) => setContactLabelFor(ctx, input, true));
