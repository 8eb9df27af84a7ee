import type { Db } from '@balasin/db';

type Work = (tx: Db) => Promise<void>;
type Item = { key: string; work: Work; resolve: () => void; reject: (error: unknown) => void };

/**
 * Small transactions that arrive together (a batch's sends reaching the sandbox's phones, its sent
 * messages settling, their receipts coming back) committed as one: each would cost BEGIN, its statements and COMMIT, a connection
 * held for each, and at 200 messages a second those round trips were most of the send path's
 * time. Work that arrives while a group commits waits for it (one transaction at most) and goes in
 * the next group. Within a group the items run together on the transaction's connection, which
 * pipelines their statements, in the order of their keys: two groups that lock the same rows (the
 * send worker's and the receipts') take them in the same order and cannot deadlock. A group that
 * fails is run again one item a transaction, so one item's error is its own
 * (`test/group-commit.test.ts`); every item changes only what is still as it expects (a status
 * moves on from the one before, a chat row is added when missing), so one run again after a
 * commit whose answer was lost changes nothing twice.
 */
const createGroupCommit = (db: Db) => {
  let pending: Item[] = [];
  let running = false;

  const runAlone = async (item: Item) => {
    try {
      await db.transaction((tx) => item.work(tx));
      item.resolve();
    } catch (error) {
      item.reject(error);
    }
  };

  const flush = async () => {
    running = true;
    while (pending.length > 0) {
      const group = pending.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      pending = [];
      const [only] = group;
      if (group.length === 1 && only) {
        await runAlone(only);
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          // Every item done before COMMIT or ROLLBACK: none may still be using the connection.
          const results = await Promise.allSettled(group.map((item) => item.work(tx)));
          const failed = results.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        });
        for (const item of group) item.resolve();
      } catch {
        for (const item of group) await runAlone(item);
      }
    }
    running = false;
  };

  /** Resolves once `work` has committed (with its group), or rejects with its own error. */
  return (key: string, work: Work) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ key, work, resolve, reject });
      // Started on the next turn of the event loop, so what settles in this one joins the group.
      if (!running) {
        running = true;
        setImmediate(() => void flush());
      }
    });
};

export type GroupCommit = ReturnType<typeof createGroupCommit>;

const groups = new WeakMap<Db, GroupCommit>();

/** The database's one group commit, shared by the send worker and the receipts. */
export const groupCommitFor = (db: Db) => {
  let group = groups.get(db);
  if (!group) {
    group = createGroupCommit(db);
    groups.set(db, group);
  }
  return group;
};
