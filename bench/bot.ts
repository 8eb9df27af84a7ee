import { performance } from 'node:perf_hooks';
import { answerQuestion, type JobsPort, QUEUES } from '@balasin/api';
import { createFaq, type Db, saveBotSettings, schema } from '@balasin/db';
import { MEDIA_LIMITS } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createMessagePipeline } from '../apps/server/src/engine/pipeline.ts';
import { registerAiReplyWorker } from '../apps/server/src/jobs/ai-reply.ts';
import { startJobs } from '../apps/server/src/jobs/boss.ts';
import { createInboundMedia } from '../apps/server/src/media/inbound-media.ts';
import { createMemoryMediaStore } from '../apps/server/src/media/memory-media-store.ts';
import type { Target } from './database.ts';
import { seedOwners } from './messaging-fixtures.ts';

export type BotBenchOptions = { chunks: number; messages: number };

export type BotBenchResult = {
  chunks: number;
  messages: number;
  seedSeconds: number;
  /** From the inbound message handed to the pipeline to the bot's reply queued for sending. */
  inboundToQueued: { p50: number; p95: number; max: number };
  /** answerQuestion alone (retrieval-only), the part of the above that grows with the knowledge. */
  retrieval: { p50: number; p95: number; max: number };
  /** The same path step by step (each message's steps add up to its inbound-to-queued time). */
  steps: Record<Step, { p50: number; p95: number; max: number }>;
};

const STEPS = ['pipeline', 'pickUp', 'botTurn', 'replyTransaction'] as const;
type Step = (typeof STEPS)[number];
const STEP_NAMES: Record<Step, string> = {
  pipeline: 'pipeline call (its transaction, the job queued)',
  pickUp: 'ai-reply pick-up (commit -> the turn starts)',
  botTurn: "bot's checks + answerQuestion",
  replyTransaction: "reply's transaction up to its send job",
};

const PRODUCTS = [
  'batik tulis',
  'batik cap',
  'kemeja batik',
  'kain tenun',
  'sarung songket',
  'tas anyaman',
  'sandal kulit',
  'kopi gayo',
  'keripik tempe',
  'sambal roa',
];
const TOPICS = [
  ['Berapa harga {p} ukuran {n}?', 'Harga {p} ukuran {n} Rp{price}.000, belum termasuk ongkir.'],
  ['Apakah {p} seri {n} ready stok?', '{p} seri {n} ready, dikirim H+1 setelah pembayaran.'],
  ['Bahan {p} seri {n} apa?', '{p} seri {n} memakai bahan katun primisima pilihan.'],
  [
    'Cara merawat {p} seri {n}?',
    'Cuci {p} seri {n} dengan tangan, jangan diperas, jemur di tempat teduh.',
  ],
  ['Bisa retur {p} seri {n}?', 'Retur {p} seri {n} bisa dalam 7 hari bila label masih terpasang.'],
];

/** How customers really write: shorthand, typos, no punctuation; some the base cannot answer. */
const QUESTIONS = [
  'brp harga batik tulis ukuran 12 kak',
  'kemeja batik seri 7 ready gak?',
  'bahan kain tenun seri 3 apa ya',
  'gmn cara rawat tas anyaman seri 20',
  'bs retur sandal kulit seri 41?',
  'kopi gayo ukuran 5 brp',
  'ada promo 12.12 gak kak?',
  'bisa bayar pakai paylater?',
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
};

/** A business with `chunks` FAQ passages (one each), written as a shop's FAQ would be. */
const seedKnowledge = async (db: Db, businessId: string, chunks: number) => {
  const now = new Date();
  for (let i = 0; i < chunks; i++) {
    const [question, answer] = TOPICS[i % TOPICS.length] as [string, string];
    const product = PRODUCTS[Math.floor(i / TOPICS.length) % PRODUCTS.length] ?? '';
    const n = String(Math.floor(i / (TOPICS.length * PRODUCTS.length)) + 1);
    const fill = (text: string) =>
      text
        .replaceAll('{p}', product)
        .replaceAll('{n}', n)
        .replaceAll('{price}', String(100 + (i % 400)));
    await createFaq(db, {
      businessId,
      question: fill(question),
      answer: fill(answer),
      alternatives: [],
      now,
    });
  }
};

/**
 * The bot's speed at the size: customers write to a number whose business has 5,000
 * knowledge chunks; each message goes through the real pipeline (stored, its ai-reply job queued
 * in the same transaction), the real ai-reply worker picks it up (pg-boss, woken by NOTIFY after
 * the commit), answers retrieval-only and queues the reply. Measured one message at a time (the
 * next starts when a turn is over), from the pipeline call to the moment the reply's send job is
 * queued.
 */
