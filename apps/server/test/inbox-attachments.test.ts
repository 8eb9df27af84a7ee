import type { MediaStore } from '@balasin/api';
import { schema } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import { type CookieJar, createTestServer, json, request, type TestServer } from './helpers.ts';
import { inboxClient } from './inbox-helpers.ts';
import { until } from './messaging-helpers.ts';

/** The memory store, counting what is kept: a refused file must leave nothing behind. */
const countingStore = () => {
  const inner = createMemoryMediaStore();
  const kept = new Set<string>();
  const store: MediaStore = {
    put: async (key, bytes) => {
      await inner.put(key, bytes);
      kept.add(key);
    },
    get: (key) => inner.get(key),
    delete: async (key) => {
      await inner.delete(key);
      kept.delete(key);
    },
  };
  return { store, kept };
};

const media = countingStore();
let server: TestServer;
const inbox = inboxClient(() => server);
const { teamShop, write } = inbox;

beforeAll(async () => {
  server = await createTestServer({ media: { store: media.store } });
}, 120_000);
afterAll(async () => {
  await inbox.closeAll();
  await server.close();
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

type ThreadMessage = {
  id: string;
  type: string;
  sender: string;
  text?: string;
  status: string;
  media?: { url?: string; filename?: string; mime_type?: string; size?: number };
};

let sequence = 0;
const phone = () => `+62858${String((sequence += 1)).padStart(8, '0')}`;

/** The reply box's upload, as the browser sends it: multipart form data. */
const attach = async (
  jar: CookieJar | undefined,
  id: string,
  file?: { bytes: Uint8Array; name: string; type: string },
  caption?: string,
  headers: Record<string, string> = {},
) => {
  const form = new FormData();
  if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  if (caption !== undefined) form.set('caption', caption);
  const encoded = new Response(form);
  return server.app.inject({
    method: 'POST',
    url: `/api/conversations/${id}/attachments`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      ...(jar ? { cookie: jar.header() } : {}),
      'content-type': encoded.headers.get('content-type') ?? '',
      ...headers,
    },
  });
};

const thread = async (jar: CookieJar, id: string) =>
  json<{ items: ThreadMessage[] }>(
    await request(server, jar, { method: 'GET', url: `/api/conversations/${id}/messages` }),
  ).items;

const received = async (jar: CookieJar, numberId: string, from: string) =>
  json<{ items: { direction: string; text: string }[] }>(
    await request(server, jar, {
      method: 'GET',
      url: `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=${encodeURIComponent(from)}`,
    }),
  )
    .items.filter((m) => m.direction === 'to_contact')
    .map((m) => m.text);

describe('attachments from the inbox reply box', () => {
  it('sends a picture with its caption through the outbox: in the thread, to the customer, and fetchable by its link', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const customer = phone();
    const conversation = await write(shop, customer, 'Kirim foto produknya kak', 'Rina');

    const sent = await attach(
      agent.jar,
      conversation.id,
      { bytes: PNG, name: 'katalog.png', type: 'image/png' },
      'Ini fotonya, Kak',
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const message = json<ThreadMessage>(sent);
    expect(message).toMatchObject({
      type: 'image',
      sender: 'agent',
      text: 'Ini fotonya, Kak',
      status: 'queued',
      media: { filename: 'katalog.png', mime_type: 'image/png', size: PNG.length },
    });
    // The dashboard reads it by its session path, never by the link WhatsApp is given.
    expect(message.media?.url).toBe(`/api/messages/${message.id}/media`);
    const file = await request(server, agent.jar, { method: 'GET', url: message.media?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(new Uint8Array(file.rawPayload)).toEqual(PNG);

    await until('the picture reaches the customer', async () => {
      const texts = await received(shop.owner.jar, shop.numberId, customer);
      return texts.includes('[image] katalog.png\nIni fotonya, Kak') ? texts : undefined;
    });
    await until('the picture marked sent', async () => {
      const items = await thread(agent.jar, conversation.id);
      const found = items.find((m) => m.id === message.id);
      return found && found.status !== 'queued' ? found : undefined;
    });
  });

  it('serves the share link WhatsApp fetches, and nothing for a wrong secret', async () => {
    const shop = await teamShop(0);
    const customer = phone();
    const conversation = await write(shop, customer, 'Minta invoice', 'Budi');
    const sent = await attach(shop.owner.jar, conversation.id, {
      bytes: PDF,
      name: 'invoice.pdf',
      type: 'application/pdf',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const { id } = json<ThreadMessage>(sent);
    const [row] = await server.db.db.query.messages.findMany({
      where: (m, { eq }) => eq(m.id, id),
    });
    const link = new URL(String((row?.media as { url?: string }).url));
    const shared = await server.app.inject({ method: 'GET', url: link.pathname });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(shared.headers['content-security-policy']).toContain('sandbox');
    const wrong = await server.app.inject({
      method: 'GET',
      url: link.pathname.replace(/[^/]+$/, 'x'.repeat(32)),
    });
    expect(wrong.statusCode).toBe(404);

    // Sent, the link still answers (WhatsApp may fetch late); a day after, never again.
    await until('the document marked sent', async () => {
      const [sentRow] = await server.db.db.query.messages.findMany({
        where: (m, { eq }) => eq(m.id, id),
      });
      return sentRow?.sentAt ? sentRow : undefined;
    });
    expect((await server.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(200);
    await server.db.db
      .update(schema.messages)
      .set({
        sentAt: new Date(server.now().getTime() - (INBOX.attachmentLinkHours + 1) * 3_600_000),
      })
      .where(eq(schema.messages.id, id));
    const expired = await server.app.inject({ method: 'GET', url: link.pathname });
    expect(expired.statusCode).toBe(404);
    expect(json<{ error: string }>(expired).error).toBe(messagingMessages.mediaNotFound);
  });

  it('refuses a wrong type, a file that lies about its type, a huge file and no file with a clear 400/413, keeping nothing', async () => {
    const shop = await teamShop(0);
    const conversation = await write(shop, phone(), 'Halo', 'Sinta');
    const before = new Set(media.kept);
    const messagesBefore = (await thread(shop.owner.jar, conversation.id)).length;

    const html = await attach(shop.owner.jar, conversation.id, {
      bytes: HTML,
      name: 'page.html',
      type: 'text/html',
    });
    expect(html.statusCode).toBe(400);
    expect(json<{ error: string }>(html).error).toBe(inboxMessages.attachmentWrongType);

    // Script dressed as a picture: the name and the browser's type say PNG, the bytes do not.
    const disguised = await attach(shop.owner.jar, conversation.id, {
      bytes: HTML,
      name: 'foto.png',
      type: 'image/png',
    });
    expect(disguised.statusCode).toBe(400);
    expect(json<{ error: string }>(disguised).error).toBe(inboxMessages.attachmentWrongType);

    // A real PDF the browser calls a JPEG: the claim is a lie, refused too.
    const lying = await attach(shop.owner.jar, conversation.id, {
      bytes: PDF,
      name: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(lying.statusCode).toBe(400);
    expect(json<{ error: string }>(lying).error).toBe(inboxMessages.attachmentWrongType);

    const justOver = new Uint8Array(INBOX.attachmentMaxBytes + 1);
    justOver.set(PNG);
    const large = await attach(shop.owner.jar, conversation.id, {
      bytes: justOver,
      name: 'big.png',
      type: 'image/png',
    });
    expect(large.statusCode).toBe(400);
    expect(json<{ error: string }>(large).error).toBe(inboxMessages.attachmentTooLarge);

    const huge = await attach(shop.owner.jar, conversation.id, {
      bytes: new Uint8Array(INBOX.attachmentMaxBytes * 2),
      name: 'huge.png',
      type: 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    expect(json<{ error: string }>(huge).error).toBe(inboxMessages.attachmentTooLarge);

    const none = await attach(shop.owner.jar, conversation.id, undefined, 'Hanya caption');
    expect(none.statusCode).toBe(400);
    expect(json<{ error: string }>(none).error).toBe(inboxMessages.attachmentRequired);

    const asJson = await request(server, shop.owner.jar, {
      method: 'POST',
      url: `/api/conversations/${conversation.id}/attachments`,
      payload: { file: 'x' },
    });
    expect(asJson.statusCode).toBe(415);

    expect(new Set(media.kept)).toEqual(before);
    expect((await thread(shop.owner.jar, conversation.id)).length).toBe(messagesBefore);
  });

  it("is 404 for another business's conversation and 401 signed out, keeping nothing", async () => {
    const shop = await teamShop(0);
    const stranger = await teamShop(0);
    const conversation = await write(shop, phone(), 'Halo', 'Dewi');
    const before = new Set(media.kept);
    const file = { bytes: PNG, name: 'a.png', type: 'image/png' };
    const foreign = await attach(stranger.owner.jar, conversation.id, file);
    expect(foreign.statusCode).toBe(404);
    const malformed = await attach(stranger.owner.jar, 'not-a-uuid', file);
    expect(malformed.statusCode).toBe(404);
    const anonymous = await attach(undefined, conversation.id, file);
    expect(anonymous.statusCode).toBe(401);
    // A form posted from another site is refused like any state-changing request from there.
    const crossSite = await attach(shop.owner.jar, conversation.id, file, undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(new Set(media.kept)).toEqual(before);
  });
});
