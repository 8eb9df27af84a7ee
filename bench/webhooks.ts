import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import type { Target } from './database.ts';
import type { WebhookProcessResult } from './webhooks-process.ts';

type Phase = {
  events: number;
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

export type WebhookBenchResult = {
  rate: number;
  seconds: number;
  paced: Phase & { emitLagMaxMs: number };
  backlog: Phase & { emitMs: number };
  duplicates: number;
  badSignatures: number;
};

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

/**
 * Webhook deliveries to a local receiver: the worker and the emitter in a process of their own
 * (webhooks-process.ts), the receiver here, verifying every signature with the `standardwebhooks`
 * package as a third party would. Latency is from the event's timestamp (when it was emitted) to
 * its arrival; each event counts once whatever the retries. The backlog's rate runs from the
 * worker's start to the last arrival.
 */
export const runWebhookBench = async (
  target: Target,
  options: { rate: number; seconds: number; backlog: number },
) => {
  await target.reset();
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const verifier = new Webhook(secret);
  const seen = new Set<string>();
  const arrivals: { phase: 'paced' | 'backlog'; latencyMs: number; at: number }[] = [];
  let phase: 'paced' | 'backlog' = 'paced';
  let duplicates = 0;
  let badSignatures = 0;

  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      try {
        const event = verifier.verify(body, {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        }) as { timestamp: string };
        const id = String(request.headers['webhook-id']);
        if (seen.has(id)) duplicates += 1;
        else {
          seen.add(id);
          const now = Date.now();
          arrivals.push({ phase, latencyMs: now - Date.parse(event.timestamp), at: now });
        }
        response.writeHead(204).end();
      } catch {
        badSignatures += 1;
        response.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;

  const child = fork(fileURLToPath(new URL('./webhooks-process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...target.env,
      WEBHOOK_RECEIVER_URL: `http://127.0.0.1:${port}/hooks`,
      WEBHOOK_SECRET: secret,
      WEBHOOK_RATE: String(options.rate),
      WEBHOOK_SECONDS: String(options.seconds),
      WEBHOOK_BACKLOG: String(options.backlog),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = Date.now();
  let backlogStarted = 0;
  try {
    const result = await new Promise<WebhookProcessResult>((resolve, reject) => {
      child.on('message', (message: { phase: string; result?: WebhookProcessResult }) => {
        if (message.phase === 'backlog') {
          phase = 'backlog';
          backlogStarted = Date.now();
        }
        if (message.phase === 'done' && message.result) resolve(message.result);
      });
      child.once('exit', (code) =>
        reject(new Error(`webhook bench exited (${code}) without a result`)),
      );
    });
    const summarise = (name: 'paced' | 'backlog', from: number): Phase => {
      const mine = arrivals.filter((a) => a.phase === name);
      const latencies = mine.map((a) => a.latencyMs).sort((a, b) => a - b);
      const last = Math.max(...mine.map((a) => a.at));
      return {
        events: mine.length,
        deliveriesPerSecond: Math.round((mine.length * 1000) / Math.max(1, last - from)),
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        maxMs: percentile(latencies, 1),
      };
    };
    const bench: WebhookBenchResult = {
      rate: options.rate,
      seconds: options.seconds,
      paced: { ...summarise('paced', started), emitLagMaxMs: result.paced.emitLagMaxMs },
      backlog: { ...summarise('backlog', backlogStarted), emitMs: result.backlog.emitMs },
      duplicates,
      badSignatures,
    };
    return bench;
  } finally {
    child.kill();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
};

export const formatWebhooks = (kind: string, r: WebhookBenchResult) =>
  [
    `Webhook deliveries (${kind}), one endpoint, 100 conversations, a local receiver verifying signatures:`,
    `  paced at ${r.rate}/s for ${r.seconds} s: ${r.paced.events} delivered, ${r.paced.deliveriesPerSecond}/s, latency p50 ${r.paced.p50Ms} ms, p99 ${r.paced.p99Ms} ms, max ${r.paced.maxMs} ms (emitter fell behind by up to ${r.paced.emitLagMaxMs} ms)`,
    `  backlog of ${r.backlog.events} queued with the worker stopped (in ${r.backlog.emitMs} ms), then drained: ${r.backlog.deliveriesPerSecond} deliveries/s`,
    `  duplicates ${r.duplicates}, bad signatures ${r.badSignatures}`,
  ].join('\n');
