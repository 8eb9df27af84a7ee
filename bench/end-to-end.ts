import { setTimeout as sleep } from 'node:timers/promises';
import type { TestNumber } from './messaging-fixtures.ts';
import { recipient } from './messaging-fixtures.ts';
import type { RunningServer } from './server-process.ts';

export type EndToEndResult = {
  numbers: number;
  rate: number;
  /** Messages sent by the load generator, and how many were not accepted (202). */
  messages: number;
  refused: number;
  /** Achieved accept rate: requests answered a second over the sending window. */
  acceptedPerSecond: number;
  acceptP50Ms: number;
  acceptP99Ms: number;
  /** sent_at - created_at of every accepted message, as GET /api/v1/messages/{id} reports them. */
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
const READ_CONCURRENCY = 8;

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

type Accepted = { id: string; token: string };
type Read = { status: string; created_at: string; sent_at?: string };

/**
 * Messages at a fixed rate (open loop: the next one leaves on schedule whether or not the last
 * was answered), spread round-robin over the numbers; then each message is read back through the
 * API until it is sent, and its time from accept to sent is what the server recorded.
 */
export const measureEndToEnd = async (
  server: RunningServer,
  options: { numbers: TestNumber[]; rate: number; seconds: number },
): Promise<EndToEndResult> => {
  const total = options.rate * options.seconds;
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
  for (let n = 0; n < total; n++) {
    const due = started + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(sendOne(n));
    if (n % options.rate === 0) peakRss = Math.max(peakRss ?? 0, server.rssMb() ?? 0);
  }
  await Promise.all(inFlight);
  const windowS = (performance.now() - started) / 1000;

  const sentMs: number[] = [];
  let pending = accepted;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (pending.length > 0 && Date.now() < deadline) {
    await sleep(500);
    peakRss = Math.max(peakRss ?? 0, server.rssMb() ?? 0);
    const still: Accepted[] = [];
    for (let i = 0; i < pending.length; i += READ_CONCURRENCY) {
      await Promise.all(
        pending.slice(i, i + READ_CONCURRENCY).map(async (message) => {
          const response = await fetch(`${server.url}/api/v1/messages/${message.id}`, {
            headers: { authorization: `Bearer ${message.token}` },
          });
          const read = (await response.json()) as Read;
          if (read.sent_at) {
            sentMs.push(Date.parse(read.sent_at) - Date.parse(read.created_at));
          } else if (read.status === 'queued') still.push(message);
        }),
      );
    }
    pending = still;
  }
  sentMs.sort((a, b) => a - b);
  acceptTimes.sort((a, b) => a - b);
  return {
    numbers: options.numbers.length,
    rate: options.rate,
    messages: total,
    refused,
    acceptedPerSecond: Math.round(total / windowS),
    acceptP50Ms: percentile(acceptTimes, 50),
    acceptP99Ms: percentile(acceptTimes, 99),
    sentP50Ms: percentile(sentMs, 50),
    sentP95Ms: percentile(sentMs, 95),
    sentP99Ms: percentile(sentMs, 99),
    sentMaxMs: percentile(sentMs, 100),
    unsent: accepted.length - sentMs.length,
    maxRssMb: peakRss,
  };
};
