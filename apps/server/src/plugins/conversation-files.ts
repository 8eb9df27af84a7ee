import {
  type ApiDeps,
  createConversationFilesCaller,
  createMessageFilesCaller,
} from '@balasin/api';
import { messages } from '@balasin/shared';
import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.ts';
import { errorBody, messageForFastifyError } from './error-body.ts';

/** Room for the caption, the boundaries and the part headers around the largest file allowed. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Past this the body is not even read; between the two, the procedure's own rule answers. */
const BODY_LIMIT_BYTES = INBOX.attachmentMaxBytes + FORM_OVERHEAD_BYTES;

/** A served file runs nothing, whatever it is (FILE_CSP in media.ts says why). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const json = (reply: FastifyReply, status: number, message: string, issues?: unknown[]) =>
  reply
    .code(status)
    .type('application/json')
    .send(errorBody(status, message, issues));

const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
  const trpcError =
    error instanceof TRPCError
      ? error
      : new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: messages.internalError,
          cause: error,
        });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) {
    request.log.error({ err: trpcError.cause ?? trpcError }, 'conversation file failed');
  }
  // A validation error carries its issues as the message: word it as the API does.
  const issues = (trpcError.cause as { issues?: { message?: string }[] } | undefined)?.issues;
  if (Array.isArray(issues)) return json(reply, status, issues[0]?.message ?? '', issues);
  return json(reply, status, trpcError.message);
};

/** The form's file and caption, parsed by the runtime's own (undici) FormData reader. */
const readForm = async (request: FastifyRequest) => {
  const form = await new Response(request.body as Buffer, {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => undefined);
  if (!form) return undefined;
  const caption = form.get('caption');
  const file = form.get('file');
  return {
    caption: typeof caption === 'string' ? caption : undefined,
    file:
      file && typeof file !== 'string'
        ? {
            bytes: new Uint8Array(await file.arrayBuffer()),
            filename: file.name,
            type: file.type,
          }
        : undefined,
  };
};

/**
 * An agent's attachments: `POST /api/conversations/{id}/attachments` (multipart: `file` and an
 * optional `caption`; any member of the business) queues a picture or a PDF like a reply, and
 * `GET /api/shared-media/{id}/{secret}` serves it to whoever holds the link it is sent by.
 */
export const registerConversationFiles = async (app: FastifyInstance, deps: ApiDeps) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const message =
        status === 413
          ? inboxMessages.attachmentTooLarge
          : status === 415
            ? inboxMessages.attachmentMultipart
            : messageForFastifyError(status, error.code);
      return json(reply, status, message);
    });

    scope.post<{ Params: { id: string } }>(
      '/api/conversations/:id/attachments',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        // Said before a byte is read when the client announces a body that is too large.
        onRequest: async (request, reply) => {
          if (Number(request.headers['content-length']) > BODY_LIMIT_BYTES) {
            return json(reply, 413, inboxMessages.attachmentTooLarge);
          }
        },
      },
      async (request, reply) => {
        const ctx = createRequestContext(deps, request, reply);
        // Who asks comes first: a stranger learns nothing about what this route takes.
        if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
          if (!(await ctx.loadAuth())) return json(reply, 401, messages.notAuthenticated);
          return json(reply, 415, inboxMessages.attachmentMultipart);
        }
        const caller = createConversationFilesCaller(ctx);
        try {
          const form = await readForm(request);
          if (!form) return json(reply, 400, inboxMessages.attachmentMultipart);
          // A missing file goes through as such: the procedure's schema words what is wrong.
          const input = { id: request.params.id, ...form } as Parameters<typeof caller.attach>[0];
          return reply.code(202).send(await caller.attach(input));
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );

    scope.get<{ Params: { id: string; secret: string } }>(
      '/api/shared-media/:id/:secret',
      async (request, reply) => {
        const caller = createMessageFilesCaller(createRequestContext(deps, request, reply));
        try {
          const found = await caller.byShareLink(request.params);
          reply
            .header('content-type', found.mimeType ?? 'application/octet-stream')
            .header('content-disposition', contentDisposition(found.fileName, { type: 'inline' }))
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', FILE_CSP)
            .header('cache-control', 'private, no-store');
          if (found.size !== undefined) reply.header('content-length', found.size);
          return reply.send(found.stream);
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );
  });
};
