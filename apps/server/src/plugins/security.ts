import { messages } from '@balasin/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `headers` are helmet's, worked out once (`securityHeaders`): they are the same for every
 * answer, and `@fastify/helmet` built helmet again and parsed its policy on every request
 * (3% of the server's time under the messages API's load).
 */
export const registerSecurity = (
  app: FastifyInstance,
  options: { appOrigin: string; headers: Record<string, string> },
) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(options.headers);
    done();
  });

  // Only JSON bodies are accepted: without the text parser, any other type is a 415.
  app.removeContentTypeParser('text/plain');

  // Cookies ride along on cross-site requests; a foreign Origin may not change anything.
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const origin = request.headers.origin;
    if (!STATE_CHANGING.has(request.method) || origin === undefined) return;
    if (origin === options.appOrigin) return;
    return reply.code(403).send(errorBody(403, messages.crossSiteRefused));
  });
};
