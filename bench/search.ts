import { type DbHandle, type SubscriptionSearch, subscriptionSearchQueries } from '@balasin/db';
import { sql } from 'drizzle-orm';
import { type LatencyResult, latencies } from './measure.ts';
import type { RunningServer } from './server-process.ts';

/**
 * What the admin screen asks for. Seeded e-mails are first.last-run-i@domain from 33 first and
 * 20 last names, so "siti.wijaya" matches about one owner in 660 (some 1,500 of a million).
 */
export const SEARCHES: {
  name: string;
  search: Omit<SubscriptionSearch, 'page' | 'pageSize' | 'now'>;
}[] = [
  { name: 'first page', search: {} },
  { name: 'status pending', search: { status: 'pending' } },
  { name: 'status active', search: { status: 'active' } },
  { name: 'pro + cancelled', search: { package: 'pro', status: 'cancelled' } },
  { name: 'e-mail "siti.wijaya"', search: { q: 'siti.wijaya' } },
  { name: 'e-mail, no match', search: { q: 'zzzz' } },
  // Shorter than a trigram: a piece in every e-mail, and one in none (users_email_grams_idx).
  { name: 'e-mail, one character "e"', search: { q: 'e' } },
  { name: 'e-mail, two characters "zq"', search: { q: 'zq' } },
];

const queryString = (search: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();

export type SearchTiming = LatencyResult & { name: string; total: number };

/** One admin, one request at a time (as a person paging does), per search. */
export const timeSearches = async (
  server: RunningServer,
  cookie: string,
  count: number,
): Promise<SearchTiming[]> => {
  const timings: SearchTiming[] = [];
  for (const { name, search } of SEARCHES) {
    const url = `${server.url}/api/admin/subscriptions?${queryString(search)}`;
    const send = () => fetch(url, { headers: { cookie } });
    const first = (await (await send()).json()) as { total: number };
    await latencies(server, { count: Math.ceil(count / 10), workers: 1, send });
    timings.push({
      name,
      total: first.total,
      ...(await latencies(server, { count, workers: 1, send })),
    });
  }
  return timings;
};

export type SearchPlan = { name: string; items: string; total: string };

const planOf = async (db: DbHandle, query: { getSQL: () => unknown }) => {
  const result = await db.db.execute(sql`explain (costs off) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    'QUERY PLAN': string;
  }[];
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

/** The plans behind each search page: they show which indexes answer it. */
export const explainSearches = async (db: DbHandle): Promise<SearchPlan[]> => {
  const plans: SearchPlan[] = [];
  for (const { name, search } of SEARCHES) {
    const queries = subscriptionSearchQueries(db.db, {
      ...search,
      page: 1,
      pageSize: 10,
      now: new Date(),
    });
    plans.push({
      name,
      items: await planOf(db, queries.items),
      total: await planOf(db, queries.total),
    });
  }
  return plans;
};

/** The index names a plan reads, and any table it reads whole. */
export const indexesIn = (plan: string) => {
  const used = [...plan.matchAll(/(?:Scan using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]);
  const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => `seq scan ${m[1]}`);
  return [...new Set([...used, ...scanned])].join(', ') || 'none';
};
