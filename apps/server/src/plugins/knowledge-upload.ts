import { type ApiDeps, createKnowledgeUploadCaller } from '@balasin/api';
import { KNOWLEDGE_LIMITS, knowledgeMessages, messages } from '@balasin/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../context.ts';
import { errorBody } from './error-body.ts';

export const KNOWLEDGE_UPLOAD_PATH = '/api/knowledge/uploads/:name';

/**
 * `POST /api/knowledge/uploads/<file name>`: the file's bytes are the body, of its
 * own media type, so a browser sends a File as is (with upload progress) and curl with
 * `--data-binary @file`. Up to 10 MB here, unlike the 100 KB of JSON bodies elsewhere.
 */
export const registerKnowledgeUpload = async (app: FastifyInstance, deps: ApiDeps) => {
  await app.register(async (scope) => {
    // Any media type arrives as bytes: the procedure decides by name and content what it is.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { name: string } }>(
      KNOWLEDGE_UPLOAD_PATH,
      {
        bodyLimit: KNOWLEDGE_LIMITS.documentMaxBytes,
        // Said before a byte is read when the client announces a file that is too large.
        onRequest: async (request, reply) => {
          const length = Number(request.headers['content-length']);
          if (length > KNOWLEDGE_LIMITS.documentMaxBytes) {
            return reply.code(413).send(errorBody(413, knowledgeMessages.fileTooLarge));
          }
        },
      },
      async (request, reply) => {
        const caller = createKnowledgeUploadCaller(createRequestContext(deps, request, reply));
        try {
          const body = request.body;
          const document = await caller.upload({
            fileName: request.params.name,
            mimeType: request.headers['content-type'],
            bytes: Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(),
          });
          return reply.code(201).send(document);
        } catch (error) {
          const trpcError =
            error instanceof TRPCError
              ? error
              : new TRPCError({
                  code: 'INTERNAL_SERVER_ERROR',
                  message: messages.internalError,
                  cause: error,
                });
          const status = getHTTPStatusCodeFromError(trpcError);
          if (status >= 500)
            request.log.error({ err: trpcError.cause ?? trpcError }, 'upload failed');
          return reply.code(status).send(errorBody(status, trpcError.message));
        }
      },
    );
  });
};
