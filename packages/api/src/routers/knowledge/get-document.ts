import { managerProcedure } from '../../trpc.ts';
import { getDocumentInput, getDocumentMeta, getDocumentOutput } from './get-document.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toDocumentDto } from './knowledge-dto.ts';
import { ownedDocument } from './owned-document.ts';

export const getDocumentProcedure = managerProcedure
  .meta(getDocumentMeta)
  .input(getDocumentInput)
  .output(getDocumentOutput)
  .query(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    return toDocumentDto(await ownedDocument(ctx.db, businessId, input.id));
  });
