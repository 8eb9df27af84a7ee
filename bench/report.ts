import type { LoadResult } from './measure.ts';
import { indexesIn } from './search.ts';
import type { SuiteResult } from './suite.ts';
import { TARGETS } from './targets.ts';

export const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

export const table = (rows: string[][]) => {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows
    .map((row) => `  ${row.map((cell, i) => cell.padEnd(widths?.[i] ?? 0)).join('  ')}`.trimEnd())
    .join('\n');
};

export const loadRow = (name: string, r: LoadResult) => [
  name,
  `${r.requestsPerSecond} req/s`,
  `p50 ${r.p50Ms} ms`,
  `p99 ${r.p99Ms} ms`,
  r.cpuMsPerRequest === null ? '' : `CPU ${r.cpuMsPerRequest} ms/req`,
  r.failures ? `${r.failures} FAILED` : '',
];

const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;

/** One database kind's figures against the targets, as plain text. */
export const formatSuite = (r: SuiteResult) => {
  const p99 = TARGETS.p99AtFiftyConnectionsMs;
  const size = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : `${n / 1e3}k`);
  const [small, large] = [size(r.options.small), size(r.options.large)];
  const searchRows = r.search.small.map((s, i) => {
    const big = r.search.large[i];
    const growth = big ? ratio(big.p95Ms, s.p95Ms) : Number.NaN;
    const ok =
      big !== undefined &&
      big.p95Ms <= TARGETS.searchP95At1mMs &&
      growth <= TARGETS.searchGrowthRatio;
    return [
      s.name,
      `${s.p95Ms}`,
      `${big?.p95Ms}`,
      `${growth}×`,
      `${big?.total.toLocaleString('en')}`,
      mark(ok) + (s.failures + (big?.failures ?? 0) ? ' (failures!)' : ''),
    ];
  });
  return [
    `${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/whatsapp-numbers, 20 numbers, cookie session, 50 connections, ${r.options.seconds} s`,
    table([
      loadRow('ours (REST)', r.rest.ours),
      loadRow('bare Fastify', r.rest.bare),
      loadRow('ours (tRPC)', r.trpc),
    ]),
    table([
      [
        'ours/bare throughput',
        `${r.rest.ratio}`,
        `target ≥ ${TARGETS.restThroughputRatio}`,
        mark(r.rest.ratio >= TARGETS.restThroughputRatio),
      ],
      ['REST p99', `${r.rest.ours.p99Ms} ms`, `target ≤ ${p99} ms`, mark(r.rest.ours.p99Ms <= p99)],
      ['tRPC p99', `${r.trpc.p99Ms} ms`, `target ≤ ${p99} ms`, mark(r.trpc.p99Ms <= p99)],
    ]),
    `Admin search, one admin paging (p95 ms over ${r.search.small[0]?.count} requests; target at ${large} ≤ ${TARGETS.searchP95At1mMs} ms and ≤ ${TARGETS.searchGrowthRatio}× ${small})`,
    table([['search', small, large, `${large}/${small}`, `total at ${large}`, ''], ...searchRows]),
    `Query plans at ${large} (indexes read; "seq scan" would mean a whole table)`,
    table(
      r.search.plans.map((p) => [
        p.name,
        `page: ${indexesIn(p.items)}`,
        `count: ${indexesIn(p.total)}`,
      ]),
    ),
    `Login, ${r.login.count} sign-ins from 2 clients at once`,
    table([
      [
        `p50 ${r.login.p50Ms} ms`,
        `p95 ${r.login.p95Ms} ms`,
        `${r.login.requestsPerSecond} logins/s`,
        `target p95 ≤ ${TARGETS.loginP95Ms} ms`,
        mark(r.login.p95Ms <= TARGETS.loginP95Ms) + (r.login.failures ? ' (failures!)' : ''),
      ],
    ]),
    `Server memory (RSS): idle ${r.memory.idleMb} MB, under load ${r.memory.underLoadMb} MB`,
  ].join('\n');
};
