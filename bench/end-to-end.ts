import { setTimeout as sleep } from 'node:timers/promises';
import type { DbHandle } from '@balasin/db';
import { sql } from 'drizzle-orm';
import type { TestNumber } from './messaging-fixtures.ts';
import { recipient } from './messaging-fixtures.ts';
import type { RunningServer } from './server-process.ts';

export type EndToEndResult = {
  numbers: number;
  rate: number;
  /** Untimed messages at the same rate before the timed ones, all sent before those start. */
  warmUpMessages: number;
  /** The warm-up's own accept to sent p99 and max: what a freshly started server's first seconds give. */
  warmUpSentP99Ms: number;
  warmUpSentMaxMs: number;
  /** Messages sent by the load generator, and how many were not accepted (202). */
  messages: number;
  refused: number;
  /** Achieved accept rate: requests answered a second over the sending window. */
  acceptedPerSecond: number;
  acceptP50Ms: number;
  acceptP99Ms: number;
  /** sent_at - created_at of every accepted message, as the server recorded them. */
  sentP50Ms: number;
  sentP95Ms: number;
  sentP99Ms: number;
  sentMaxMs: number;
  /** Still queued (or failed) when the bench stopped waiting. */
  unsent: number;
  maxRssMb: number | null;
};

/** Recipients per number: a few conversations each, well under the daily first-contact cap. */
const RECIPIENTS_PER_NUMBER = 5;
const SETTLE_TIMEOUT_MS = 60_000;
const SETTLE_POLL_MS = 250;
const READ_CONCURRENCY = 8;

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

type Accepted = { id: string; token: string };
/** A message as the server recorded it: times in epoch milliseconds. */
type Recorded = { id: string; status: string; createdMs: number; sentMs: number | null };

/** Reads the accepted messages' status and times; reads only, after the load has been sent. */
export type ReadMessages = (messages: Accepted[]) => Promise<Recorded[]>;

/**
 * On PostgreSQL, straight from the database, one statement per look: reading back through the
 * server would put load on the server whose sends are being timed.
 */
export const readFromDatabase =
  (handle: DbHandle): ReadMessages =>
  async (accepted) => {
    if (accepted.length === 0) return [];
    const result = await handle.db.execute(sql`
      select id, status, (extract(epoch from created_at) * 1000)::float8 as created_ms,
        (extract(epoch from sent_at) * 1000)::float8 as sent_ms
      from messages where id = any(${`{${accepted.map((m) => m.id).join(',')}}`}::uuid[])`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      id: string;
      status: string;
      created_ms: number;
      sent_ms: number | null;
    }[];
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdMs: Number(row.created_ms),
      sentMs: row.sent_ms === null ? null : Number(row.sent_ms),
    }));
  };

/**
 * On PGlite the server holds the database alone: each message through
 * `GET /api/v1/messages/{id}`, a few at a time.
 */
export const readThroughApi =
  (server: RunningServer): ReadMessages =>
  async (accepted) => {
    const read: Recorded[] = [];
    for (let i = 0; i < accepted.length; i += READ_CONCURRENCY) {
      await Promise.all(
        accepted.slice(i, i + READ_CONCURRENCY).map(async (message) => {
          const response = await fetch(`${server.url}/api/v1/messages/${message.id}`, {
            headers: { authorization: `Bearer ${message.token}` },
          });
          const body = (await response.json()) as {
            status: string;
            created_at: string;
            sent_at?: string;
          };
          read.push({
            id: message.id,
            status: body.status,
            createdMs: Date.parse(body.created_at),
            sentMs: body.sent_at ? Date.parse(body.sent_at) : null,
          });
        }),
      );
    }
    return read;
  };

/**
 * Messages at a fixed rate (open loop: the next one leaves on schedule whether or not the last
 * was answered), spread round-robin over the numbers. `first` numbers the messages on from an
 * earlier phase, so each phase continues the same rotation of recipients.
 */
