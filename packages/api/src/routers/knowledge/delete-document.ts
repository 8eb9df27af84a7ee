import { deleteKnowledgeSource } from '@balasin/db';
import { knowledgeMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import {
  deleteDocumentInput,
  deleteDocumentMeta,
  deleteDocumentOutput,
} from './delete-document.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';

export const deleteDocumentProcedure = managerProcedure
  .meta(deleteDocumentMeta)
  .input(deleteDocumentInput)
  .output(deleteDocumentOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const deleted = isUuid(input.id)
      ? await deleteKnowledgeSource(ctx.db, {
          businessId,
          id: input.id,
          kinds: ['document', 'page'],
        })
      : undefined;
    if (!deleted) throw new NotFoundError(knowledgeMessages.documentNotFound);
    // The row is gone, so nothing reads the file again; a leftover file is only wasted space.
    if (deleted.fileKey) await ctx.media.store.delete(deleted.fileKey).catch(() => {});
    return { success: true as const };
  });
