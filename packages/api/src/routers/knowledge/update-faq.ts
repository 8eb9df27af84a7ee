import { updateFaq } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toFaqDto } from './knowledge-dto.ts';
import { updateFaqInput, updateFaqMeta, updateFaqOutput } from './update-faq.schema.ts';

export const updateFaqProcedure = managerProcedure
  .meta(updateFaqMeta)
  .input(updateFaqInput)
  .output(updateFaqOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const row = isUuid(input.id)
      ? await updateFaq(ctx.db, { businessId, ...input, now: ctx.now() })
      : undefined;
    if (!row) throw new NotFoundError(knowledgeMessages.faqNotFound);
    return toFaqDto(row);
  });
