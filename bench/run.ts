import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { pgliteTarget, postgresTarget, type Target } from './database.ts';
import { formatEngine, runEngineBench } from './engine.ts';
import { runMessagingBench } from './messaging.ts';
import { formatMessaging } from './messaging-report.ts';
import { formatSuite } from './report.ts';
import { runSuite } from './suite.ts';
import { formatWebhooks, runWebhookBench } from './webhooks.ts';

const usage = `Usage: npm run bench -- [--only pglite|postgres] [--small N] [--large N] [--seconds S]
                       [--engine N] [--webhook-rate N] [--webhook-seconds S] [--webhook-backlog N]
                       [--parts http,engine,messaging,webhooks]
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
    parts: { type: 'string', default: 'http,engine,messaging,webhooks' },
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
};
const parts = new Set((values.parts ?? '').split(','));
const valid =
  Object.values(options).every((n) => Number.isSafeInteger(n) && n > 0) &&
  options.large > options.small &&
  [undefined, 'pglite', 'postgres'].includes(values.only) &&
  [...parts].every((part) => ['http', 'engine', 'messaging', 'webhooks'].includes(part));
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
    const file = new URL(`${stamp}-${target.kind}.json`, resultsDir);
    writeFileSync(
      file,
      `${JSON.stringify({ machine, ...result, engine, messaging, webhooks }, null, 2)}\n`,
    );
    reports.push(
      [
        result ? formatSuite(result) : '',
        engine ? formatEngine(target.kind, engine) : '',
        webhooks ? formatWebhooks(target.kind, webhooks) : '',
        messaging ? formatMessaging(target.kind, options.seconds, messaging) : '',
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
