import type { FastifyInstance } from 'fastify';

/**
 * The path, with each query value replaced by `…`: a query may carry what must not reach a log
 * (a token someone put in the URL, which the API refuses; an e-mail searched for).
 */
export const loggedUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
};

/**
 * One line per request, when its answer is sent, in place of Fastify's two (one on arrival, one
 * on completion): half the log writes on a path taking hundreds of requests a second.
 */
export const registerRequestLog = (app: FastifyInstance) => {
  // As received: the OpenAPI adapter rewrites the request's URL to its path below /api.
  const received = new WeakMap<object, string>();
  app.addHook('onRequest', (request, _reply, done) => {
    received.set(request, request.url);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(received.get(request) ?? request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
};
