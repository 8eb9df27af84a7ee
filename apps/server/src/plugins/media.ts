import { type ApiDeps, createMessageFilesCaller, type MessageFile } from '@balasin/api';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.ts';
import { FILE_CSP, failFileRoute } from './file-routes.ts';

/**
 * Types a browser shows in place (the dashboard's image and audio previews); every other file
 * is offered as a download. SVG is not among them: it can carry scripts.
 */
const SHOWN_INLINE = /^(image\/(jpeg|png|gif|webp)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/** The sender's type when it is a plain `type/subtype` (parameters dropped), else octet-stream. */
const contentTypeOf = (mimeType: string | undefined) => {
  const bare = mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_TYPE.test(bare) ? bare : 'application/octet-stream';
};

/** The sender's file name without any path, control characters or leading dots. */
const safeFileName = (name: string) =>
  name
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[.\s]+/, '')
    .slice(0, 200) || 'file';

const send = (reply: FastifyReply, file: MessageFile) => {
  const type = contentTypeOf(file.mimeType);
  reply
    .header('content-type', type)
    .header(
      'content-disposition',
      contentDisposition(safeFileName(file.fileName), {
        type: SHOWN_INLINE.test(type) ? 'inline' : 'attachment',
      }),
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    // A file never changes once received; only this caller may keep it.
    .header('cache-control', 'private, max-age=86400, immutable');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.stream);
};

const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) =>
  failFileRoute(request, reply, error, 'media');

/**
 * Received files, as bytes: `GET /api/v1/messages/{id}/media` for the number's API token and
 * `GET /api/messages/{id}/media` for the dashboard (the owner's session cookie). Documented in
 * the OpenAPI document beside the procedures (packages/api's openapi.ts).
 */
export const registerMedia = async (app: FastifyInstance, deps: ApiDeps) => {
  const route = (path: string, pick: 'byToken' | 'byOwner') =>
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      const caller = createMessageFilesCaller(createRequestContext(deps, request, reply));
      try {
        return send(reply, await caller[pick]({ id: request.params.id }));
      } catch (error) {
        return fail(request, reply, error);
      }
    });
  route('/api/v1/messages/:id/media', 'byToken');
  route('/api/messages/:id/media', 'byOwner');
};
