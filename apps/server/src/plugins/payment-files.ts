import { type ApiDeps, createPaymentFilesCaller } from '@balasin/api';
import { messages, PAYMENT_RULES, paymentMessages } from '@balasin/shared';
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

const BODY_LIMIT_BYTES = formBodyLimit(PAYMENT_RULES.proofMaxBytes);

const MULTIPART_REQUIRED = 'Send the proof as multipart/form-data (fields bank, payer_name, proof)';

const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) =>
  failFileRoute(request, reply, error, 'payment file');

/** The form's fields. */
const readPaymentForm = async (request: FastifyRequest) => {
  const form = await readForm(request);
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
    acceptMultipart(scope, {
      fileMaxBytes: PAYMENT_RULES.proofMaxBytes,
      tooLarge: paymentMessages.proofTooLarge,
      notMultipart: MULTIPART_REQUIRED,
    });

    scope.post<{ Params: { id: string } }>(
      '/api/payments/:id/submission',
      { bodyLimit: BODY_LIMIT_BYTES },
      async (request, reply) => {
        const ctx = createRequestContext(deps, request, reply);
        // JSON, which every other route takes, is no way to send a file; who asks comes first.
        if (!String(request.headers['content-type']).startsWith('multipart/form-data')) {
          if (!(await ctx.loadAuth())) return sendError(reply, 401, messages.notAuthenticated);
          return sendError(reply, 415, MULTIPART_REQUIRED);
        }
        const caller = createPaymentFilesCaller(ctx);
        try {
          const form = await readPaymentForm(request);
          if (!form) return sendError(reply, 400, MULTIPART_REQUIRED);
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
