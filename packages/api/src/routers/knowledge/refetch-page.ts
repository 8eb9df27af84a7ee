import { markSourceProcessing } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { type IngestKnowledgeJob, QUEUES } from '../../jobs-port.ts';
import { managerProcedure } from '../../trpc.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toDocumentDto } from './knowledge-dto.ts';
import { ownedDocument } from './owned-document.ts';
import { checkedPageUrl } from './page-url.ts';
import { refetchPageInput, refetchPageMeta, refetchPageOutput } from './refetch-page.schema.ts';

export const refetchPageProcedure = managerProcedure
  .meta(refetchPageMeta)
  .input(refetchPageInput)
  .output(refetchPageOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const page = await ownedDocument(ctx.db, businessId, input.id);
    if (page.kind !== 'page' || !page.url) throw new BadRequestError(knowledgeMessages.notAPage);
    await checkedPageUrl(page.url, ctx.webhookAllowPrivate);
    const row = await ctx.db.transaction(async (tx) => {
      const marked = await markSourceProcessing(tx, { businessId, id: page.id, now: ctx.now() });
      if (!marked) return undefined;
      const job: IngestKnowledgeJob = { sourceId: page.id };
      await ctx.jobs.send(tx, QUEUES.ingestKnowledge, job, { orderKey: page.id });
      return marked;
    });
    if (!row) throw new NotFoundError(knowledgeMessages.documentNotFound);
    return toDocumentDto(row);
  });
