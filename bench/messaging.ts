import { MESSAGING_LIMITS } from '@balasin/shared';
import type { Target } from './database.ts';
import {
  type EndToEndResult,
  measureEndToEnd,
  readFromDatabase,
  readThroughApi,
} from './end-to-end.ts';
import { type LoadResult, load, type VaryingPost } from './measure.ts';
import { addTestNumbers, recipient, seedOwners, type TestNumber } from './messaging-fixtures.ts';
import { type RunningServer, startServer } from './server-process.ts';

export type MessagingOptions = { seconds: number };

export type MessagingResult = {
  accept: { ours: LoadResult; bare: LoadResult; ratio: number };
  endToEnd: EndToEndResult;
};

const CONNECTIONS = 50;
/** Every distinct recipient is a first contact: the number's daily cap bounds the spread. */
const RECIPIENTS = MESSAGING_LIMITS.firstContactsPerDay;
/** One request in this many carries an Idempotency-Key (a fresh one: no replays). */
const IDEMPOTENT_EVERY = 4;
/** The end-to-end case: 200 messages a second across 100 sandbox numbers. */
const RATE = 200;
const OWNERS = 50;
const NUMBERS_PER_OWNER = 2;
const SETUP_CONCURRENCY = 5;

const log = (kind: string, message: string) => console.log(`[${kind}] ${message}`);

/** A server for the length of `work`, stopped however it ends. */
const withServer = async <T>(
  name: 'ours' | 'bare',
  target: Target,
  work: (server: RunningServer) => Promise<T>,
) => {
  const server = await startServer(name, target.env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
};

const fresh = async (target: Target, owners: number) => {
  await target.reset();
  const handle = target.open();
  try {
    await handle.migrate();
    return await seedOwners(handle.db, owners);
  } finally {
    await handle.close();
  }
};

/** Text messages to a spread of recipients, so conversations vary; some with a key. */
const messages =
  (token: string, run: string): VaryingPost =>
  (n) => ({
    body: JSON.stringify({
      to: recipient(n % RECIPIENTS),
      type: 'text',
      text: { body: `Pesanan ${n} sudah dikirim.` },
    }),
    headers: {
      authorization: `Bearer ${token}`,
      ...(n % IDEMPOTENT_EVERY === 0 ? { 'idempotency-key': `${run}-${n}` } : {}),
    },
  });

/**
 * Accept rate, ours against bare, on a test number that is not connected: our send worker
 * runs (as in production) but finds no connection and puts each job back with back-off, so
 * the figure is the accept path, not WhatsApp sending. Then the end-to-end latency on a fresh
 * database, so no job left from the accept run waits in the queue.
 */
export const runMessagingBench = async (
  target: Target,
  options: MessagingOptions,
): Promise<MessagingResult> => {
  const { kind } = target;
  const steady = { path: '/api/v1/messages', connections: CONNECTIONS, seconds: options.seconds };
  const warm = { ...steady, seconds: Math.min(3, options.seconds) };
  const headers = { 'content-type': 'application/json' };

  log(kind, 'POST /api/v1/messages: our server, a test number not connected');
  const [owner] = await fresh(target, 1);
  if (!owner) throw new Error('no owner seeded');
  const { token, acceptOurs } = await withServer('ours', target, async (ours) => {
    const [number] = await addTestNumbers(ours.url, owner, {
      count: 1,
      firstIndex: 0,
      connect: false,
    });
    if (!number) throw new Error('no test number added');
    await load(ours, { ...warm, headers, post: messages(number.token, 'warm-ours') });
    const result = await load(ours, { ...steady, headers, post: messages(number.token, 'ours') });
    return { token: number.token, acceptOurs: result };
  });

  log(kind, 'POST /api/v1/messages: bare Fastify');
  const acceptBare = await withServer('bare', target, async (bare) => {
    await load(bare, { ...warm, headers, post: messages(token, 'warm-bare') });
    return load(bare, { ...steady, headers, post: messages(token, 'bare') });
  });

  log(kind, `end to end: ${OWNERS * NUMBERS_PER_OWNER} connected sandbox numbers, ${RATE}/s`);
  const owners = await fresh(target, OWNERS);
  return withServer('ours', target, async (server) => {
    // A few owners at a time: setting up is not what is measured.
    const numbers: TestNumber[] = [];
    for (let i = 0; i < owners.length; i += SETUP_CONCURRENCY) {
      const batch = owners.slice(i, i + SETUP_CONCURRENCY).map((o, j) =>
        addTestNumbers(server.url, o, {
          count: NUMBERS_PER_OWNER,
          firstIndex: (i + j) * NUMBERS_PER_OWNER,
          connect: true,
        }),
      );
      numbers.push(...(await Promise.all(batch)).flat());
    }
    // PGlite is the server's alone while it runs: there the messages are read back through it.
    const reader = target.kind === 'postgres' ? target.open() : undefined;
    const endToEnd = await measureEndToEnd(server, {
      numbers,
      rate: RATE,
      seconds: options.seconds,
      warmUpSeconds: warm.seconds,
      read: reader ? readFromDatabase(reader) : readThroughApi(server),
    }).finally(() => reader?.close());
    return {
      accept: {
        ours: acceptOurs,
        bare: acceptBare,
        ratio:
          Math.round((acceptOurs.requestsPerSecond / acceptBare.requestsPerSecond) * 100) / 100,
      },
      endToEnd,
    };
  });
};
