import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { LIMITS, messages } from '@balasin/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';
import { trpcCallsOf } from './procedure-calls.ts';

const FRAMEWORK: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: messages.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.urlTooLong },
};

const CLIENT: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.badRequest },
};

/**
 * Fastify answers some requests before routing, hooks or the error handler (a malformed path,
 * a parameter too long) and Node some before Fastify (headers too large): these give those the
 * contract's body and the same security headers as every other answer.
 */
export const frameworkErrorOptions = (headers: Record<string, string>) => ({
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A path too long for the router is, under /trpc, most likely a batch over the cap.
    const calls = trpcCallsOf(request.raw.url ?? '');
    const overCap = calls !== undefined && calls.length > LIMITS.trpcBatchMax;
    const { status, message } = overCap
      ? { status: 400, message: messages.batchTooLarge(LIMITS.trpcBatchMax) }
      : (FRAMEWORK[error.code] ?? { status: 500, message: messages.internalError });
    return reply
      .code(status)
      .headers(headers)
      .type('application/json')
      .send(errorBody(status, message));
  },
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = CLIENT[error.code ?? ''] ?? {
      status: 400,
      message: messages.badRequest,
    };
    const body = JSON.stringify(errorBody(status, message));
    const head = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  },
});
