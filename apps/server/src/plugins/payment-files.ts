import { type ApiDeps, createPaymentFilesCaller } from '@balasin/api';
import { messages, PAYMENT_RULES, paymentMessages } from '@balasin/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.ts';
import { errorBody, messageForFastifyError } from './error-body.ts';

/** Room for the form's other fields and boundaries around the largest proof allowed. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Past this the body is not even read; between the two, the proof's own rule answers. */
const BODY_LIMIT_BYTES = PAYMENT_RULES.proofMaxBytes + FORM_OVERHEAD_BYTES;

const MULTIPART_REQUIRED = 'Send the proof as multipart/form-data (fields bank, payer_name, proof)';

/** A served proof runs nothing, whatever it is (FILE_CSP in media.ts says why). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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
    request.log.error({ err: trpcError.cause ?? trpcError }, 'payment file failed');
  }
  // A caller's validation error carries its issues as the message: word it as the API does.
  const issues = (trpcError.cause as { issues?: { message?: string }[] } | undefined)?.issues;
  if (Array.isArray(issues)) {
    return reply
      .code(status)
      .type('application/json')
      .send(errorBody(status, issues[0]?.message ?? trpcError.message, issues));
  }
  return reply.code(status).type('application/json').send(errorBody(status, trpcError.message));
};

/** The form's fields, parsed by the runtime's own (undici) FormData reader. */
const readForm = async (request: FastifyRequest) => {
  const form = await new Response(request.body as Buffer, {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .catch(() => undefined);
  if (!form) return undefined;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const file = form.get('proof');
  return {
    bank: text('bank'),
    payer_name: text('payer_name'),
    proof:
      file && typeof file !== 'string'
        ? { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name }
        : undefined,
  };
};

/**
 * Payment files: the owner's "I have paid" with its proof (`POST /api/payments/{id}/submission`,
 * multipart: the one body on this API that is not JSON, accepted on this route only) and the
 * proof and invoice as bytes (`GET /api/payments/{id}/proof|invoice`, owner or admin).
 */
export const registerPaymentFiles = async (app: FastifyInstance, deps: ApiDeps) => {
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
          ? paymentMessages.proofTooLarge
          : status === 415
            ? MULTIPART_REQUIRED
            : messageForFastifyError(status, error.code);
      return reply.code(status).type('application/json').send(errorBody(status, message));
    });

    scope.post<{ Params: { id: string } }>(
      '/api/payments/:id/submission',
      { bodyLimit: BODY_LIMIT_BYTES },
      async (request, reply) => {
        const ctx = createRequestContext(deps, request, reply);
        // JSON, which every other route takes, is no way to send a file; who asks comes first.
        if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
          if (!(await ctx.loadAuth())) {
            return reply
              .code(401)
              .type('application/json')
              .send(errorBody(401, messages.notAuthenticated));
          }
          return reply.code(415).type('application/json').send(errorBody(415, MULTIPART_REQUIRED));
        }
        const caller = createPaymentFilesCaller(ctx);
        try {
          const form = await readForm(request);
          if (!form) {
            return reply
              .code(400)
              .type('application/json')
              .send(errorBody(400, MULTIPART_REQUIRED));
          }
          // Missing fields go through as such: the procedure's schema words what is wrong.
          const input = { id: request.params.id, ...form } as Parameters<typeof caller.submit>[0];
          return reply.send(await caller.submit(input));
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );

    const file = (path: string, pick: 'proof' | 'invoice') =>
      scope.get<{ Params: { id: string } }>(path, async (request, reply) => {
        const caller = createPaymentFilesCaller(createRequestContext(deps, request, reply));
        try {
          const found = await caller[pick]({ id: request.params.id });
          reply
            .header('content-type', found.mimeType)
            .header(
              'content-disposition',
              contentDisposition(found.fileName, {
                type:
                  found.mimeType === 'application/pdf' && pick === 'invoice'
                    ? 'attachment'
                    : 'inline',
              }),
            )
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', FILE_CSP)
            .header('cache-control', 'private, no-store');
          if (found.size !== undefined) reply.header('content-length', found.size);
          return reply.send(found.stream);
        } catch (error) {
          return fail(request, reply, error);
        }
      });
    file('/api/payments/:id/proof', 'proof');
    file('/api/payments/:id/invoice', 'invoice');
  });
};
