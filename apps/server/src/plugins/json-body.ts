import { LIMITS } from '@balasin/shared';
import type { FastifyInstance } from 'fastify';

/** The code of a body nested deeper than LIMITS.jsonDepthMax; the error handler words it. */
export const JSON_TOO_DEEP = 'JSON_TOO_DEEP';

/**
 * How deep a JSON text nests, counted without parsing (brackets inside strings do not count),
 * stopping as soon as it passes `max`: a linear scan instead of the recursive walks that a deep
 * body would overflow (a RangeError, so a 500) in the parser and the validators after it.
 */
export const nestsDeeperThan = (text: string, max: number) => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
};

/**
 * JSON bodies: media types match whatever their case (RFC 9110: `APPLICATION/JSON` is JSON),
 * and a body nested deeper than any input of ours is a 400 before it is parsed.
 */
export const registerJsonBody = (app: FastifyInstance) => {
  // Lower-cased before Fastify, tRPC and the REST adapter each compare it case-sensitively.
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (type === undefined) return;
    const [media = '', ...parameters] = type.split(';');
    const lowered = media.trim().toLowerCase();
    if (lowered !== media) request.headers['content-type'] = [lowered, ...parameters].join(';');
  });

  // Fastify's own parser keeps its guards (prototype poisoning, empty bodies); depth comes first.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, LIMITS.jsonDepthMax)) {
      const error = Object.assign(new Error('JSON body nested too deeply'), {
        statusCode: 400,
        code: JSON_TOO_DEEP,
      });
      return done(error, undefined);
    }
    return parseJson(request, text, done);
  });
};
