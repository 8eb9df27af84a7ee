import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { formatBot, runBotBench } from './bot.ts';
import { pgliteTarget, postgresTarget, type Target } from './database.ts';
import { formatEngine, runEngineBench } from './engine.ts';
import { formatInbox, runInboxBench } from './inbox.ts';
import { formatFanout, runInboxFanoutBench } from './inbox-fanout.ts';
import { formatKnowledge, runKnowledgeBench } from './knowledge.ts';
import { runMessagingBench } from './messaging.ts';
import { formatMessaging } from './messaging-report.ts';
import { formatSuite } from './report.ts';
import { runSuite } from './suite.ts';
import { formatWebhooks, runWebhookBench } from './webhooks.ts';

const usage = `Usage: npm run bench -- [--only pglite|postgres] [--small N] [--large N] [--seconds S]
                       [--engine N] [--webhook-rate N] [--webhook-seconds S] [--webhook-backlog N]
                       [--knowledge-chunks N] [--bot-chunks N] [--bot-messages N]
                       [--inbox-conversations N] [--fanout-subscribers N]
                       [--parts http,engine,messaging,webhooks,knowledge,bot,inbox,fanout]
  PGlite always; PostgreSQL too when DATABASE_URL names a database whose name contains "bench"
  (it is dropped and recreated), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/balasin_bench`;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    small: { type: 'string', default: '10000' },
    large: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    engine: { type: 'string', default: '500' },
    'webhook-rate': { type: 'string', default: '500' },
    'webhook-seconds': { type: 'string', default: '10' },
    'webhook-backlog': { type: 'string', default: '5000' },
    'knowledge-chunks': { type: 'string', default: '5000' },
    parts: {
      type: 'string',
      default: 'http,engine,messaging,webhooks,knowledge,bot,inbox,fanout',
    },
    'fanout-subscribers': { type: 'string', default: '1000' },
    'inbox-conversations': { type: 'string', default: '100000' },
    'bot-chunks': { type: 'string', default: '5000' },
    'bot-messages': { type: 'string', default: '200' },
    help: { type: 'boolean', default: false },
  },
});
const options = {
  small: Number(values.small),
  large: Number(values.large),
  seconds: Number(values.seconds),
  engine: Number(values.engine),
  webhookRate: Number(values['webhook-rate']),
  webhookSeconds: Number(values['webhook-seconds']),
  webhookBacklog: Number(values['webhook-backlog']),
  knowledgeChunks: Number(values['knowledge-chunks']),
  botChunks: Number(values['bot-chunks']),
  botMessages: Number(values['bot-messages']),
  inboxConversations: Number(values['inbox-conversations']),
  fanoutSubscribers: Number(values['fanout-subscribers']),
};
const parts = new Set((values.parts ?? '').split(','));
const valid =
  Object.values(options).every((n) => Number.isSafeInteger(n) && n > 0) &&
  options.large > options.small &&
  [undefined, 'pglite', 'postgres'].includes(values.only) &&
  [...parts].every((part) =>
    ['http', 'engine', 'messaging', 'webhooks', 'knowledge', 'bot', 'inbox', 'fanout'].includes(
      part,
    ),
  );
if (values.help || !valid) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const targets: Target[] = [];
if (values.only !== 'pglite') {
  if (process.env.DATABASE_URL) targets.push(postgresTarget(process.env.DATABASE_URL));
  else {
    console.log(
      'PostgreSQL: skipped, DATABASE_URL is not set. The bench starts no database; to include it,\n' +
        'point DATABASE_URL at a server and a database name containing "bench" (created if missing,\n' +
        'wiped on every run), e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/balasin_bench npm run bench',
    );
  }
}
if (values.only !== 'postgres') targets.push(pgliteTarget());

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const machine = {
  cores: availableParallelism(),
  node: process.version,
  platform: process.platform,
};
console.log(
  `Machine: ${machine.cores} cores, Node ${machine.node}. Figures vary with load: run on a quiet machine.`,
);

const reports: string[] = [];
for (const target of targets) {
  try {
    const result = parts.has('http') ? await runSuite(target, options) : undefined;
    const engine = parts.has('engine') ? await runEngineBench(target, options.engine) : undefined;
    const messaging = parts.has('messaging')
      ? await runMessagingBench(target, { seconds: options.seconds })
      : undefined;
    const webhooks = parts.has('webhooks')
      ? await runWebhookBench(target, {
          rate: options.webhookRate,
          seconds: options.webhookSeconds,
          backlog: options.webhookBacklog,
        })
      : undefined;
    const knowledge = parts.has('knowledge')
      ? await runKnowledgeBench(target, options.knowledgeChunks)
      : undefined;
    const bot = parts.has('bot')
      ? await runBotBench(target, { chunks: options.botChunks, messages: options.botMessages })
      : undefined;
    const inbox = parts.has('inbox')
      ? await runInboxBench(target, options.inboxConversations)
      : undefined;
    const fanout = parts.has('fanout')
      ? await runInboxFanoutBench(target, options.fanoutSubscribers)
      : undefined;
    const file = new URL(`${stamp}-${target.kind}.json`, resultsDir);
    writeFileSync(
      file,
      `${JSON.stringify({ machine, ...result, engine, messaging, webhooks, knowledge, bot, inbox, fanout }, null, 2)}\n`,
    );
    reports.push(
      [
        result ? formatSuite(result) : '',
        engine ? formatEngine(target.kind, engine) : '',
        webhooks ? formatWebhooks(target.kind, webhooks) : '',
        messaging ? formatMessaging(target.kind, options.seconds, messaging) : '',
        knowledge ? formatKnowledge(target.kind, knowledge) : '',
        bot ? formatBot(target.kind, bot) : '',
        inbox ? formatInbox(target.kind, inbox) : '',
        fanout ? formatFanout(target.kind, fanout) : '',
        `  (written to bench/results/${stamp}-${target.kind}.json)`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
  } finally {
    await target.dispose();
  }
}
console.log(`\n${reports.join('\n\n')}`);
