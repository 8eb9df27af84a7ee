import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '@balasin/api';
import { schema } from '@balasin/db';
import type { Target } from './database.ts';
import { signIn } from './measure.ts';
import { addTestNumbers } from './messaging-fixtures.ts';
import { startServer } from './server-process.ts';

export type FanoutResult = {
  subscribers: number;
  messages: number;
  deliveries: number;
  missed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each timed message's accept: the inbound POST's round trip, committed when it answers. */
  acceptMs: number[];
  /** Each timed message's first event at any subscriber, from just before its POST. */
  firstMs: number[];
  /** From a message's first subscriber's event to each one's: the fan-out alone. */
  spreadP99Ms: number;
};

const PASSWORD = 'bench-fanout-password';
const MESSAGES = 5;
/**
 * Untimed messages first: a server just started answers its first messages slowly (code not yet
 * compiled, and each of the pool's connections prepares its statements on first use), which a
 * running server has long done. One was not enough: the first timed message still took twice
 * as long as the rest, with one subscriber as with 1,000.
 */
const WARM_UP = 4;
const SIGN_IN_CONCURRENCY = 8;
const EVENT_TIMEOUT_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** One business whose owner and `count - 1` agents each hold a session (inserted directly). */
const seedTeam = async (target: Target, count: number) => {
  await target.reset();
  const handle = target.open();
  try {
    await handle.migrate();
    const db = handle.db;
    const passwordHash = await hashPassword(PASSWORD);
    const people = await db
      .insert(schema.users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `fanout.${i}@bench.balasin.test`,
          name: `Anggota ${i}`,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const [owner] = people;
    if (!owner) throw new Error('no owner seeded');
    const [business] = await db
      .insert(schema.businesses)
      .values({ ownerId: owner.id, name: 'Toko Ramai' })
      .returning({ id: schema.businesses.id });
    if (!business) throw new Error('no business seeded');
    await db.insert(schema.memberships).values(
      people.map((person, i) => ({
        businessId: business.id,
        userId: person.id,
        role: i === 0 ? ('owner' as const) : ('agent' as const),
      })),
    );
    return people.map((person) => ({ email: person.email, password: PASSWORD }));
  } finally {
    await handle.close();
  }
};

/**
 * An open `conversations.events` stream: calls `onEvent` with each conversation event's data.
 * Read with node:http, not fetch: the 1,000 clients run on the server's two cores, and fetch's
 * web streams cost them several times what the server spends writing (the clients are browsers
 * on other machines in real life, so what they cost here is the bench's, not the server's).
 */
const subscribe = (
  url: string,
  cookie: string,
  signal: AbortSignal,
  onEvent: (data: { conversationId: string; change: string }) => void,
) =>
  new Promise<void>((resolve, reject) => {
    const input = encodeURIComponent(JSON.stringify({ presence: false }));
    const request = http.get(
      `${url}/trpc/conversations.events?input=${input}`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false, signal },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream refused: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        // The stream is open once its first bytes (tRPC's "connected") arrive.
        response.once('data', () => resolve());
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const line = block.split('\n').find((l) => l.startsWith('data: '));
            if (!line) continue;
            try {
              const parsed = JSON.parse(line.slice(6)) as {
                conversationId?: string;
                change?: string;
              };
              if (parsed.conversationId && parsed.change) {
                onEvent(parsed as { conversationId: string; change: string });
              }
            } catch {
              // Not an event (a ping, the connected notice).
            }
          }
        });
        // Aborted at the end of the run.
        response.on('error', () => {});
      },
    );
    request.on('error', (error) => {
      if (!signal.aborted) reject(error);
    });
  });

/**
 * The inbox's live fan-out: `subscribers` members of one business each hold an open
 * `conversations.events` stream (SSE over real HTTP connections, as open tabs do) on one server;
 * a customer's message is accepted (the sandbox's inbound POST, as WhatsApp delivering it) and
 * every stream's first `message` event about it is timed from just before that POST.
 */
