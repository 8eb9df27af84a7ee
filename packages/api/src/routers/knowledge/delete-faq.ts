import { deleteKnowledgeSource } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { deleteFaqInput, deleteFaqMeta, deleteFaqOutput } from './delete-faq.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';

export const deleteFaqProcedure = managerProcedure
  .meta(deleteFaqMeta)
  .input(deleteFaqInput)
  .output(deleteFaqOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const deleted =
      isUuid(input.id) &&
      (await deleteKnowledgeSource(ctx.db, { businessId, id: input.id, kinds: ['faq'] }));
    if (!deleted) throw new NotFoundError(knowledgeMessages.faqNotFound);
    return { success: true as const };
  });
