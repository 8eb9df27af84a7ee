import { listKnowledgeSources } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toFaqDto } from './knowledge-dto.ts';
import { listFaqsInput, listFaqsMeta, listFaqsOutput } from './list-faqs.schema.ts';

export const listFaqsProcedure = managerProcedure
  .meta(listFaqsMeta)
  .input(listFaqsInput)
  .output(listFaqsOutput)
  .query(async ({ ctx }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    return (await listKnowledgeSources(ctx.db, { businessId, kinds: ['faq'] })).map(toFaqDto);
  });
