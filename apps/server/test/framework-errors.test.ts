import { connect } from 'node:net';
import { LIMITS, messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from './helpers.ts';

/** Answers the framework gives before any handler still carry the contract's body and headers. */
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => server.close());

const body = (message: string, code: string) => ({ error: message, message, code });

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
};

/** One request over a real socket, as a client sends it, through Node's HTTP parser. */
const raw = (text: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', answer = ''] = received.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: answer });
      });
      socket.end(text);
    },
  );

describe('errors raised before our handlers', () => {
  it.each(['/api/%zz', '/trpc/auth.%E0%A4%A', '/%'])(
    'answers a malformed path (%s) with 400',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual(body(messages.badUrl, 'BAD_REQUEST'));
      expectSecurityHeaders(response.headers);
    },
  );

  it('answers a path parameter too long with 414', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/trpc/${'a'.repeat(3000)}` });
    expect(response.statusCode).toBe(414);
    expect(json(response)).toEqual(body(messages.urlTooLong, 'BAD_REQUEST'));
    expectSecurityHeaders(response.headers);
  });

  it('answers a batch too long for the router with the batch cap’s 400', async () => {
    const names = Array.from({ length: 200 }, () => 'whatsappNumbers.list').join(',');
    const response = await server.app.inject({ method: 'GET', url: `/trpc/${names}?batch=1` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(
      body(messages.batchTooLarge(LIMITS.trpcBatchMax), 'BAD_REQUEST'),
    );
  });

  it('answers headers too large with 431', async () => {
    const response = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual(body(messages.headersTooLarge, 'BAD_REQUEST'));
    expect(response.headers['content-type']).toContain('application/json');
    expectSecurityHeaders(response.headers);
  });

  it('answers a request Node cannot parse with 400', async () => {
    const response = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual(body(messages.badRequest, 'BAD_REQUEST'));
    expectSecurityHeaders(response.headers);
  });
});