const sendAtRate = async (
  server: RunningServer,
  options: { numbers: TestNumber[]; rate: number; total: number; first: number },
) => {
  const intervalMs = 1000 / options.rate;
  const accepted: Accepted[] = [];
  const acceptTimes: number[] = [];
  let refused = 0;
  let peakRss = server.rssMb();

  const sendOne = async (n: number) => {
    const numberIndex = n % options.numbers.length;
    const number = options.numbers[numberIndex];
    if (!number) return;
    const round = Math.floor(n / options.numbers.length);
    const t0 = performance.now();
    try {
      const response = await fetch(`${server.url}/api/v1/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${number.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          to: recipient(numberIndex * RECIPIENTS_PER_NUMBER + (round % RECIPIENTS_PER_NUMBER)),
          type: 'text',
          text: { body: `Pesanan ${n} sudah dikirim.` },
        }),
      });
      const body = (await response.json()) as { id?: string };
      acceptTimes.push(performance.now() - t0);
      if (response.status === 202 && body.id) accepted.push({ id: body.id, token: number.token });
      else refused++;
    } catch {
      refused++;
    }
  };

  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < options.total; i++) {
    const due = started + i * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(sendOne(options.first + i));
    if (i % options.rate === 0) peakRss = Math.max(peakRss ?? 0, server.rssMb() ?? 0);
  }
  await Promise.all(inFlight);
  const windowS = (performance.now() - started) / 1000;
  return { accepted, acceptTimes, refused, windowS, peakRss };
};

/** Accept to sent of each message that was sent, shortest first. */
const sentTimes = (recorded: Recorded[]) =>
  recorded
    .filter((m) => m.sentMs !== null)
    .map((m) => (m.sentMs as number) - m.createdMs)
    .sort((a, b) => a - b);

/** Waits (looking every quarter second) until no accepted message is still queued. */
const settled = async (read: ReadMessages, accepted: Accepted[], server: RunningServer) => {
  let peakRss = server.rssMb();
  let pending = accepted;
  const done: Recorded[] = [];
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (pending.length > 0 && Date.now() < deadline) {
    await sleep(SETTLE_POLL_MS);
    peakRss = Math.max(peakRss ?? 0, server.rssMb() ?? 0);
    const byId = new Map((await read(pending)).map((m) => [m.id, m]));
    const still: Accepted[] = [];
    for (const message of pending) {
      const recorded = byId.get(message.id);
      if (recorded && recorded.status !== 'queued') done.push(recorded);
      else still.push(message);
    }
    pending = still;
  }
  return { done, peakRss };
};

/**
 * A warm-up at the same rate, untimed, as the other benches do (a freshly started server's first
 * seconds are V8 compiling and pools preparing statements, and each recipient's first message
 * opens its conversation), waited out until every warm-up message is sent; then the timed
 * messages. Each accepted message's time from accept to sent is what the server recorded
 * (`sent_at - created_at`), read once the load has been sent (`read`).
 */
export const measureEndToEnd = async (
  server: RunningServer,
  options: {
    numbers: TestNumber[];
    rate: number;
    seconds: number;
    warmUpSeconds: number;
    read: ReadMessages;
  },
): Promise<EndToEndResult> => {
  const warmUpTotal = options.rate * options.warmUpSeconds;
  const warmUp = await sendAtRate(server, { ...options, total: warmUpTotal, first: 0 });
  const warmedUp = await settled(options.read, warmUp.accepted, server);

  const total = options.rate * options.seconds;
  const timed = await sendAtRate(server, { ...options, total, first: warmUpTotal });
  const { done, peakRss } = await settled(options.read, timed.accepted, server);

  const sentMs = sentTimes(done);
  const warmUpSentMs = sentTimes(warmedUp.done);
  const acceptTimes = timed.acceptTimes.sort((a, b) => a - b);
  return {
    numbers: options.numbers.length,
    rate: options.rate,
    warmUpMessages: warmUpTotal,
    warmUpSentP99Ms: percentile(warmUpSentMs, 99),
    warmUpSentMaxMs: percentile(warmUpSentMs, 100),
    messages: total,
    refused: timed.refused,
    acceptedPerSecond: Math.round(total / timed.windowS),
    acceptP50Ms: percentile(acceptTimes, 50),
    acceptP99Ms: percentile(acceptTimes, 99),
    sentP50Ms: percentile(sentMs, 50),
    sentP95Ms: percentile(sentMs, 95),
    sentP99Ms: percentile(sentMs, 99),
    sentMaxMs: percentile(sentMs, 100),
    unsent: timed.accepted.length - sentMs.length,
    maxRssMb: Math.max(warmUp.peakRss ?? 0, timed.peakRss ?? 0, peakRss ?? 0) || null,
  };
};
