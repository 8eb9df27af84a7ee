import { createFaq } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { createFaqInput, createFaqMeta, createFaqOutput } from './create-faq.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toFaqDto } from './knowledge-dto.ts';
import { ensureRoomForSource } from './source-limit.ts';

export const createFaqProcedure = managerProcedure
  .meta(createFaqMeta)
  .input(createFaqInput)
  .output(createFaqOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    await ensureRoomForSource(ctx.db, businessId);
    return toFaqDto(await createFaq(ctx.db, { businessId, ...input, now: ctx.now() }));
  });
