import { BufferJSON, initAuthCreds, proto } from 'baileys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionPolicy, type ConnectionSnapshot, createConnection } from '../connection.ts';
import { MediaRefusedError, NotConnectedError } from '../errors.ts';
import { createMemoryAuthStore } from '../memory-auth-store.ts';
import { ENGINE_MESSAGES } from '../messages.ts';
import type { ConnectMethod, InboundMessage, StatusUpdate } from '../types.ts';
import { createBaileysDriver } from './driver.ts';
import { FakeSocket } from './fake-socket.test-support.ts';

const PHONE = '6281234567890';

const registeredCreds = () =>
  JSON.stringify(
    { ...initAuthCreds(), registered: true, me: { id: `${PHONE}:7@s.whatsapp.net` } },
    BufferJSON.replacer,
  );

const setup = (
  options: {
    method?: ConnectMethod;
    entries?: Map<string, string>;
    policy?: Partial<ConnectionPolicy>;
    failOpen?: number;
    fetchMedia?: (url: string) => Promise<Buffer>;
  } = {},
) => {
  const sockets: FakeSocket[] = [];
  const openedAt: number[] = [];
  let failures = options.failOpen ?? 0;
  const driver = createBaileysDriver({
    makeSocket: (config) => {
      openedAt.push(Date.now());
      if (failures > 0) {
        failures -= 1;
        throw new Error('socket refused');
      }
      const socket = new FakeSocket(config);
      sockets.push(socket);
      return socket;
    },
    ...(options.fetchMedia ? { fetchMedia: options.fetchMedia } : {}),
  });
  const entries = options.entries ?? new Map<string, string>();
  const auth = createMemoryAuthStore(entries);
  const changes: ConnectionSnapshot[] = [];
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  const identities: { phone: string; lid: string }[] = [];
  const connection = createConnection({
    numberId: 'number-1',
    phone: PHONE,
    driver,
    method: options.method ?? 'qr',
    auth,
    onChange: (snapshot) => changes.push(snapshot),
    onMessage: (message) => messages.push(message),
    onStatus: (update) => statuses.push(update),
    onIdentities: (pairs) => identities.push(...pairs),
    // random() = 1 makes full jitter its ceiling, so delays are exact.
    policy: { random: () => 1, ...options.policy },
  });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  };
  return {
    connection,
    sockets,
    openedAt,
    entries,
    changes,
    messages,
    statuses,
    identities,
    latest,
  };
};

