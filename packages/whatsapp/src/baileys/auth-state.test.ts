import { initAuthCreds, proto } from 'baileys';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAuthStore } from '../memory-auth-store.ts';
import { loadAuthState } from './auth-state.ts';

describe('auth state over the AuthStore port', () => {
  it('round-trips creds and signal keys through Baileys serialisation', async () => {
    const entries = new Map<string, string>();
    const store = createMemoryAuthStore(entries);
    const set = vi.spyOn(store, 'set');

    const first = await loadAuthState(store);
    expect(first.state.creds.registered).toBe(false);
    first.state.creds.me = { id: '6281234567890:3@s.whatsapp.net', lid: '12345678901234:3@lid' };
    await first.saveCreds();

    const preKey = initAuthCreds().signedIdentityKey;
    const otherPreKey = initAuthCreds().noiseKey;
    const session = new Uint8Array([1, 2, 3, 250, 251]);
    const syncKey = proto.Message.AppStateSyncKeyData.fromObject({
      keyData: Buffer.from('sync-key-bytes'),
      timestamp: 1_700_000_000,
    });
    await first.state.keys.set({
      'pre-key': { '1': preKey, '2': otherPreKey },
      session: { '6281234567890.0': session },
      'app-state-sync-key': { AAAA: syncKey },
      'lid-mapping': { '6281234567890': '12345678901234' },
    });
    // One atomic write per creds save and per keys.set.
    expect(set).toHaveBeenCalledTimes(2);
    expect(Object.keys(set.mock.calls[1]?.[0] ?? {})).toEqual([
      'pre-key-1',
      'pre-key-2',
      'session-6281234567890.0',
      'app-state-sync-key-AAAA',
      'lid-mapping-6281234567890',
    ]);

    const second = await loadAuthState(createMemoryAuthStore(new Map(entries)));
    expect(second.state.creds).toEqual(first.state.creds);
    expect(Buffer.isBuffer(second.state.creds.noiseKey.private)).toBe(true);

    const keys = await second.state.keys.get('pre-key', ['1', '2', '3']);
    expect(keys).toEqual({ '1': preKey, '2': otherPreKey });
    expect(Buffer.from(keys['1']?.private ?? []).equals(Buffer.from(preKey.private))).toBe(true);
    const sessions = await second.state.keys.get('session', ['6281234567890.0']);
    expect(Buffer.from(sessions['6281234567890.0'] ?? [])).toEqual(Buffer.from(session));
    const sync = (await second.state.keys.get('app-state-sync-key', ['AAAA'])).AAAA;
    expect(sync).toBeInstanceOf(proto.Message.AppStateSyncKeyData);
    expect(Buffer.from(sync?.keyData ?? []).toString()).toBe('sync-key-bytes');
    expect(await second.state.keys.get('lid-mapping', ['6281234567890'])).toEqual({
      '6281234567890': '12345678901234',
    });
  });

  it('deletes a key set to null', async () => {
    const entries = new Map<string, string>();
    const { state } = await loadAuthState(createMemoryAuthStore(entries));
    await state.keys.set({ session: { a: new Uint8Array([1]) } });
    expect(entries.has('session-a')).toBe(true);
    await state.keys.set({ session: { a: null } });
    expect(entries.has('session-a')).toBe(false);
  });
});
