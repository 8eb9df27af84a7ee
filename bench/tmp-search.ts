import { createDb, subscriptionSearchQueries } from '@balasin/db';
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/balasin_bench';
const db = createDb({ databaseUrl: url });
const time = async (name: string, n: number, f: () => Promise<unknown>) => {
  for (let i = 0; i < 10; i++) await f();
  const ts: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await f(); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(name.padEnd(40), 'p50', ts[Math.floor(n / 2)]!.toFixed(2), 'p95', ts[Math.floor(n * 0.95)]!.toFixed(2));
};
for (const s of [{}, { status: 'pending' as const }, { status: 'active' as const }, { q: 'siti.wijaya' }, { q: 'zzzz' }]) {
  const q = () => subscriptionSearchQueries(db.db, { ...s, page: 1, pageSize: 10 });
  await time(`${JSON.stringify(s)} items`, 50, () => q().items as unknown as Promise<unknown>);
  await time(`${JSON.stringify(s)} total`, 50, () => q().total as unknown as Promise<unknown>);
}
await db.close();
