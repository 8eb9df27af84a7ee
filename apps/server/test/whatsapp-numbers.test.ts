import { messages } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { customer, json, request } from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

type NumberDto = {
  id: string;
  number: string;
  name: string;
  is_active: boolean;
  status: string;
  created_at: string;
  businesses: { name: string };
};

const list = (jar: Awaited<ReturnType<typeof customer>>['jar']) =>
  request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' });
const add = (jar: Awaited<ReturnType<typeof customer>>['jar'], payload: unknown) =>
  request(server, jar, { method: 'POST', url: '/api/whatsapp-numbers', payload });
const uniqueNumber = () =>
  `+6281${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

describe('WhatsApp numbers', () => {
  it('adds a normalised number (201, disconnected) and lists it newest first with the business name', async () => {
    const { jar, account } = await customer(server);
    expect(json<NumberDto[]>(await list(jar))).toEqual([]);
    const digits = uniqueNumber().slice(1);
    const first = await add(jar, {
      number: `${digits.slice(0, 4)} ${digits.slice(4, 8)}-${digits.slice(8)}`,
      name: 'CS Utama',
    });
    expect(first.statusCode).toBe(201);
    expect(json<NumberDto>(first)).toMatchObject({
      number: `+${digits}`,
      name: 'CS Utama',
      is_active: false,
      status: 'disconnected',
      businesses: { name: account.businessName },
    });
    const second = await add(jar, { number: uniqueNumber(), name: 'CS Kedua' });
    const numbers = json<NumberDto[]>(await list(jar));
    expect(numbers.map((n) => n.id)).toEqual([
      json<NumberDto>(second).id,
      json<NumberDto>(first).id,
    ]);
  });

  it.each([
    [{ number: '0812345678', name: 'Toko' }, messages.invalidNumber],
    [{ number: '+1234567890123456', name: 'Toko' }, messages.invalidNumber],
    [{ number: 'abc', name: 'Toko' }, messages.invalidNumber],
    [{ number: '+628123', name: '' }, messages.businessNameRequired],
    [{ number: '', name: 'Toko' }, messages.numberRequired],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const { jar } = await customer(server);
    const response = await add(jar, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
    expect(json<NumberDto[]>(await list(jar))).toEqual([]);
  });

  it('refuses without an active subscription (403)', async () => {
    const { jar } = await customer(server, { active: false });
    const response = await add(jar, { number: uniqueNumber(), name: 'Toko' });
    expect(response.statusCode).toBe(403);
    expect(json(response).error).toBe(messages.noActiveSubscription);
  });

  it.each([
    ['lite', 4],
    ['pro', 6],
    ['enterprise', 10],
  ] as const)(
    'stops a %s package at %i numbers (403 with the spec message)',
    async (packageType, limit) => {
      const { jar } = await customer(server, { packageType });
      for (let i = 0; i < limit; i++) {
        expect((await add(jar, { number: uniqueNumber(), name: `CS ${i}` })).statusCode).toBe(201);
      }
      const refused = await add(jar, { number: uniqueNumber(), name: 'One too many' });
      expect(refused.statusCode).toBe(403);
      expect(json(refused).error).toBe(
        `Your ${packageType} package allows maximum ${limit} WhatsApp numbers`,
      );
      expect(json<NumberDto[]>(await list(jar))).toHaveLength(limit);
    },
  );

  it('creates exactly 4 of twenty parallel adds at the lite limit', async () => {
    const { jar } = await customer(server);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        add(jar.clone(), { number: uniqueNumber(), name: `P${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 403)).toHaveLength(16);
    expect(json<NumberDto[]>(await list(jar))).toHaveLength(4);
  });

  it('keeps a live number unique across everyone (409)', async () => {
    const a = await customer(server);
    const b = await customer(server);
    const number = uniqueNumber();
    expect((await add(a.jar, { number, name: 'A' })).statusCode).toBe(201);
    const taken = await add(b.jar, { number: number.slice(1), name: 'B' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe(messages.numberAlreadyRegistered);
  });

  it('deletes a number, which frees its slot and its number', async () => {
    const { jar } = await customer(server);
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const number = uniqueNumber();
      numbers.push(json<NumberDto>(await add(jar, { number, name: `CS ${i}` })).id);
      if (i === 0) numbers.push(number);
    }
    const [firstId, firstNumber] = numbers as [string, string];
    const deleted = await request(server, jar, {
      method: 'DELETE',
      url: `/api/whatsapp-numbers/${firstId}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true });
    expect(json<NumberDto[]>(await list(jar)).map((n) => n.id)).not.toContain(firstId);
    expect((await add(jar, { number: firstNumber, name: 'Back again' })).statusCode).toBe(201);
    const again = await request(server, jar, {
      method: 'DELETE',
      url: `/api/whatsapp-numbers/${firstId}`,
    });
    expect(again.statusCode).toBe(404);
    expect(json(again).error).toBe(messages.numberNotFound);
  });

  it("answers 404 for someone else's number, and for a malformed id, and changes nothing", async () => {
    const a = await customer(server);
    const b = await customer(server);
    const mine = json<NumberDto>(await add(a.jar, { number: uniqueNumber(), name: 'A' }));
    for (const id of [mine.id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const response = await request(server, b.jar, {
        method: 'DELETE',
        url: `/api/whatsapp-numbers/${id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(json(response).error).toBe(messages.numberNotFound);
    }
    expect(json<NumberDto[]>(await list(a.jar)).map((n) => n.id)).toEqual([mine.id]);
    expect(json<NumberDto[]>(await list(b.jar))).toEqual([]);
  });

  it('ignores extra fields such as status or business_id', async () => {
    const a = await customer(server);
    const b = await customer(server);
    const response = await add(a.jar, {
      number: uniqueNumber(),
      name: 'Sneaky',
      status: 'connected',
      is_active: true,
      business_id: '00000000-0000-0000-0000-000000000000',
      owner_id: 'x',
    });
    expect(response.statusCode).toBe(201);
    expect(json<NumberDto>(response)).toMatchObject({ status: 'disconnected', is_active: false });
    expect(json<NumberDto[]>(await list(a.jar))).toHaveLength(1);
    expect(json<NumberDto[]>(await list(b.jar))).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await request(server, undefined, {
      method: 'GET',
      url: '/api/whatsapp-numbers',
    });
    expect(response.statusCode).toBe(401);
  });
});
