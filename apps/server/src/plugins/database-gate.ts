import { messages, OUTAGE } from '@balasin/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

export type GateTimings = {
  slowRequestMs: number;
  connectTimeoutMs: number;
  probeTimeoutMs: number;
  reprobeMs: number;
  retryAfterSeconds: number;
};

/** What the gate asks: see DbHandle's `connectPing` and `ping`. */
export type DatabasePinger = {
  connectPing: () => Promise<void>;
  ping: () => Promise<void>;
};

/** The API's paths that reach the database; the docs page and the OpenAPI document do not. */
const needsDatabase = (url: string) =>
  url.startsWith('/trpc/') ||
  (url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/openapi.json'));

/**
 * Whether `work` succeeds within `ms`. A result after that is ignored: the timer already
 * answered. The timer waits one more turn for I/O first: on a starved CPU, timers run before
 * the socket the answer already sits in is read, which would look like a silent database.
 */
const within = (work: () => Promise<void>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(false)), ms);
    timer.unref();
    const settle = (answered: boolean) => {
      clearTimeout(timer);
      resolve(answered);
    };
    work().then(
      () => settle(true),
      () => settle(false),
    );
  });

/**
 * Knows whether the database answers. While it does not, requests get 503 at once instead of
 * waiting on connection attempts, and a probe runs in the background until it answers again.
 */
export const createDatabaseGate = (database: DatabasePinger, timings: GateTimings = OUTAGE) => {
  let open = true;
  let probing: Promise<boolean> | undefined;
  let reprobe: NodeJS.Timeout | undefined;
  let stopped = false;

  // A probe is timed in two parts. Opening the probe's connection takes several round trips
  // (TCP, start-up, authentication), which a distant or busy database makes long without being
  // down: it gets the longer connectTimeoutMs. The query on the open connection is one round
  // trip, and a database that cannot answer it within probeTimeoutMs counts as gone. The
  // connection is kept open, so probes are mostly that one round trip and a silent database is
  // told within slowRequestMs + probeTimeoutMs. A refused connection fails at once either way;
  // one that a proxy accepts and then hangs up waits out connectTimeoutMs (the driver tries
  // again rather than fail).
  const probe = () => {
    probing ??= (async () =>
      (await within(database.connectPing, timings.connectTimeoutMs)) &&
      within(database.ping, timings.probeTimeoutMs))().finally(() => {
      probing = undefined;
    });
    return probing;
  };
  // Opened now, so that the first probe too is one round trip; a failure here is the first
  // probe's to find.
  database.connectPing().catch(() => {});

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
