import { randomUUID } from 'node:crypto';
import { createPendingSource } from '@balasin/db';
import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import { type IngestKnowledgeJob, QUEUES } from '../../jobs-port.ts';
import { documentTypeOf, looksLikePdf } from '../../knowledge/document-type.ts';
import { managerProcedure } from '../../trpc.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';
import { documentSchema, toDocumentDto } from './knowledge-dto.ts';
import { ensureRoomForSource } from './source-limit.ts';

/** The file's name without any path or control characters. */
const cleanFileName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, KNOWLEDGE_LIMITS.titleMax);

/**
 * An uploaded file (PDF, text, Markdown): kept in the media store, then read in the background.
 * Served by the plain route `POST /api/knowledge/uploads/{name}` (the bytes are the body, not
 * JSON), which calls this; it has no REST path of its own.
 */
export const uploadDocumentProcedure = managerProcedure
  .input(
    z.object({
      fileName: z.string().max(1000),
      mimeType: z.string().max(200).optional(),
      bytes: z.instanceof(Uint8Array),
    }),
  )
  .output(documentSchema)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    const fileName = cleanFileName(input.fileName);
    if (!fileName) throw new BadRequestError(knowledgeMessages.fileNameRequired);
    if (input.bytes.byteLength === 0) throw new BadRequestError(knowledgeMessages.fileRequired);
    if (input.bytes.byteLength > KNOWLEDGE_LIMITS.documentMaxBytes) {
      throw new BadRequestError(knowledgeMessages.fileTooLarge);
    }
    const type = documentTypeOf(fileName, input.mimeType);
    if (!type || (type === 'application/pdf') !== looksLikePdf(input.bytes)) {
      throw new BadRequestError(knowledgeMessages.fileType);
    }
    await ensureRoomForSource(ctx.db, businessId);
    const fileKey = `knowledge/${businessId}/${randomUUID()}`;
    await ctx.media.store.put(fileKey, input.bytes);
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const document = await createPendingSource(tx, {
          businessId,
          kind: 'document',
          title: fileName,
          fileKey,
          mimeType: type,
          size: input.bytes.byteLength,
          now: ctx.now(),
        });
        const job: IngestKnowledgeJob = { sourceId: document.id };
        await ctx.jobs.send(tx, QUEUES.ingestKnowledge, job, { orderKey: document.id });
        return document;
      });
      ctx.response.status = 201;
      return toDocumentDto(row);
    } catch (error) {
      // No row points at the file: it must not stay behind.
      await ctx.media.store.delete(fileKey).catch(() => {});
      throw error;
    }
  });
