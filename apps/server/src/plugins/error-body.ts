import { messages } from '@balasin/shared';
import { JSON_TOO_DEEP } from './json-body.ts';

export type ErrorBody = { error: string; message: string; code: string; issues?: unknown[] };

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export const codeForStatus = (status: number) =>
  CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');

/** The contract's error body: `error` and `message` carry the same human text. */
export const errorBody = (status: number, message: string, issues?: unknown[]): ErrorBody => ({
  error: message,
  message,
  code: codeForStatus(status),
  ...(issues ? { issues } : {}),
});

/** Fastify's own failures (parsing, limits) in words a client can act on. */
export const messageForFastifyError = (status: number, code: string | undefined) => {
  if (status === 413) return messages.payloadTooLarge;
  if (status === 415) return messages.unsupportedMediaType;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return messages.malformedJson;
  }
  if (code === JSON_TOO_DEEP) return messages.tooDeeplyNested;
  if (status === 429) return messages.tooManyRequests;
  if (status === 404) return messages.notFound;
  if (status === 403) return messages.forbidden;
  return status >= 500 ? messages.internalError : messages.badRequest;
};
