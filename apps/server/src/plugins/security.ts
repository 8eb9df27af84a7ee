import { messages } from '@balasin/shared';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';
import { helmetOptions } from './security-headers.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const registerSecurity = async (app: FastifyInstance, options: { appOrigin: string }) => {
  await app.register(helmet, helmetOptions(options.appOrigin));

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