export const runInboxFanoutBench = async (
  target: Target,
  subscribers: number,
): Promise<FanoutResult> => {
  const people = await seedTeam(target, subscribers);
  const server = await startServer('ours', target.env);
  const abort = new AbortController();
  try {
    const [owner] = people;
    if (!owner) throw new Error('no owner');
    const [number] = await addTestNumbers(server.url, owner, {
      count: 1,
      firstIndex: 0,
      connect: true,
    });
    if (!number) throw new Error('no number');
    const ownerCookie = await signIn(server.url, owner);
    const cookies: string[] = [];
    for (let i = 0; i < people.length; i += SIGN_IN_CONCURRENCY) {
      const batch = people.slice(i, i + SIGN_IN_CONCURRENCY);
      cookies.push(...(await Promise.all(batch.map((p) => signIn(server.url, p)))));
    }
    const waiting = new Map<number, { sentAt: number; heard: Set<number>; arrivals: number[] }>();
    const latencies: number[] = [];
    const spreads: number[] = [];
    const acceptMs: number[] = [];
    const firstMs: number[] = [];
    let turn = -1;
    await Promise.all(
      cookies.map((cookie, index) =>
        subscribe(server.url, cookie, abort.signal, (event) => {
          const current = waiting.get(turn);
          if (!current || event.change !== 'message' || current.heard.has(index)) return;
          current.heard.add(index);
          const at = performance.now();
          current.arrivals.push(at);
          latencies.push(at - current.sentAt);
        }),
      ),
    );
    let missed = 0;
    // The WARM_UP messages (turns up to 0) are not timed, as the other benches warm up before
    // they measure.
    for (let m = 1 - WARM_UP; m <= MESSAGES; m++) {
      turn = m;
      const current = {
        sentAt: performance.now(),
        heard: new Set<number>(),
        arrivals: [] as number[],
      };
      if (m > 0) waiting.set(m, current);
      const sent = await fetch(`${server.url}/api/whatsapp-numbers/${number.id}/sandbox/inbound`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: `+6281399${String(m + WARM_UP).padStart(6, '0')}`,
          text: `Halo ${m}`,
        }),
      });
      if (sent.status !== 202) throw new Error(`inbound refused: ${sent.status}`);
      if (m > 0) acceptMs.push(round(performance.now() - current.sentAt));
      if (m <= 0) {
        await new Promise((wait) => setTimeout(wait, 1000));
        continue;
      }
      const deadline = performance.now() + EVENT_TIMEOUT_MS;
      while (current.heard.size < cookies.length && performance.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 5));
      }
      missed += cookies.length - current.heard.size;
      const first = current.arrivals[0];
      if (first !== undefined) {
        firstMs.push(round(first - current.sentAt));
        spreads.push(...current.arrivals.map((at) => at - first));
      }
      // The delivery's status events settle before the next message is timed.
      await new Promise((wait) => setTimeout(wait, 500));
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      subscribers,
      messages: MESSAGES,
      deliveries: sorted.length,
      missed,
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted.at(-1) ?? Number.NaN),
      acceptMs,
      firstMs,
      spreadP99Ms: round(
        percentile(
          spreads.sort((a, b) => a - b),
          99,
        ),
      ),
    };
  } finally {
    abort.abort();
    await server.stop();
  }
};

export const formatFanout = (kind: string, result: FanoutResult) =>
  [
    `Inbox live fan-out (${kind}): ${result.subscribers} open SSE subscribers of one business, ${result.messages} customer messages`,
    `  accepted -> each subscriber's event: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (goal < 200 ms), max ${result.maxMs} ms`,
    `  per message: accepted (the inbound POST's round trip) ${result.acceptMs.join(', ')} ms; first event anywhere ${result.firstMs.join(', ')} ms`,
    `  fan-out alone (a message's first subscriber's event to each one's): p99 ${result.spreadP99Ms} ms`,
    `  ${result.deliveries} events received, ${result.missed} missed (none expected)`,
  ].join('\n');
