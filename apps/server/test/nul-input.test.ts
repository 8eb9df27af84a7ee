import { messages } from '@balasin/shared/messages';
import { describe, expect, it } from 'vitest';
import { adminJar, customer, json, request } from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

type ErrorBody = { message: string; code: string };

// Found by the fuzzer: PostgreSQL text cannot hold NUL, so these were 500s on PostgreSQL.
describe('NUL characters in any input', () => {
  it('are refused with 400 in a body, and nothing is stored', async () => {
    const { jar } = await customer(server);
    const response = await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: '+628123456789', name: 'Toko\u0000Sari' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(messages.nulCharacter);
    const list = await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' });
    expect(json<unknown[]>(list)).toEqual([]);
  });

  it('are refused with 400 in a query string', async () => {
    const admin = await adminJar(server);
    const response = await request(server, admin, {
      method: 'GET',
      url: '/api/admin/subscriptions?q=%00',
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(messages.nulCharacter);
  });

  it('are refused with 400 on public operations too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Budi\u0000',
        email: 'budi@example.com',
        message: 'Halo, saya ingin bertanya.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).message).toBe(messages.nulCharacter);
  });
});
