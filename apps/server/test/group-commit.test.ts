import type { Db, DbHandle } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupCommitFor } from '../src/jobs/group-commit.ts';

/**
 * The send path's group commit when the database fails in the middle of a group: the group's
 * transaction is lost, and every item is run again in a transaction of its own, so what the
 * others did is kept and none is applied twice. Each item adds one to its own row: an item applied
 * twice would show 2. The failures are real: a statement PostgreSQL rejects, and the group's
 * connection ended by the server.
 */

let handle: DbHandle;
const KEYS = ['a', 'b', 'c', 'd', 'e'];

const rows = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

/** Each run of an item: its key and the transaction it ran in. */
let runs: { key: string; txid: string }[];

/** Adds one to the item's row, noting the transaction it ran in; `fault` runs first, when given. */
const mark = (key: string, fault?: (tx: Db) => Promise<unknown>) => async (tx: Db) => {
  const [row] = rows<{ txid: string }>(await tx.execute(sql`select txid_current()::text as txid`));
  runs.push({ key, txid: row?.txid ?? '' });
  if (fault) await fault(tx);
  await tx.execute(sql`update group_commit_marks set marks = marks + 1 where key = ${key}`);
};

/** Faults on an item's first run only: the run again alone goes through. */
const once = (fault: (tx: Db) => Promise<unknown>) => {
  let done = false;
  return async (tx: Db) => {
    if (done) return;
    done = true;
    await fault(tx);
  };
};

const marks = async () =>
  Object.fromEntries(
    rows<{ key: string; marks: number }>(
      await handle.db.execute(sql`select key, marks from group_commit_marks order by key`),
    ).map((row) => [row.key, Number(row.marks)]),
  );

/** The items of one group: queued in the same turn of the event loop. */
const inOneGroup = (items: [string, (tx: Db) => Promise<void>][]) => {
  const group = groupCommitFor(handle.db);
  return Promise.allSettled(items.map(([key, work]) => group(key, work)));
};

/** The first group's transaction (shared by every item's first run), then one each. */
const expectRunAgainAlone = () => {
  const first = runs.slice(0, KEYS.length);
  expect(new Set(first.map((run) => run.txid)).size).toBe(1);
  const again = runs.slice(KEYS.length);
  expect(again.map((run) => run.key).sort()).toEqual(KEYS);
  expect(new Set(again.map((run) => run.txid)).size).toBe(KEYS.length);
  expect(again.map((run) => run.txid)).not.toContain(first[0]?.txid);
};

describe('group commit, the database failing mid-group', () => {
  beforeAll(async () => {
    handle = await createTestDb();
    await handle.db.execute(
      sql`create table group_commit_marks (key text primary key, marks int not null)`,
    );
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    runs = [];
    await handle.db.execute(sql`delete from group_commit_marks`);
    for (const key of KEYS) {
      await handle.db.execute(sql`insert into group_commit_marks values (${key}, 0)`);
    }
  });

  it('keeps the others when a statement of one item fails, which fails alone', async () => {
    const duplicate = async (tx: Db) =>
      tx.execute(sql`insert into group_commit_marks values ('c', 0)`);
    const outcomes = await inOneGroup(
      KEYS.map((key) => [key, mark(key, key === 'c' ? duplicate : undefined)]),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const failed = outcomes[2] as PromiseRejectedResult;
    expect(String(failed.reason?.cause ?? failed.reason)).toMatch(/duplicate key/);
    expect(await marks()).toEqual({ a: 1, b: 1, c: 0, d: 1, e: 1 });
    expectRunAgainAlone();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'loses nothing and applies nothing twice when the group’s connection is ended mid-group',
    async () => {
      const terminated = once(async (tx) =>
        tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
      );
      const outcomes = await inOneGroup(
        KEYS.map((key) => [key, mark(key, key === 'c' ? terminated : undefined)]),
      );

      expect(outcomes.map((outcome) => outcome.status)).toEqual(KEYS.map(() => 'fulfilled'));
      expect(await marks()).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
      expectRunAgainAlone();
    },
  );

  it('commits a whole group once when nothing fails', async () => {
    const outcomes = await inOneGroup(KEYS.map((key) => [key, mark(key)]));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(KEYS.map(() => 'fulfilled'));
    expect(await marks()).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
    expect(runs.map((run) => run.key)).toEqual(KEYS);
    expect(new Set(runs.map((run) => run.txid)).size).toBe(1);
  });
});
