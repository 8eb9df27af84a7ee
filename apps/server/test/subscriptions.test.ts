import { expireSubscriptions } from '@balasin/api';
import { listAuditFor } from '@balasin/db/testing';
import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let admin: CookieJar;

beforeAll(async () => {
  server = await createTestServer();
  admin = await adminJar(server);
});
afterAll(() => server.close());

type Sub = {
  id: string;
  package: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  owner_email: string;
  business_name: string;
};

const ownSubscription = async (jar: CookieJar) =>
  json<Sub[]>(await request(server, jar, { method: 'GET', url: '/api/subscriptions' }))[0] as Sub;

const setStatus = (jar: CookieJar, id: string, status: string) =>
  request(server, jar, {
    method: 'PUT',
    url: `/api/subscriptions/${id}/status`,
    payload: { status },
  });

const setDates = (jar: CookieJar, id: string, payload: Record<string, unknown>) =>
  request(server, jar, { method: 'PUT', url: `/api/subscriptions/${id}/dates`, payload });

describe('subscriptions', () => {
  it('shows a user only their own; an admin sees everyone’s', async () => {
    const a = await customer(server, { active: false });
    const b = await customer(server, { active: false });
    const mine = json<Sub[]>(
      await request(server, a.jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      package: 'lite',
      status: 'pending',
      start_date: null,
      end_date: null,
      owner_email: a.account.email,
      business_name: a.account.businessName,
    });
    const all = json<Sub[]>(
      await request(server, admin, { method: 'GET', url: '/api/subscriptions' }),
    );
    expect(all.map((s) => s.owner_email)).toEqual(
      expect.arrayContaining([a.account.email, b.account.email]),
    );
  });

  it('activates with a start now and an end one year later, and audits it', async () => {
    const { jar } = await customer(server, { active: false });
    const { id } = await ownSubscription(jar);
    const before = Date.now();
    const response = await setStatus(admin, id, 'active');
    expect(response.statusCode).toBe(200);
    const sub = json<Sub>(response);
    expect(sub.status).toBe('active');
    const start = new Date(sub.start_date as string);
    const end = new Date(sub.end_date as string);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(end.getFullYear() - start.getFullYear()).toBe(1);
    expect(end.getMonth()).toBe(start.getMonth());
    expect(end.getDate()).toBe(start.getDate());

    const [entry] = await listAuditFor(server.db.db, 'subscription', id);
    expect(entry).toMatchObject({
      action: 'subscription.status',
      before: { status: 'pending', start_date: null, end_date: null },
      after: { status: 'active', start_date: sub.start_date, end_date: sub.end_date },
    });
    expect(entry?.actorId).toBeTruthy();
  });

  it('lets any status follow any other and keeps existing dates', async () => {
    const { jar } = await customer(server);
    const { id, start_date } = await ownSubscription(jar);
    for (const status of ['cancelled', 'pending', 'expired', 'active']) {
      const response = await setStatus(admin, id, status);
      expect(response.statusCode).toBe(200);
      expect(json<Sub>(response)).toMatchObject({ status, start_date });
    }
    expect(await listAuditFor(server.db.db, 'subscription', id)).toHaveLength(5);
  });

  it('sets, clears and validates dates', async () => {
    const { jar } = await customer(server, { active: false });
    const { id } = await ownSubscription(jar);
    const set = await setDates(admin, id, {
      start_date: '2026-01-01T00:00:00+07:00',
      end_date: '2027-01-01T00:00:00+07:00',
    });
    expect(set.statusCode).toBe(200);
    expect(json<Sub>(set)).toMatchObject({
      start_date: '2025-12-31T17:00:00.000Z',
      end_date: '2026-12-31T17:00:00.000Z',
    });
    const cleared = await setDates(admin, id, { start_date: null, end_date: null });
    expect(json<Sub>(cleared)).toMatchObject({ start_date: null, end_date: null });

    const backwards = await setDates(admin, id, {
      start_date: '2027-01-01T00:00:00Z',
      end_date: '2026-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).error).toBe(messages.endBeforeStart);
    for (const bad of [{ start_date: 'yesterday', end_date: null }, { start_date: null }]) {
      expect((await setDates(admin, id, bad)).statusCode).toBe(400);
    }
    // The refused changes left the cleared dates alone.
    const all = json<Sub[]>(
      await request(server, admin, { method: 'GET', url: '/api/subscriptions' }),
    );
    expect(all.find((sub) => sub.id === id)).toMatchObject({ start_date: null, end_date: null });
  });

  it('answers 404 for an unknown or malformed subscription id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope']) {
      const response = await setStatus(admin, id, 'active');
      expect(response.statusCode).toBe(404);
      expect(json(response).error).toBe(messages.subscriptionNotFound);
    }
  });

  it('refuses status and date changes to a plain user (403) and changes nothing', async () => {
    const { jar } = await customer(server, { active: false });
    const { id } = await ownSubscription(jar);
    for (const response of [
      await setStatus(jar, id, 'active'),
      await setDates(jar, id, { start_date: null, end_date: '2030-01-01T00:00:00Z' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(json(response).error).toBe(messages.unauthorizedAccess);
    }
    expect(await ownSubscription(jar)).toMatchObject({ status: 'pending', end_date: null });
  });

  it('shows a subscription past its end as expired at once, and the job writes it down', async () => {
    const { jar } = await customer(server);
    const { id } = await ownSubscription(jar);
    await setDates(admin, id, {
      start_date: '2024-01-01T00:00:00Z',
      end_date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await ownSubscription(jar)).status).toBe('expired');
    const refused = await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: '+628111000111', name: 'Late' },
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe(messages.noActiveSubscription);

    expect(await expireSubscriptions(server.db.db, new Date())).toBeGreaterThanOrEqual(1);
    const entries = await listAuditFor(server.db.db, 'subscription', id);
    expect(entries.at(-1)).toMatchObject({
      action: 'subscription.expired',
      actorId: null,
      before: { status: 'active' },
      after: { status: 'expired' },
    });
  });
});
