import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

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
 * on completion): half the log writes on a path taking hundreds of requests a second. Fastify's
 * other lines (stream errors, a route not found) stay as they are.
 */
export class RequestLog extends LogController {
  /** As received: the OpenAPI adapter rewrites a request's URL to its path below /api. */
  readonly #received = new WeakMap<FastifyRequest, string>();

  override incomingRequest(request: FastifyRequest) {
    this.#received.set(request, request.url);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: loggedUrl(this.#received.get(request) ?? request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
