import type { ApiDeps, AppRouter } from '@balasin/api';
import { appRouter } from '@balasin/api';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import { createRequestContext } from '../context.ts';

/** The typed transport the web app uses. */
export const registerTrpc = async (app: FastifyInstance, deps: ApiDeps) => {
  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = {
    router: appRouter,
    createContext: ({ req, res }) => createRequestContext(deps, req, res),
    onError: ({ error, path, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      }
    },
  };
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
};
