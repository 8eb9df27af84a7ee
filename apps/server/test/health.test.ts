import { messages } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { createTestServer, json } from './helpers.ts';

describe('GET /api/health', () => {
  it('answers HEAD as it answers GET, without the body', async () => {
    const server = await createTestServer();
    const get = await server.app.inject({ method: 'GET', url: '/api/health' });
    const head = await server.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
    await server.close();
  });

  it('answers ok, then 503 once the database stops answering', async () => {
    const server = await createTestServer();
    const ok = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({ status: 'ok' });

    await server.db.close();
    const down = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(json(down)).toEqual({
      error: messages.databaseUnavailable,
      message: messages.databaseUnavailable,
      code: 'SERVICE_UNAVAILABLE',
    });
    await server.app.close();
  });
});
