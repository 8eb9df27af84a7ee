import { createCallerFactory, router } from '../../trpc.ts';
import { askProcedure } from './ask.ts';
import { createFaqProcedure } from './create-faq.ts';
import { createPageProcedure } from './create-page.ts';
import { deleteDocumentProcedure } from './delete-document.ts';
import { deleteFaqProcedure } from './delete-faq.ts';
import { getDocumentProcedure } from './get-document.ts';
import { listDocumentsProcedure } from './list-documents.ts';
import { listFaqsProcedure } from './list-faqs.ts';
import { refetchPageProcedure } from './refetch-page.ts';
import { updateFaqProcedure } from './update-faq.ts';
import { uploadDocumentProcedure } from './upload-document.ts';

export const knowledgeRouter = router({
  faqs: listFaqsProcedure,
  createFaq: createFaqProcedure,
  updateFaq: updateFaqProcedure,
  deleteFaq: deleteFaqProcedure,
  documents: listDocumentsProcedure,
  document: getDocumentProcedure,
  createPage: createPageProcedure,
  deleteDocument: deleteDocumentProcedure,
  refetchPage: refetchPageProcedure,
  ask: askProcedure,
});

/**
 * Uploads are bytes, not JSON, so the plain route `POST /api/knowledge/uploads/{name}`
 * (apps/server) calls this for the same authentication and error mapping as every other path.
 * Not part of appRouter: nothing here is reachable over /trpc.
 */
export const knowledgeUploadRouter = router({ upload: uploadDocumentProcedure });

export const createKnowledgeUploadCaller = createCallerFactory(knowledgeUploadRouter);
