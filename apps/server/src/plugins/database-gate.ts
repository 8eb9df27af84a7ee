import { messages, OUTAGE } from '@balasin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

export type GateTimings = {
  slowRequestMs: number;
  probeTimeoutMs: number;
  reprobeMs: number;
  retryAfterSeconds: number;
};

/** The API's paths that reach the database; the docs page and the OpenAPI document do not. */
const needsDatabase = (url: string) =>
  url.startsWith('/trpc/') ||
  (url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/openapi.json'));

/**
 * Knows whether the database answers. While it does not, requests get 503 at once instead of
 * waiting on connection attempts, and a probe runs in the background until it answers again.
 */
export const createDatabaseGate = (ping: () => Promise<void>, timings: GateTimings = OUTAGE) => {
  let open = true;
  let probing: Promise<boolean> | undefined;
  let reprobe: NodeJS.Timeout | undefined;
  let stopped = false;

  const probe = () => {
    probing ??= new Promise<boolean>((resolve) => {
      // A ping that settles after the timer is ignored: the timer already answered. The timer
      // waits one more turn for I/O first: on a starved CPU, timers run before the socket the
      // answer already sits in is read, which would look like a silent database.
      const timer = setTimeout(() => setImmediate(() => resolve(false)), timings.probeTimeoutMs);
      timer.unref();
      ping().then(
        () => resolve(true),
        () => resolve(false),
      );
    }).finally(() => {
      probing = undefined;
    });
    return probing;
  };

  const scheduleReprobe = () => {
    if (stopped || reprobe) return;
    reprobe = setTimeout(async () => {
      reprobe = undefined;
      if (await probe()) open = true;
      else scheduleReprobe();
    }, timings.reprobeMs);
    reprobe.unref();
  };

  /** Something looked like an outage: shut the gate if a probe confirms it. */
  const suspect = async () => {
    if (!open) return false;
    const answers = await probe();
    if (!answers && open) {
      open = false;
      scheduleReprobe();
    }
    return answers;
  };

  return {
    isOpen: () => open,
    suspect,
    stop: () => {
      stopped = true;
      clearTimeout(reprobe);
    },
    timings,
  };
};

export type DatabaseGate = ReturnType<typeof createDatabaseGate>;

const sendUnavailable = (reply: FastifyReply) =>
  reply.code(503).type('application/json').send(errorBody(503, messages.databaseUnavailable));

const watchdogs = new WeakMap<FastifyRequest, NodeJS.Timeout>();

export const registerDatabaseGate = (app: FastifyInstance, gate: DatabaseGate) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!needsDatabase(request.url)) return;
    if (!gate.isOpen()) return sendUnavailable(reply);
    // A request still unanswered this late may be waiting on a database that is gone: ask it.
    const watchdog = setTimeout(async () => {
      const answers = await gate.suspect();
      // A streaming answer (server-sent events) has begun already: it is left to end on its own.
      if (answers || reply.sent || reply.raw.headersSent) return;
      request.log.warn('database unreachable: answering 503 before the request finishes');
      sendUnavailable(reply);
    }, gate.timings.slowRequestMs);
    watchdog.unref();
    watchdogs.set(request, watchdog);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    clearTimeout(watchdogs.get(request));
    if (reply.statusCode === 503) {
      reply.header('retry-after', String(gate.timings.retryAfterSeconds));
      // A procedure met the outage first: the next requests need not.
      if (gate.isOpen() && needsDatabase(request.url)) void gate.suspect();
    }
    return payload;
  });

  app.addHook('onClose', async () => gate.stop());
};
