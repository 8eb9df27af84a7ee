import { randomUUID } from 'node:crypto';
import { appRouter } from '@balasin/api';
import { schema } from '@balasin/db';
import { eq } from 'drizzle-orm';
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

type Who = 'anonymous' | 'userA' | 'userB' | 'admin';
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Built from user A's ids: B and the admin use the same ones. */
  url: (ids: {
    numberId: string;
    subscriptionId: string;
    conversationId: string;
    webhookId: string;
    messageId: string;
  }) => string;
  payload?: () => unknown;
  expected: Record<Who, number>;
};

const freshNumber = () =>
  `+6285${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

/** Every protected REST operation; user A owns the ids, user B has no active subscription. */
const MATRIX: Row[] = [
  {
    method: 'GET',
    path: '/auth/user',
    url: () => '/api/auth/user',
    expected: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/auth/check-admin',
    url: () => '/api/auth/check-admin',
    expected: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers',
    url: () => '/api/whatsapp-numbers',
    expected: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers',
    url: () => '/api/whatsapp-numbers',
    payload: () => ({ number: freshNumber(), name: 'Matrix' }),
    expected: { anonymous: 401, userA: 201, userB: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/connect',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/connect`,
    payload: () => ({ method: 'qr' }),
    expected: { anonymous: 401, userA: 202, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/logout',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/logout`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  // A's number is a real one: the sandbox refuses it (403) once the caller may see it at all.
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/scan',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/sandbox/scan`,
    expected: { anonymous: 401, userA: 403, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/inbound',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
    payload: () => ({ from: '+6281200000001', text: 'Halo' }),
    expected: { anonymous: 401, userA: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/sandbox/messages',
    url: ({ numberId }) =>
      `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=%2B6281200000001`,
    expected: { anonymous: 401, userA: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/messages',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/messages?sender=api`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/tokens',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/tokens`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/tokens',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/tokens`,
    payload: () => ({ name: 'Matrix' }),
    expected: { anonymous: 401, userA: 201, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}/tokens/{tokenId}',
    url: ({ numberId }) =>
      `/api/whatsapp-numbers/${numberId}/tokens/00000000-0000-4000-8000-000000000000`,
    expected: { anonymous: 401, userA: 404, userB: 404, admin: 404 },
  },
  // The third-party API takes a number's API token only: a session cookie opens none of it.
  {
    method: 'POST',
    path: '/v1/messages',
    url: () => '/api/v1/messages',
    payload: () => ({ to: '+6281234567890', type: 'text', text: { body: 'Halo' } }),
    expected: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
  },
  {
    method: 'GET',
    path: '/v1/messages',
    url: () => '/api/v1/messages',
    expected: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
  },
  {
    method: 'GET',
    path: '/v1/messages/{id}',
    url: () => '/api/v1/messages/00000000-0000-4000-8000-000000000000',
    expected: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
  },
  {
    method: 'GET',
    path: '/v1/messages/{id}/media',
    url: ({ messageId }) => `/api/v1/messages/${messageId}/media`,
    expected: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
  },
  // A received file, for the dashboard: the owner's only.
  {
    method: 'GET',
    path: '/messages/{id}/media',
    url: ({ messageId }) => `/api/messages/${messageId}/media`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/v1/number',
    url: () => '/api/v1/number',
    expected: { anonymous: 401, userA: 401, userB: 401, admin: 401 },
  },
  // Conversations: the owner's by cookie (and the number's by token, in conversations-api.test).
  {
    method: 'GET',
    path: '/conversations',
    url: ({ numberId }) => `/api/conversations?number_id=${numberId}`,
    expected: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/conversations/{id}',
    url: ({ conversationId }) => `/api/conversations/${conversationId}`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/conversations/{id}/bot',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/bot`,
    payload: () => ({ active: false }),
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/webhooks',
    url: () => '/api/webhooks',
    expected: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  // Webhooks belong to a business: the admin has none.
  {
    method: 'POST',
    path: '/webhooks',
    url: () => '/api/webhooks',
    payload: () => ({ url: 'http://127.0.0.1:9/matrix', events: ['message.received'] }),
    expected: { anonymous: 401, userA: 201, userB: 201, admin: 403 },
  },
  {
    method: 'PUT',
    path: '/webhooks/{id}',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}`,
    payload: () => ({ enabled: false }),
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/webhooks/{id}',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}/rotate-secret`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}/deliveries`,
    expected: { anonymous: 401, userA: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/webhooks/{id}/deliveries/{deliveryId}/replay',
    url: ({ webhookId }) =>
      `/api/webhooks/${webhookId}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
    expected: { anonymous: 401, userA: 404, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/subscriptions',
    url: () => '/api/subscriptions',
    expected: { anonymous: 401, userA: 200, userB: 200, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/subscriptions/{id}/status',
    url: ({ subscriptionId }) => `/api/subscriptions/${subscriptionId}/status`,
    payload: () => ({ status: 'active' }),
    expected: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/subscriptions/{id}/dates',
    url: ({ subscriptionId }) => `/api/subscriptions/${subscriptionId}/dates`,
    payload: () => ({ start_date: null, end_date: null }),
    expected: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/admin/subscriptions',
    url: () => '/api/admin/subscriptions',
    expected: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/admin/stats',
    url: () => '/api/admin/stats',
    expected: { anonymous: 401, userA: 403, userB: 403, admin: 200 },
  },
];

let server: TestServer;
const jars: Partial<Record<Who, CookieJar>> = {};

beforeAll(async () => {
  server = await createTestServer();
  jars.userA = (await customer(server)).jar;
  jars.userB = (await customer(server, { active: false })).jar;
  jars.admin = await adminJar(server);
});
afterAll(() => server.close());

/** A's state as A sees it: numbers, subscription and webhook endpoints. */
const snapshotOfA = async () => {
  const jar = jars.userA as CookieJar;
  const numbers = json(await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' }));
  const subs = json(await request(server, jar, { method: 'GET', url: '/api/subscriptions' }));
  const conversations = json(
    await request(server, jar, { method: 'GET', url: '/api/conversations?limit=100' }),
  );
  const webhooks = json(await request(server, jar, { method: 'GET', url: '/api/webhooks' }));
  return { numbers, subs, conversations, webhooks };
};

const idsOfA = async () => {
  const jar = jars.userA as CookieJar;
  const added = await request(server, jar, {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number: freshNumber(), name: 'Target' },
  });
  const subs = json<{ id: string }[]>(
    await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
  );
  const numberId = json<{ id: string }>(added).id;
  const webhook = await request(server, jar, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: 'http://127.0.0.1:9/target', events: ['message.status'] },
  });
  return {
    numberId,
    subscriptionId: (subs[0] as { id: string }).id,
    webhookId: json<{ id: string }>(webhook).id,
    ...(await conversationOf(numberId)),
  };
};

/**
 * A customer has sent a photo to A's number (seeded: a real number has no simulated customers).
 */
const conversationOf = async (numberId: string) => {
  const db = server.db.db;
  const [number] = await db
    .select({ businessId: schema.whatsappNumbers.businessId })
    .from(schema.whatsappNumbers)
    .where(eq(schema.whatsappNumbers.id, numberId));
  const businessId = number?.businessId ?? '';
  const [contact] = await db
    .insert(schema.contacts)
    .values({ businessId, phone: freshNumber() })
    .returning({ id: schema.contacts.id });
  const [conversation] = await db
    .insert(schema.conversations)
    .values({ businessId, numberId, contactId: contact?.id ?? '' })
    .returning({ id: schema.conversations.id });
  const key = `${numberId}/${randomUUID()}`;
  await server.media.store.put(key, Buffer.from('a photo'));
  const [message] = await db
    .insert(schema.messages)
    .values({
      businessId,
      numberId,
      conversationId: conversation?.id ?? '',
      contactId: contact?.id ?? '',
      direction: 'inbound',
      senderKind: 'contact',
      type: 'image',
      media: { key, mime_type: 'image/jpeg', size: 7 },
      status: 'delivered',
    })
    .returning({ id: schema.messages.id });
  return { conversationId: conversation?.id ?? '', messageId: message?.id ?? '' };
};

/** Documented operations served by plain routes rather than procedures (bytes, not JSON). */
const FILE_OPERATIONS = ['GET /v1/messages/{id}/media', 'GET /messages/{id}/media'];

describe('access matrix', () => {
  it('covers every protected REST operation', () => {
    const documented = Object.values(appRouter._def.procedures)
      .map(
        (p) =>
          (
            p as unknown as {
              _def: { meta?: { openapi?: { method: string; path: string; protect?: boolean } } };
            }
          )._def.meta?.openapi,
      )
      .filter((o) => o !== undefined && o.protect !== false)
      .map((o) => `${o?.method} ${o?.path}`)
      .concat(FILE_OPERATIONS)
      .sort();
    expect(MATRIX.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented);
  });

  for (const row of MATRIX) {
    for (const who of ['anonymous', 'userB', 'admin', 'userA'] as const) {
      it(`${row.method} ${row.path} as ${who} → ${row.expected[who]}`, async () => {
        // 4xx cells must leave A's data as it was.
        const ids = await idsOfA();
        const before = await snapshotOfA();
        const response = await request(server, jars[who], {
          method: row.method,
          url: row.url(ids),
          payload: row.payload?.(),
        });
        expect(response.statusCode, response.body).toBe(row.expected[who]);
        if (response.statusCode >= 400) {
          expect(await snapshotOfA()).toEqual(before);
          expect(json(response)).toMatchObject({
            error: expect.any(String),
            code: expect.any(String),
          });
        }
        // Keep A under the lite limit and the endpoint limit for the next cell.
        const jarA = jars.userA as CookieJar;
        await request(server, jarA, {
          method: 'DELETE',
          url: `/api/whatsapp-numbers/${ids.numberId}`,
        });
        const endpoints = json<{ id: string }[]>(
          await request(server, jarA, { method: 'GET', url: '/api/webhooks' }),
        );
        for (const endpoint of endpoints) {
          await request(server, jarA, { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` });
        }
      });
    }
  }
});
