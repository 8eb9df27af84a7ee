import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, messageForFastifyError } from './error-body.ts';

/**
 * Errors raised outside procedures (body parsing, size and type limits, rate limits, unknown
 * routes) answer in the contract's shape too, and never with a stack trace.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 429 && error.message ? error.message : messageForFastifyError(status, error.code);
    return reply.code(status).type('application/json').send(errorBody(status, message));
  });
};
