import type { FakeSocket } from '@balasin/whatsapp/testing';
import { type CookieJar, json, request, type TestServer } from './helpers.ts';
import { uniqueNumber, until } from './messaging-helpers.ts';

/**
 * A new WhatsApp Web number of the customer's (`jar`), connected: the server's Baileys driver
 * makes its socket through the test's stand-in (pushed onto `sockets`), which then plays
 * WhatsApp's side of the pairing until the number reads `connected`.
 */
export const connectStandInNumber = async (
  server: TestServer,
  jar: CookieJar,
  sockets: FakeSocket[],
) => {
  const number = json<{ id: string }>(
    await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: uniqueNumber(), name: 'Toko' },
    }),
  );
  const before = sockets.length;
  await request(server, jar, {
    method: 'POST',
    url: `/api/whatsapp-numbers/${number.id}/connect`,
    payload: { method: 'qr' },
  });
  const socket = await until('a socket', async () => sockets[before]);
  socket.update({ connection: 'connecting' });
  socket.open();
  await until('connected', async () => {
    const state = json<{ state: string }>(
      await request(server, jar, { method: 'GET', url: `/api/whatsapp-numbers/${number.id}` }),
    ).state;
    return state === 'connected' ? true : undefined;
  });
  return { number, socket };
};
