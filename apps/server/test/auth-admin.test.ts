import { ensureAdmin } from '@balasin/api';
import { findUserByEmail } from '@balasin/db';
import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, register, request, signIn, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const checkAdmin = (jar?: Awaited<ReturnType<typeof signIn>>) =>
  request(server, jar, { method: 'GET', url: '/api/auth/check-admin' });

describe('GET /api/auth/check-admin', () => {
  it('answers 401 when signed out', async () => {
    const response = await checkAdmin();
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe(messages.notAuthenticated);
  });

  it('answers 403 "Unauthorized access" for a plain user', async () => {
    const account = await register(server);
    const response = await checkAdmin(await signIn(server, account));
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      error: messages.unauthorizedAccess,
      message: messages.unauthorizedAccess,
      code: 'FORBIDDEN',
    });
  });

  it('answers 200 {isAdmin: true} for an admin', async () => {
    expect(await ensureAdmin(server.db.db, 'boss@balasin.id', 'boss-password')).toBe('created');
    const response = await checkAdmin(
      await signIn(server, { email: 'boss@balasin.id', password: 'boss-password' }),
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ isAdmin: true });
  });
});

describe('admin bootstrap', () => {
  it('is idempotent and never overwrites a password', async () => {
    await ensureAdmin(server.db.db, 'root@balasin.id', 'first-password');
    const before = await findUserByEmail(server.db.db, 'root@balasin.id');
    expect(await ensureAdmin(server.db.db, 'ROOT@balasin.id', 'second-password')).toBe('unchanged');
    const after = await findUserByEmail(server.db.db, 'root@balasin.id');
    expect(after?.passwordHash).toBe(before?.passwordHash);
    await signIn(server, { email: 'root@balasin.id', password: 'first-password' });
  });

  it('promotes an existing user and keeps their password', async () => {
    const account = await register(server);
    expect(await ensureAdmin(server.db.db, account.email, 'ignored-password')).toBe('promoted');
    const jar = await signIn(server, account);
    expect((await checkAdmin(jar)).statusCode).toBe(200);
  });

  it('stores passwords as argon2id with the OWASP parameters', async () => {
    const account = await register(server);
    const user = await findUserByEmail(server.db.db, account.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
