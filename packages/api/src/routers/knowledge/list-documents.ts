import { listKnowledgeSources } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { toDocumentDto } from './knowledge-dto.ts';
import {
  listDocumentsInput,
  listDocumentsMeta,
  listDocumentsOutput,
} from './list-documents.schema.ts';

export const listDocumentsProcedure = managerProcedure
  .meta(listDocumentsMeta)
  .input(listDocumentsInput)
  .output(listDocumentsOutput)
  .query(async ({ ctx }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const rows = await listKnowledgeSources(ctx.db, { businessId, kinds: ['document', 'page'] });
    return rows.map(toDocumentDto);
  });
