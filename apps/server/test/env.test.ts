import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, resolveMediaDir } from '../src/env.ts';

const linesFor = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error.lines;
    throw error;
  }
  return [];
};

describe('environment', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
    });
  });

  it('names each bad variable on its own line', () => {
    const lines = linesFor({
      PORT: 'eighty',
      APP_URL: 'localhost',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
    });
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('PORT:'))).toContain('"eighty"');
    expect(lines.find((l) => l.startsWith('APP_URL:'))).toContain('must be a URL');
    expect(lines.find((l) => l.startsWith('DATABASE_URL:'))).toContain('postgres://user');
    expect(lines.find((l) => l.startsWith('LOG_LEVEL:'))).toBeDefined();
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE is true', () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: 'false' }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(linesFor({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toEqual([
      'WEBHOOK_ALLOW_PRIVATE: must be true or false (got "yes")',
    ]);
  });

  it('keeps received files beside the database unless MEDIA_DIR says where', () => {
    expect(parseEnv({}).MEDIA_MAX_BYTES).toBe(16 * 1024 * 1024);
    expect(parseEnv({ MEDIA_MAX_BYTES: '1048576' }).MEDIA_MAX_BYTES).toBe(1_048_576);
    expect(linesFor({ MEDIA_MAX_BYTES: 'big' })[0]).toMatch(/^MEDIA_MAX_BYTES:/);
    expect(resolveMediaDir(parseEnv({ DATA_DIR: '/srv/balasin' }))).toBe('/srv/balasin/media');
    expect(resolveMediaDir(parseEnv({ DATA_DIR: 'memory://' }))).toBe('memory://');
    expect(resolveMediaDir(parseEnv({ DATA_DIR: 'memory://', MEDIA_DIR: 'files' }), '/srv')).toBe(
      '/srv/files',
    );
    expect(resolveMediaDir(parseEnv({ MEDIA_DIR: 'memory://' }))).toBe('memory://');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(linesFor({ ADMIN_EMAIL: 'a@b.co' })).toEqual([
      'ADMIN_PASSWORD: must be set together with ADMIN_EMAIL',
    ]);
  });

  it('stops start-up with a clear message and a non-zero exit', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, APP_URL: 'not a url', PORT: '99999', DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration: APP_URL: must be a URL');
    expect(result.stderr).toContain('Invalid configuration: PORT:');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