/** Lets the driver's awaits (auth state load) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const connect = async (world: ReturnType<typeof setup>) => {
  world.connection.start();
  await settle();
  world.latest().update({ connection: 'connecting' });
  world.latest().open();
  await settle();
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Baileys driver under the connection state machine', () => {
  it('shows each rotated QR, restarts at once on 515 after the scan, then opens', async () => {
    const world = setup();
    world.connection.start();
    expect(world.connection.snapshot().state).toBe('connecting');
    await settle();
    const first = world.latest();
    first.update({ connection: 'connecting', receivedPendingNotifications: false, qr: undefined });
    first.update({ qr: 'ref-1,noise,identity,adv' });
    expect(world.connection.snapshot()).toMatchObject({
      state: 'qr',
      qr: 'ref-1,noise,identity,adv',
    });
    await vi.advanceTimersByTimeAsync(20_000);
    first.update({ qr: 'ref-2,noise,identity,adv' });
    expect(world.connection.snapshot().qr).toBe('ref-2,noise,identity,adv');
    expect(world.changes.filter((c) => c.state === 'qr').map((c) => c.qr)).toEqual([
      'ref-1,noise,identity,adv',
      'ref-2,noise,identity,adv',
    ]);

    // The phone scanned: Baileys saves the new creds and closes with restartRequired.
    first.ev.emit('creds.update', { registered: true, me: { id: `${PHONE}:7@s.whatsapp.net` } });
    first.update({ isNewLogin: true, qr: undefined });
    first.close(515);
    await settle();
    expect(world.sockets).toHaveLength(2);
    expect(world.openedAt[1]).toBe(world.openedAt[0] ? world.openedAt[0] + 20_000 : -1);
    expect(world.connection.snapshot()).toMatchObject({ state: 'connecting', attempts: 0 });
    // The second socket was built from the creds the first one saved.
    expect(world.latest().config.auth.creds.registered).toBe(true);

    world.latest().open();
    expect(world.connection.snapshot()).toMatchObject({
      state: 'connected',
      qr: null,
      error: null,
      attempts: 0,
      me: { phone: PHONE, lid: '99887766554433', name: 'Toko' },
    });
    expect(world.connection.snapshot().lastSeenAt).toEqual(new Date(Date.now()));
  });

  it('on 401 clears the auth state and ends logged_out without reconnecting', async () => {
    const world = setup({ entries: new Map([['creds', registeredCreds()]]) });
    await connect(world);
    expect(world.entries.size).toBeGreaterThan(0);
    world.latest().close(401);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(world.entries.size).toBe(0);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'logged_out',
      error: ENGINE_MESSAGES.loggedOut,
      me: null,
    });
    expect(world.sockets).toHaveLength(1);
  });

  it('on 440 ends failed without reconnecting, which would fight the other session', async () => {
    const world = setup();
    await connect(world);
    world.latest().close(440);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'failed',
      error: ENGINE_MESSAGES.replaced,
    });
    expect(world.sockets).toHaveLength(1);
  });

  it('on 500 clears the auth state and ends logged_out', async () => {
    const world = setup({ entries: new Map([['creds', registeredCreds()]]) });
    await connect(world);
    world.latest().close(500);
    await settle();
    expect(world.entries.size).toBe(0);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'logged_out',
      error: ENGINE_MESSAGES.badSession,
    });
  });

  it('catches a connected but silent socket with the watchdog and reconnects', async () => {
    const world = setup({ policy: { silenceMs: 90_000 } });
    await connect(world);
    const first = world.latest();
    // Frames keep it alive well past the silence limit.
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      first.frame();
    }
    expect(first.ended).toBe(false);
    expect(world.connection.snapshot().lastSeenAt).toEqual(new Date(Date.now()));

    await vi.advanceTimersByTimeAsync(90_000);
    expect(first.ended).toBe(true);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'connecting',
      attempts: 1,
      error: ENGINE_MESSAGES.reconnecting,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(world.sockets).toHaveLength(2);
    world.latest().open();
    expect(world.connection.snapshot()).toMatchObject({ state: 'connected', attempts: 0 });
  });

  it('throttles activity-only changes to one a minute', async () => {
    const world = setup();
    await connect(world);
    const before = world.changes.length;
    for (let i = 0; i < 120; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      world.latest().frame();
    }
    expect(world.changes.length - before).toBe(2);
  });

  it('backs off exponentially up to the cap, then fails after maxAttempts', async () => {
    const world = setup({ policy: { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 6 } });
    world.connection.start();
    await settle();
    const closedAt: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const socket = world.sockets.at(-1);
      if (socket && !socket.ended) {
        closedAt.push(Date.now());
        socket.close(408);
      }
      await vi.advanceTimersByTimeAsync(10_000);
    }
    const waits = world.openedAt.slice(1).map((at, i) => at - (closedAt[i] ?? 0));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    expect(world.connection.snapshot()).toMatchObject({ state: 'failed', attempts: 6 });
    expect(world.connection.snapshot().error).toContain('connection lost');
    expect(world.sockets).toHaveLength(6);
  });

  it('counts an exception from opening as a failed attempt', async () => {
    const world = setup({ failOpen: 1 });
    world.connection.start();
    await settle();
    expect(world.connection.snapshot()).toMatchObject({ state: 'connecting', attempts: 1 });
    expect(world.connection.snapshot().error).toBe(ENGINE_MESSAGES.reconnecting);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(world.sockets).toHaveLength(1);
  });

  it('stop during a back-off wait cancels the retry', async () => {
    const world = setup();
    world.connection.start();
    await settle();
    world.latest().close(428);
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await world.connection.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(world.sockets).toHaveLength(1);
    expect(world.connection.snapshot()).toMatchObject({ state: 'disconnected', attempts: 0 });
  });

  it('gives up pairing after pairingTimeoutMs, across QR expiries, and ends disconnected', async () => {
    const world = setup({ policy: { pairingTimeoutMs: 180_000 } });
    world.connection.start();
    await settle();
    world.latest().update({ qr: 'ref-1' });
    await vi.advanceTimersByTimeAsync(100_000);
    // WhatsApp stops issuing QRs after a while and closes with 408; the retry shows new ones.
    world.latest().close(408);
    await vi.advanceTimersByTimeAsync(1_000);
    world.latest().update({ qr: 'ref-7' });
    await vi.advanceTimersByTimeAsync(78_000);
    expect(world.connection.snapshot().state).toBe('qr');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'disconnected',
      qr: null,
      error: ENGINE_MESSAGES.pairingTimedOut,
    });
    expect(world.latest().ended).toBe(true);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(world.sockets).toHaveLength(2);
  });

  it('requests a pairing code once per socket for unregistered creds', async () => {
    const world = setup({ method: 'pairing_code' });
    world.connection.start();
    await settle();
    const socket = world.latest();
    socket.update({ connection: 'connecting' });
    socket.update({ qr: 'ref-1' });
    socket.update({ qr: 'ref-2' });
    socket.update({ qr: 'ref-3' });
    await settle();
    expect(socket.pairingRequests).toEqual([PHONE]);
    expect(world.connection.snapshot()).toMatchObject({
      state: 'pairing',
      pairingCode: 'ABCD-1234',
      qr: null,
    });
  });

  it('requests no pairing code when the creds are registered', async () => {
    const world = setup({
      method: 'pairing_code',
      entries: new Map([['creds', registeredCreds()]]),
    });
    world.connection.start();
    await settle();
    world.latest().update({ qr: 'ref-1' });
    await settle();
    expect(world.latest().pairingRequests).toEqual([]);
  });

  it('saves each creds.update as one write of the whole creds', async () => {
    const world = setup();
    world.connection.start();
    await settle();
    world.latest().ev.emit('creds.update', { pairingCode: 'ABCD1234' });
    await settle();
    const saved = JSON.parse(world.entries.get('creds') ?? '{}', BufferJSON.reviver);
    expect(saved.pairingCode).toBe('ABCD1234');
    expect(Buffer.isBuffer(saved.noiseKey.private)).toBe(true);
  });

  it('maps inbound messages, LID pairs and delivery statuses', async () => {
    const world = setup();
    await connect(world);
    const socket = world.latest();
    socket.ev.emit('messages.upsert', {
      type: 'notify',
      messages: [
        {
          key: {
            id: 'IN1',
            remoteJid: '11223344556677@lid',
            remoteJidAlt: '6289876543210@s.whatsapp.net',
            fromMe: false,
          },
          pushName: 'Budi',
          messageTimestamp: 1_763_000_000,
          message: { conversation: 'Halo, masih buka?' },
        },
        {
          key: { id: 'IN2', remoteJid: '6289876543210@s.whatsapp.net', fromMe: false },
          messageTimestamp: 1_763_000_001,
          message: {
            ephemeralMessage: {
              message: {
                imageMessage: { caption: 'ini', mimetype: 'image/jpeg', fileLength: 2048 },
              },
            },
          },
        },
        {
          key: { id: 'IN3', remoteJid: '6289876543210@s.whatsapp.net', fromMe: false },
          messageTimestamp: 1_763_000_002,
          message: { locationMessage: { degreesLatitude: -6.2, degreesLongitude: 106.8 } },
        },
        {
          key: { id: 'OUT', remoteJid: '6289876543210@s.whatsapp.net', fromMe: true },
          message: { conversation: 'typed on the phone' },
        },
        {
          key: { id: 'GROUP', remoteJid: '1203630@g.us', participant: '628111@s.whatsapp.net' },
          message: { conversation: 'group chatter' },
        },
      ],
    });
    const direct = { chat: 'direct', kind: 'message', fromMe: false };
    expect(world.messages).toEqual([
      {
        externalId: 'IN1',
        from: { phone: '6289876543210', lid: '11223344556677', name: 'Budi' },
        ...direct,
        type: 'text',
        text: 'Halo, masih buka?',
        timestamp: new Date(1_763_000_000_000),
      },
      {
        externalId: 'IN2',
        from: { phone: '6289876543210' },
        ...direct,
        type: 'image',
        text: 'ini',
        media: {
          mimeType: 'image/jpeg',
          size: 2048,
          caption: 'ini',
          download: expect.any(Function),
        },
        timestamp: new Date(1_763_000_001_000),
      },
      {
        externalId: 'IN3',
        from: { phone: '6289876543210' },
        ...direct,
        type: 'location',
        location: { latitude: -6.2, longitude: 106.8 },
        timestamp: new Date(1_763_000_002_000),
      },
      // Written on the phone itself: the engine keeps it as a person's reply.
      {
        externalId: 'OUT',
        from: { phone: '6289876543210' },
        chat: 'direct',
        kind: 'message',
        fromMe: true,
        type: 'text',
        text: 'typed on the phone',
        timestamp: new Date(0),
      },
      {
        externalId: 'GROUP',
        from: { phone: '628111' },
        chat: 'group',
        kind: 'message',
        fromMe: false,
        type: 'text',
        text: 'group chatter',
        timestamp: new Date(0),
      },
    ]);
    socket.ev.emit('lid-mapping.update', {
      pn: '6285550001111@s.whatsapp.net',
      lid: '55554444333322@lid',
    });
    expect(world.identities).toEqual([
      { phone: '6289876543210', lid: '11223344556677' },
      { phone: '6285550001111', lid: '55554444333322' },
    ]);

    const Status = proto.WebMessageInfo.Status;
    const key = { id: '3EB0SENT1', remoteJid: '6289876543210@s.whatsapp.net', fromMe: true };
    socket.ev.emit('messages.update', [
      { key, update: { status: Status.SERVER_ACK } },
      { key, update: { status: Status.DELIVERY_ACK } },
      { key, update: { status: Status.READ } },
      { key, update: { status: Status.ERROR } },
      { key: { ...key, fromMe: false }, update: { status: Status.READ } },
    ]);
    expect(world.statuses.map((s) => [s.externalId, s.status])).toEqual([
      ['3EB0SENT1', 'sent'],
      ['3EB0SENT1', 'delivered'],
      ['3EB0SENT1', 'read'],
      ['3EB0SENT1', 'failed'],
    ]);
  });

  it('sends text and media by URL, and refuses while not connected', async () => {
    const world = setup();
    await expect(
      world.connection.send({ to: '6289876543210', type: 'text', text: 'hi' }),
    ).rejects.toBeInstanceOf(NotConnectedError);
    await connect(world);
    const socket = world.latest();
    await expect(
      world.connection.send({ to: '+62 898-7654-3210', type: 'text', text: 'Halo!' }),
    ).resolves.toEqual({ externalId: '3EB0SENT1' });
    await world.connection.send({
      to: '6289876543210',
      type: 'document',
      url: 'https://files.example/menu%20baru.pdf',
      caption: 'Menu',
    });
    await world.connection.send({
      to: '6289876543210',
      type: 'image',
      url: 'https://files.example/a.jpg',
    });
    await world.connection.typing('6289876543210', true);
    expect(socket.sent).toEqual([
      { jid: '6289876543210@s.whatsapp.net', content: { text: 'Halo!' } },
      {
        jid: '6289876543210@s.whatsapp.net',
        content: {
          document: { url: 'https://files.example/menu%20baru.pdf' },
          mimetype: 'application/pdf',
          fileName: 'menu baru.pdf',
          caption: 'Menu',
        },
      },
      {
        jid: '6289876543210@s.whatsapp.net',
        content: { image: { url: 'https://files.example/a.jpg' } },
      },
    ]);
    expect(socket.presences).toEqual([{ type: 'composing', jid: '6289876543210@s.whatsapp.net' }]);
  });

  it('sends the bytes fetchMedia gives, and nothing when it refuses the URL', async () => {
    const fetched: string[] = [];
    const world = setup({
      fetchMedia: async (url) => {
        fetched.push(url);
        if (url.endsWith('/private.jpg')) throw new MediaRefusedError('refused');
        return Buffer.from(`bytes of ${url}`);
      },
    });
    await connect(world);
    const socket = world.latest();
    await world.connection.send({
      to: '6289876543210',
      type: 'image',
      url: 'https://f.example/a.jpg',
    });
    await world.connection.send({
      to: '6289876543210',
      type: 'document',
      url: 'https://f.example/menu.pdf',
    });
    await expect(
      world.connection.send({
        to: '6289876543210',
        type: 'image',
        url: 'https://f.example/private.jpg',
      }),
    ).rejects.toBeInstanceOf(MediaRefusedError);
    await world.connection.send({ to: '6289876543210', type: 'text', text: 'Halo' });
    expect(fetched).toEqual([
      'https://f.example/a.jpg',
      'https://f.example/menu.pdf',
      'https://f.example/private.jpg',
    ]);
    expect(socket.sent.map((sent) => sent.content)).toEqual([
      { image: Buffer.from('bytes of https://f.example/a.jpg') },
      {
        document: Buffer.from('bytes of https://f.example/menu.pdf'),
        mimetype: 'application/pdf',
        fileName: 'menu.pdf',
      },
      { text: 'Halo' },
    ]);
  });

  it('logout unlinks the device, clears the auth state and ends disconnected', async () => {
    const world = setup({ entries: new Map([['creds', registeredCreds()]]) });
    await connect(world);
    await world.connection.logout();
    expect(world.latest().loggedOut).toBe(true);
    expect(world.entries.size).toBe(0);
    expect(world.connection.snapshot()).toMatchObject({ state: 'disconnected', error: null });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(world.sockets).toHaveLength(1);
  });
});
