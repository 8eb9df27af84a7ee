import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceivedEvent = {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
};

/**
 * A third party's webhook receiver on a local port, as its README would write it: verifies each
 * POST with the `standardwebhooks` package against the secrets it was given, answers 401 to a bad
 * signature, and keeps what it accepted. It can answer errors, or stop listening altogether.
 */
export const startReceiver = async () => {
  const secrets: string[] = [];
  const events: ReceivedEvent[] = [];
  const refused: string[] = [];
  let answer = 204;
  let server: Server | undefined;
  let port = 0;

  const verify = (body: string, headers: IncomingHttpHeaders, secret: string) => {
    try {
      return new Webhook(secret).verify(body, {
        'webhook-id': String(headers['webhook-id']),
        'webhook-timestamp': String(headers['webhook-timestamp']),
        'webhook-signature': String(headers['webhook-signature']),
      }) as Omit<ReceivedEvent, 'id'>;
    } catch {
      return undefined;
    }
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          const payload = secrets
            .map((secret) => verify(body, request.headers, secret))
            .find((found) => found !== undefined);
          if (!payload) {
            refused.push(body);
            response.writeHead(401).end();
            return;
          }
          if (answer < 300) events.push({ id: String(request.headers['webhook-id']), ...payload });
          response.writeHead(answer).end();
        });
      });
      server.keepAliveTimeout = 1000;
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    url: (path = '/hooks/balasin') => `http://127.0.0.1:${port}${path}`,
    port: () => port,
    events,
    refused,
    trust: (secret: string) => secrets.push(secret),
    forget: (secret: string) => secrets.splice(secrets.indexOf(secret), 1),
    /** The status every verified delivery gets from now on. */
    answerWith: (status: number) => {
      answer = status;
    },
    /** Stops listening: connections are refused until `start`. */
    stop: () =>
      new Promise<void>((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
    start: listen,
  };
};

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
