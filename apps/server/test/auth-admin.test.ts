import { ensureAdmin } from '@balasin/api';
import { findUserByEmail, schema } from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, messages } from '@balasin/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, register, request, signIn } from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

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

  it('enables the operator admin again if it was disabled, and says so in the audit log', async () => {
    const account = await register(server);
    expect(await ensureAdmin(server.db.db, account.email, 'ignored-password')).toBe('promoted');
    const user = await findUserByEmail(server.db.db, account.email);
    await server.db.db
      .update(schema.users)
      .set({ disabledAt: new Date() })
      .where(eq(schema.users.id, user?.id as string));
    expect(await ensureAdmin(server.db.db, account.email, 'ignored-password')).toBe('enabled');
    expect((await checkAdmin(await signIn(server, account))).statusCode).toBe(200);
    const entries = await server.db.db
      .select({ action: schema.auditLog.action, actorId: schema.auditLog.actorId })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, user?.id as string))
      .orderBy(asc(schema.auditLog.createdAt));
    expect(entries).toEqual([
      { action: ADMIN_USER_AUDIT_ACTIONS.promote, actorId: null },
      { action: ADMIN_USER_AUDIT_ACTIONS.enable, actorId: null },
    ]);
    expect(await ensureAdmin(server.db.db, account.email, 'ignored-password')).toBe('unchanged');
  });

  it('stores passwords as argon2id with the OWASP parameters', async () => {
    const account = await register(server);
    const user = await findUserByEmail(server.db.db, account.email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
