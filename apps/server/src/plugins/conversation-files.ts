import {
  type ApiDeps,
  createConversationFilesCaller,
  createMessageFilesCaller,
} from '@balasin/api';
import { messages } from '@balasin/shared';
import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.ts';
import {
  acceptMultipart,
  FILE_CSP,
  failFileRoute,
  formBodyLimit,
  readForm,
  sendError,
} from './file-routes.ts';

const BODY_LIMIT_BYTES = formBodyLimit(INBOX.attachmentMaxBytes);

const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) =>
  failFileRoute(request, reply, error, 'conversation file');

/** The form's file and caption. */
const readAttachmentForm = async (request: FastifyRequest) => {
  const form = await readForm(request);
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
    acceptMultipart(scope, {
      fileMaxBytes: INBOX.attachmentMaxBytes,
      tooLarge: inboxMessages.attachmentTooLarge,
      notMultipart: inboxMessages.attachmentMultipart,
    });

    scope.post<{ Params: { id: string } }>(
      '/api/conversations/:id/attachments',
      {
        bodyLimit: BODY_LIMIT_BYTES,
        // Said before a byte is read when the client announces a body that is too large.
        onRequest: async (request, reply) => {
          if (Number(request.headers['content-length']) > BODY_LIMIT_BYTES) {
            return sendError(reply, 413, inboxMessages.attachmentTooLarge);
          }
        },
      },
      async (request, reply) => {
        const ctx = createRequestContext(deps, request, reply);
        // Who asks comes first: a stranger learns nothing about what this route takes.
        if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
          if (!(await ctx.loadAuth())) return sendError(reply, 401, messages.notAuthenticated);
          return sendError(reply, 415, inboxMessages.attachmentMultipart);
        }
        const caller = createConversationFilesCaller(ctx);
        try {
          const form = await readAttachmentForm(request);
          if (!form) return sendError(reply, 400, inboxMessages.attachmentMultipart);
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
