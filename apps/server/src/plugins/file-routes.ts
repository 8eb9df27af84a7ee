import { messages } from '@balasin/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, messageForFastifyError } from './error-body.ts';

/*
 * What the routes that carry files rather than JSON (received media, payment proofs and
 * invoices, attachments, the contacts CSV) share: they call their procedures through a tRPC
 * caller and answer its errors in the API's shape themselves.
 */

/**
 * A served file runs nothing: no scripts, no plugins, no forms, in a sandbox with no origin of
 * its own, even when a customer sends an HTML or SVG file dressed up as something else.
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const sendError = (
  reply: FastifyReply,
  status: number,
  message: string,
  issues?: unknown[],
) =>
  reply
    .code(status)
    .type('application/json')
    .send(errorBody(status, message, issues));

/** A caller's error in the API's shape; a validation error is worded by its first issue. */
export const failFileRoute = (
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  what: string,
) => {
  const trpcError =
    error instanceof TRPCError
      ? error
      : new TRPCError({
          code: 'INTERNAL_SERVER_ERROR',
          message: messages.internalError,
          cause: error,
        });
  const status = getHTTPStatusCodeFromError(trpcError);
  if (status >= 500) request.log.error({ err: trpcError.cause ?? trpcError }, `${what} failed`);
  const issues = (trpcError.cause as { issues?: { message?: string }[] } | undefined)?.issues;
  if (Array.isArray(issues)) {
    return sendError(reply, status, issues[0]?.message ?? trpcError.message, issues);
  }
  return sendError(reply, status, trpcError.message);
};

/** Room for the other fields, the boundaries and the part headers around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest form a route reads for a file of `fileMaxBytes`; the file's own rule answers below. */
export const formBodyLimit = (fileMaxBytes: number) => fileMaxBytes + FORM_OVERHEAD_BYTES;

/**
 * Makes `scope` take `multipart/form-data` bodies (the only non-JSON bodies of the API, on these
 * routes only) up to the largest file plus the form around it; past that the body is not even
 * read. A body too large or of another type is answered with the route's own words.
 */
export const acceptMultipart = (
  scope: FastifyInstance,
  rules: { fileMaxBytes: number; tooLarge: string; notMultipart: string },
) => {
  scope.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: formBodyLimit(rules.fileMaxBytes) },
    (_request, body, done) => done(null, body),
  );
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? rules.tooLarge
        : status === 415
          ? rules.notMultipart
          : messageForFastifyError(status, error.code);
    return sendError(reply, status, message);
  });
};

/** The form, read by the runtime's own (undici) FormData parser; undefined when it is not one. */
export const readForm = (request: FastifyRequest) =>
  new Response(request.body as Buffer, {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => undefined);
