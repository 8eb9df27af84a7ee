import { expect } from 'vitest';
import { type CookieJar, customer, json, request, type TestServer } from './helpers.ts';

/** A message as GET /api/v1/messages/{id} answers it. */
export type Message = {
  id: string;
  status: string;
  direction: string;
  to: string;
  from: string;
  text?: string;
  conversation_id: string;
};

export const uniqueNumber = () =>
  `+6281${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

/** Polls until the probe finds something: the pipeline works in the background. */
export const until = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** What a third party and an owner do with test (sandbox) numbers, against one test server. */
export const messagingClient = (getServer: () => TestServer) => {
  const api = (
    token: string | undefined,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    getServer().app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const state = async (jar: CookieJar, id: string) =>
    json<{ state: string }>(
      await request(getServer(), jar, { method: 'GET', url: `/api/whatsapp-numbers/${id}` }),
    ).state;

  const pair = async (jar: CookieJar, id: string) => {
    await request(getServer(), jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${id}/connect`,
      payload: { method: 'sandbox' },
    });
    await until('qr', async () => ((await state(jar, id)) === 'qr' ? true : undefined));
    await request(getServer(), jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${id}/sandbox/scan`,
    });
    await until('connected', async () =>
      (await state(jar, id)) === 'connected' ? true : undefined,
    );
  };

  /** An owner with a test number (paired unless told not to) and an API token for it. */
  const connectedNumber = async (options: { connect?: boolean } = {}) => {
    const { account, jar } = await customer(getServer(), { active: false });
    const added = json<{ id: string; number: string }>(
      await request(getServer(), jar, {
        method: 'POST',
        url: '/api/whatsapp-numbers',
        payload: { number: uniqueNumber(), name: 'API', test: true },
      }),
    );
    if (options.connect ?? true) await pair(jar, added.id);
    const created = await request(getServer(), jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${added.id}/tokens`,
      payload: { name: 'Shop backend' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return {
      jar,
      email: account.email,
      numberId: added.id,
      number: added.number,
      token: json<{ token: string }>(created).token,
    };
  };

  /** A simulated customer writes to a test number. */
  const inbound = async (
    jar: CookieJar,
    numberId: string,
    from: string,
    text: string,
    name?: string,
  ) => {
    const response = await request(getServer(), jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
      payload: { from, text, ...(name ? { name } : {}) },
    });
    expect(response.statusCode, response.body).toBe(202);
  };

  /** A simulated customer sends anything the sandbox takes (a file, a location); the answer. */
  const inboundRaw = (jar: CookieJar, numberId: string, payload: Record<string, unknown>) =>
    request(getServer(), jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
      payload,
    });

  return { api, pair, connectedNumber, inbound, inboundRaw };
};
