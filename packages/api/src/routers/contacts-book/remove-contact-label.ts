import { businessProcedure } from '../../trpc.ts';
import {
  contactLabelInput,
  contactLabelOutput,
  removeContactLabelMeta,
} from './contact-label.schema.ts';
import { setContactLabelFor } from './set-contact-label.ts';

export const removeContactLabelProcedure = businessProcedure
  .meta(removeContactLabelMeta)
  .input(contactLabelInput)
  .output(contactLabelOutput)
  .mutation(({ ctx, input }) => setContactLabelFor(ctx, input, false));
