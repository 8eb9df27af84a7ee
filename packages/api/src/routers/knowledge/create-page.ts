import { createPendingSource } from '@balasin/db';
import { type IngestKnowledgeJob, QUEUES } from '../../jobs-port.ts';
import { managerProcedure } from '../../trpc.ts';
import { createPageInput, createPageMeta, createPageOutput } from './create-page.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toDocumentDto } from './knowledge-dto.ts';
import { checkedPageUrl } from './page-url.ts';
import { ensureRoomForSource } from './source-limit.ts';

export const createPageProcedure = managerProcedure
  .meta(createPageMeta)
  .input(createPageInput)
  .output(createPageOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const url = await checkedPageUrl(input.url, ctx.webhookAllowPrivate);
    await ensureRoomForSource(ctx.db, businessId);
    const row = await ctx.db.transaction(async (tx) => {
      const page = await createPendingSource(tx, {
        businessId,
        kind: 'page',
        title: url,
        url,
        now: ctx.now(),
      });
      const job: IngestKnowledgeJob = { sourceId: page.id };
      await ctx.jobs.send(tx, QUEUES.ingestKnowledge, job, { orderKey: page.id });
      return page;
    });
    return toDocumentDto(row);
  });
