import { ensureAdmin } from '@balasin/api';
import { schema } from '@balasin/db';
import { listAuditFor } from '@balasin/db/testing';
import { messages } from '@balasin/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessCookie,
  adminJar,
  type CookieJar,
  customer,
  json,
  refreshCookie,
  register,
  request,
  signIn,
} from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const uniqueNumber = () =>
  `+6289${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

const add = (jar: CookieJar, number = uniqueNumber()) =>
  request(server, jar.clone(), {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number, name: 'Paralel' },
  });

const liveNumbers = (number: string) =>
  server.db.db
    .select({ id: schema.whatsappNumbers.id })
    .from(schema.whatsappNumbers)
    .where(
      and(eq(schema.whatsappNumbers.number, number), isNull(schema.whatsappNumbers.deletedAt)),
    );

describe('a refresh storm', () => {
  it('turns 20 parallel refreshes with one token into one successor, and the family stays live', async () => {
    const jar = await signIn(server, await register(server));
    const tabs = Array.from({ length: 20 }, () => jar.clone());
    const responses = await Promise.all(
      tabs.map((tab) => request(server, tab, { method: 'POST', url: '/api/auth/refresh' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(tabs.map((tab) => tab.get(refreshCookie))).size).toBe(1);
    expect(new Set(tabs.map((tab) => tab.get(accessCookie))).size).toBe(1);

    const me = json<{ user: { id: string } }>(
      await request(server, tabs[0], { method: 'GET', url: '/api/auth/user' }),
    );
    const rows = await server.db.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, me.user.id));
    // The signed-in pair, now rotated, and exactly one successor; nothing revoked.
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.filter((row) => row.rotatedAt === null)).toHaveLength(1);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    // The successor rotates in turn, once the reuse window has passed.
    server.advance(11);
    expect(
      (await request(server, tabs[0], { method: 'POST', url: '/api/auth/refresh' })).statusCode,
    ).toBe(200);
  });
});

describe('parallel adds', () => {
  it.each([
    ['lite', 4],
    ['pro', 6],
    ['enterprise', 10],
  ] as const)('create exactly %s’s %i numbers out of 20', async (packageType, limit) => {
    const { jar } = await customer(server, { packageType });
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(jar)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(limit);
    for (const refused of responses.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(403);
      expect(json(refused).error).toBe(
        `Your ${packageType} package allows maximum ${limit} WhatsApp numbers`,
      );
    }
    const listed = json<{ id: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' }),
    );
    expect(listed.map((n) => n.id).sort()).toEqual(
      responses
        .filter((r) => r.statusCode === 201)
        .map((r) => json<{ id: string }>(r).id)
        .sort(),
    );
  });

  it('give one number to exactly one of two owners racing for it', async () => {
    const a = await customer(server, { packageType: 'enterprise' });
    const b = await customer(server, { packageType: 'enterprise' });
    const number = uniqueNumber();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => add(i % 2 ? a.jar : b.jar, number)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const taken of responses.filter((r) => r.statusCode === 409)) {
      expect(json(taken).error).toBe(messages.numberAlreadyRegistered);
    }
    expect(await liveNumbers(number)).toHaveLength(1);
  });
});

type State = { status: string; start_date: string | null; end_date: string | null };
type Entry = { before: State; after: State; actorId: string | null };

const same = (a: State, b: State) =>
  a.status === b.status && a.start_date === b.start_date && a.end_date === b.end_date;

/** Whether the entries, in some order, lead from `from` to `to`, each starting where the last ended. */
const chains = (from: State, to: State, entries: Entry[]): boolean =>
  entries.length === 0
    ? same(from, to)
    : entries.some(
        (entry, i) =>
          same(entry.before, from) &&
          chains(entry.after, to, [...entries.slice(0, i), ...entries.slice(i + 1)]),
      );

describe('two admins changing one subscription at once', () => {
  it('apply every acknowledged change in turn and audit each one, with its author', async () => {
    const first = await adminJar(server);
    await ensureAdmin(server.db.db, 'second.admin@balasin.test', 'second-admin-password');
    const second = await signIn(server, {
      email: 'second.admin@balasin.test',
      password: 'second-admin-password',
    });
    const { jar } = await customer(server, { active: false });
    const [initial] = json<(State & { id: string })[]>(
      await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    const id = initial?.id as string;

    const statuses = ['active', 'cancelled', 'pending', 'expired', 'active'];
    const changes = [
      ...Array.from({ length: 10 }, (_, i) =>
        request(server, first.clone(), {
          method: 'PUT',
          url: `/api/subscriptions/${id}/status`,
          payload: { status: statuses[i % statuses.length] },
        }),
      ),
      // Every date change ends on a different day, so each resulting state is recognisable.
      ...Array.from({ length: 10 }, (_, i) =>
        request(server, second.clone(), {
          method: 'PUT',
          url: `/api/subscriptions/${id}/dates`,
          payload: {
            start_date: '2026-01-01T00:00:00.000Z',
            end_date: `2099-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
          },
        }),
      ),
    ];
    const responses = await Promise.all(changes);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    const entries = (await listAuditFor(server.db.db, 'subscription', id)) as unknown as Entry[];
    expect(entries).toHaveLength(20);
    const actors = new Map<string | null, number>();
    for (const entry of entries) actors.set(entry.actorId, (actors.get(entry.actorId) ?? 0) + 1);
    expect([...actors.values()]).toEqual([10, 10]);

    const final = json<State[]>(
      await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
    )[0] as State;
    const start: State = { status: 'pending', start_date: null, end_date: null };
    expect(chains(start, final, entries)).toBe(true);
  });
});