export const runBotBench = async (
  target: Target,
  options: BotBenchOptions,
): Promise<BotBenchResult> => {
  await target.reset();
  const handle = target.open();
  const log = pino({ level: 'silent' });
  await handle.migrate();
  const jobs = await startJobs({ handle, log, runWorkers: true });
  try {
    await seedOwners(handle.db, 1);
    const [business] = await handle.db.select({ id: schema.businesses.id }).from(schema.businesses);
    if (!business) throw new Error('no business seeded');
    const [number] = await handle.db
      .insert(schema.whatsappNumbers)
      .values({ businessId: business.id, number: '+6281900000001', name: 'Bench bot', test: true })
      .returning({ id: schema.whatsappNumbers.id });
    if (!number) throw new Error('no number added');
    await saveBotSettings(handle.db, {
      numberId: number.id,
      businessId: business.id,
      changes: { enabled: true },
      now: new Date(),
    });
    const seedStart = performance.now();
    await seedKnowledge(handle.db, business.id, options.chunks);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // Statistics, as autovacuum keeps them on a database whose knowledge grew over time (and as
    // the knowledge bench has them). Without them PostgreSQL plans for empty tables: the
    // unknown-word check then read all 5,000 passages, running to_tsquery for each, for every
    // word no passage has (40 to 90 ms a question), and that was the tail of this bench.
    await handle.db.execute(sql`analyze`);

    let replyQueued: (() => void) | undefined;
    let turnEnded: (() => void) | undefined;
    // Marks for the steps: the bot's first look at its clock (the turn has started: it reads the
    // message with the time its subscription check needs) and its first transaction (the reply
    // is being written), per message. Prepared statements run on the handle they were built on,
    // so a first use of the handle would come later than the turn's first query.
    let turnStartedAt: number | undefined;
    let replyStartedAt: number | undefined;
    const botNow = () => {
      turnStartedAt ??= performance.now();
      return new Date();
    };
    const botDb = new Proxy(handle.db, {
      get: (target, property, receiver) => {
        if (property === 'transaction') replyStartedAt ??= performance.now();
        return Reflect.get(target, property, receiver);
      },
    });
    const port: JobsPort = {
      send: async (tx, queue, data, jobOptions) => {
        await jobs.port.send(tx, queue, data, jobOptions);
        if (queue === QUEUES.sendMessage) replyQueued?.();
      },
      wake: async (queue, hint) => {
        await jobs.port.wake(queue, hint);
        // The turn's last step (after its hand-off, if any): the next message may start.
        if (queue === QUEUES.sendMessage) turnEnded?.();
      },
    };
    const now = () => new Date();
    const pipeline = createMessagePipeline({
      db: handle.db,
      now,
      jobs: port,
      media: createInboundMedia({
        store: createMemoryMediaStore(),
        maxBytes: MEDIA_LIMITS.maxBytesDefault,
        log,
      }),
    });
    await registerAiReplyWorker({
      boss: jobs.boss,
      log,
      listen: handle.listen,
      bot: {
        db: botDb,
        jobs: port,
        now: botNow,
        llm: null,
        appUrl: 'http://localhost',
        onEmailQueued: () => {},
      },
    });

    const warmup = 10;
    const endToEnd: number[] = [];
    const steps = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<
      Step,
      number[]
    >;
    for (let i = 0; i < options.messages + warmup; i++) {
      const queued = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no reply to message ${i} in 30 s`)),
          30_000,
        );
        replyQueued = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      const ended = new Promise<void>((resolve) => {
        turnEnded = resolve;
      });
      turnStartedAt = undefined;
      replyStartedAt = undefined;
      const start = performance.now();
      await pipeline.received(
        { id: number.id, businessId: business.id },
        {
          externalId: `BENCHIN${i}`,
          // One customer each: every message is a bot turn of its own (no loop guard, no hand-off).
          from: { phone: `62813${String(i).padStart(8, '0')}` },
          chat: 'direct',
          kind: 'message',
          fromMe: false,
          type: 'text',
          text: QUESTIONS[i % QUESTIONS.length] ?? '',
          timestamp: new Date(),
        },
      );
      const committed = performance.now();
      await queued;
      const end = performance.now();
      // Untimed: a turn's work after its reply is queued (a hand-off's assignment) would
      // otherwise overlap the next message and its marks.
      await ended;
      if (i < warmup) continue;
      endToEnd.push(end - start);
      const turnStart = turnStartedAt ?? committed;
      const replyStart = replyStartedAt ?? end;
      steps.pipeline.push(committed - start);
      steps.pickUp.push(turnStart - committed);
      steps.botTurn.push(replyStart - turnStart);
      steps.replyTransaction.push(end - replyStart);
    }

    const retrieval: number[] = [];
    for (let i = 0; i < options.messages; i++) {
      const start = performance.now();
      await answerQuestion(
        { db: handle.db, llm: null, now },
        { businessId: business.id, question: QUESTIONS[i % QUESTIONS.length] ?? '' },
      );
      retrieval.push(performance.now() - start);
    }
    return {
      chunks: options.chunks,
      messages: options.messages,
      seedSeconds,
      inboundToQueued: summary(endToEnd),
      retrieval: summary(retrieval),
      steps: Object.fromEntries(STEPS.map((step) => [step, summary(steps[step])])) as Record<
        Step,
        { p50: number; p95: number; max: number }
      >,
    };
  } finally {
    await jobs.stop();
    await handle.close();
  }
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

export const formatBot = (kind: string, result: BotBenchResult) =>
  [
    `Bot (${kind}): ${result.messages} customer messages, ${result.chunks.toLocaleString('en')} knowledge chunks (seeded in ${result.seedSeconds.toFixed(0)} s), retrieval-only`,
    `  inbound message -> bot reply queued: p50 ${ms(result.inboundToQueued.p50)}, p95 ${ms(result.inboundToQueued.p95)} (goal < 50 ms), max ${ms(result.inboundToQueued.max)}`,
    `  answerQuestion alone:                p50 ${ms(result.retrieval.p50)}, p95 ${ms(result.retrieval.p95)}, max ${ms(result.retrieval.max)}`,
    ...STEPS.map(
      (step) =>
        `    ${STEP_NAMES[step].padEnd(50)} p50 ${ms(result.steps[step].p50)}, p95 ${ms(result.steps[step].p95)}, max ${ms(result.steps[step].max)}`,
    ),
  ].join('\n');
