import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionSnapshot, createConnection } from '../connection.ts';
import { MediaTooLargeError } from '../errors.ts';
import { createMemoryAuthStore } from '../memory-auth-store.ts';
import type { ConnectMethod, InboundMessage, StatusUpdate } from '../types.ts';
import { createSandboxDriver, type SandboxDelivery } from './driver.ts';

const setup = (
  options: {
    method?: ConnectMethod;
    entries?: Map<string, string>;
    numberId?: string;
    onChange?: (snapshot: ConnectionSnapshot) => void;
  } = {},
) => {
  const delivered: { numberId: string; message: SandboxDelivery }[] = [];
  const uploads = new Map<string, Uint8Array>();
  const driver = createSandboxDriver({
    deliver: async (numberId, message) => {
      delivered.push({ numberId, message });
    },
    fetchMedia: async (ref) => {
      const bytes = uploads.get(ref);
      if (!bytes) throw new Error(`no upload ${ref}`);
      return bytes;
    },
  });
  const entries = options.entries ?? new Map<string, string>();
  const changes: ConnectionSnapshot[] = [];
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  const numberId = options.numberId ?? 'sandbox-1';
  const connection = createConnection({
    numberId,
    phone: '6280000000001',
    driver,
    method: options.method ?? 'sandbox',
    auth: createMemoryAuthStore(entries),
    onChange: (snapshot) => {
      changes.push(snapshot);
      options.onChange?.(snapshot);
    },
    onMessage: (message) => messages.push(message),
    onStatus: (update) => statuses.push(update),
    onIdentities: () => {},
  });
  return {
    driver,
    connection,
    entries,
    changes,
    messages,
    statuses,
    delivered,
    uploads,
    numberId,
  };
};

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sandbox driver', () => {
  it('shows a rotating QR until the owner scans, then opens and stores creds', async () => {
    const world = setup();
    expect(world.driver.scan(world.numberId)).toBe(false);
    world.connection.start();
    await settle();
    const first = world.connection.snapshot();
    expect(first.state).toBe('qr');
    expect(first.qr).toMatch(/^balasin-sandbox:sandbox-1:[\w-]{32}$/);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(world.connection.snapshot().qr).not.toBe(first.qr);

    expect(world.driver.scan('another-number')).toBe(false);
    expect(world.driver.scan(world.numberId)).toBe(true);
    await settle();
    expect(world.connection.snapshot()).toMatchObject({
      state: 'connected',
      qr: null,
      me: { phone: '6280000000001' },
    });
    expect(world.entries.has('creds')).toBe(true);
    // A second scan finds nobody waiting.
    expect(world.driver.scan(world.numberId)).toBe(false);
  });

  it('resumes without a scan when creds exist', async () => {
    const world = setup({ entries: new Map([['creds', '{"sandbox":true}']]) });
    world.connection.start();
    await settle();
    expect(world.changes.map((c) => c.state)).toEqual(['connecting', 'connected']);
  });

  it('announces connected only once send works (the server flushes its queue then)', async () => {
    const sends: Promise<unknown>[] = [];
    const world = setup({
      entries: new Map([['creds', '{}']]),
      onChange: (snapshot) => {
        if (snapshot.state === 'connected') {
          sends.push(world.connection.send({ to: '628111', type: 'text', text: 'queued' }));
        }
      },
    });
    world.connection.start();
    await settle();
    expect(sends).toHaveLength(1);
    await expect(sends[0]).resolves.toEqual({ externalId: expect.any(String) });
  });

  it('pairs by code: an 8-character code, completed by scan', async () => {
    const world = setup({ method: 'pairing_code' });
    world.connection.start();
    await settle();
    expect(world.connection.snapshot().state).toBe('pairing');
    expect(world.connection.snapshot().pairingCode).toMatch(
      /^[1-9A-HJ-NP-TV-Z]{4}-[1-9A-HJ-NP-TV-Z]{4}$/,
    );
    expect(world.driver.scan(world.numberId)).toBe(true);
    await settle();
    expect(world.connection.snapshot()).toMatchObject({ state: 'connected', pairingCode: null });
  });

  it('delivers inbound messages from a simulated customer while open', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    expect(
      world.driver.inbound(
        world.numberId,
        { phone: '628111' },
        { type: 'text', text: 'too early' },
      ),
    ).toBeNull();
    world.connection.start();
    await settle();
    const id = world.driver.inbound(
      world.numberId,
      { phone: '+62 811-2233', name: 'Sari' },
      { type: 'text', text: 'Ada stok?' },
    );
    expect(id).toMatch(/^3EB0[0-9A-F]{16}$/);
    expect(world.messages).toEqual([
      {
        externalId: id,
        from: { phone: '628112233', name: 'Sari' },
        chat: 'direct',
        kind: 'message',
        fromMe: false,
        type: 'text',
        text: 'Ada stok?',
        timestamp: new Date(Date.now()),
      },
    ]);
  });

  it('simulates what the bot must not answer: groups, reactions and the number’s own phone', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    world.connection.start();
    await settle();
    const customer = { phone: '628111' };
    world.driver.inbound(
      world.numberId,
      customer,
      { type: 'text', text: 'info' },
      { group: 'Arisan' },
    );
    world.driver.inbound(world.numberId, customer, { type: 'reaction', emoji: '👍' });
    world.driver.inbound(
      world.numberId,
      customer,
      { type: 'text', text: 'Siap kak' },
      { fromMe: true },
    );
    expect(world.messages.map(({ chat, kind, fromMe }) => ({ chat, kind, fromMe }))).toEqual([
      { chat: 'group', kind: 'message', fromMe: false },
      { chat: 'direct', kind: 'reaction', fromMe: false },
      { chat: 'direct', kind: 'message', fromMe: true },
    ]);
  });

  it('delivers files with their bytes on demand, and places', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    world.connection.start();
    await settle();
    const pdf = new TextEncoder().encode('%PDF-1.4 katalog');
    world.uploads.set('up-1', pdf);
    world.driver.inbound(
      world.numberId,
      { phone: '628111' },
      {
        type: 'document',
        ref: 'up-1',
        mimeType: 'application/pdf',
        size: pdf.byteLength,
        fileName: 'katalog.pdf',
        caption: 'Ini katalognya',
      },
    );
    world.driver.inbound(
      world.numberId,
      { phone: '628111' },
      { type: 'location', latitude: -6.2, longitude: 106.8, name: 'Toko' },
    );
    const [file, place] = world.messages;
    expect(file).toMatchObject({
      type: 'document',
      text: 'Ini katalognya',
      media: { mimeType: 'application/pdf', size: pdf.byteLength, fileName: 'katalog.pdf' },
    });
    expect(await file?.media?.download?.({ maxBytes: 1000 })).toEqual(pdf);
    await expect(file?.media?.download?.({ maxBytes: 10 })).rejects.toBeInstanceOf(
      MediaTooLargeError,
    );
    expect(place).toMatchObject({
      type: 'location',
      location: { latitude: -6.2, longitude: 106.8, name: 'Toko' },
    });
    expect(place?.media).toBeUndefined();
  });

  it('sends through the network, then reports sent and later delivered', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    world.connection.start();
    await settle();
    const { externalId } = await world.connection.send({
      to: '628112233',
      type: 'text',
      text: 'Ada, kak!',
    });
    expect(world.delivered).toEqual([
      {
        numberId: world.numberId,
        message: {
          to: '628112233',
          type: 'text',
          text: 'Ada, kak!',
          externalId,
          at: expect.any(Date),
        },
      },
    ]);
    // Statuses come after send resolves, so the caller already knows the id they name.
    expect(world.statuses).toEqual([]);
    await settle();
    expect(world.statuses.map((s) => s.status)).toEqual(['sent']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(world.statuses.map((s) => [s.externalId, s.status])).toEqual([
      [externalId, 'sent'],
      [externalId, 'delivered'],
    ]);
  });

  it('keeps an open, quiet number alive past the watchdog with heartbeats', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    world.connection.start();
    await settle();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(world.connection.snapshot().state).toBe('connected');
  });

  it('leaves no timer behind once closed', async () => {
    const waiting = setup({ numberId: 'waiting' });
    waiting.connection.start();
    const open = setup({ numberId: 'open', entries: new Map([['creds', '{}']]) });
    open.connection.start();
    await settle();
    await open.connection.send({ to: '628112233', type: 'text', text: 'halo' });
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await waiting.connection.stop();
    await open.connection.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(
      open.driver.inbound('open', { phone: '628111' }, { type: 'text', text: 'hello?' }),
    ).toBeNull();
  });

  it('logout clears the creds, so the next start asks for a scan again', async () => {
    const world = setup({ entries: new Map([['creds', '{}']]) });
    world.connection.start();
    await settle();
    await world.connection.logout();
    expect(world.entries.size).toBe(0);
    expect(world.connection.snapshot()).toMatchObject({ state: 'disconnected', error: null });
    world.connection.start();
    await settle();
    expect(world.connection.snapshot().state).toBe('qr');
    await world.connection.stop();
  });
});
