import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { MediaStore } from '@balasin/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderMediaStore } from '../src/media/folder-media-store.ts';
import { createMediaStore } from '../src/media/media-store.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'balasin-store-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const read = async (store: MediaStore, key: string) => {
  const stream = await store.get(key);
  return stream ? (await buffer(stream)).toString() : null;
};

describe.each([
  ['a local folder', () => createFolderMediaStore(join(dir, 'folder'))],
  ['memory', () => createMemoryMediaStore()],
])('the media store in %s', (_name, make) => {
  it('puts, replaces, gets and deletes by key', async () => {
    const store = make();
    expect(await store.get('n-1/f-1')).toBeNull();
    await store.put('n-1/f-1', Buffer.from('first'));
    await store.put('n-1/f-1', Buffer.from('second'));
    expect(await read(store, 'n-1/f-1')).toBe('second');
    await store.delete('n-1/f-1');
    expect(await store.get('n-1/f-1')).toBeNull();
    await store.delete('n-1/f-1');
  });

  it('refuses keys that could name a path outside the store', async () => {
    const store = make();
    for (const key of ['../escape', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a\\b', '']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid media key/);
    }
  });
});

describe('the folder store', () => {
  it('leaves no partial file behind and keeps files under their number', async () => {
    const root = join(dir, 'numbers');
    const store = createFolderMediaStore(root);
    await store.put('number-a/file-1', Buffer.from('x'));
    expect(await readdir(join(root, 'number-a'))).toEqual(['file-1']);
  });

  it('is what MEDIA_DIR names, or memory for memory://', async () => {
    const folder = createMediaStore(join(dir, 'from-env'));
    await folder.put('k/1', Buffer.from('on disk'));
    expect(await readdir(join(dir, 'from-env', 'k'))).toEqual(['1']);
    const memory = createMediaStore('memory://');
    await memory.put('k/1', Buffer.from('in memory'));
    expect(await read(memory, 'k/1')).toBe('in memory');
  });
});
