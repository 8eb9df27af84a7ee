import { listEmailsTo } from '@balasin/db/testing';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxSender } from '../src/mail/outbox-sender.ts';
import { createTestServer, registration, type TestServer } from './helpers.ts';

/** Mail goes out over real SMTP; once delivered, no usable secret stays in the outbox table. */
let server: TestServer;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, done) => {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('the e-mail outbox', () => {
  it('delivers the verification mail, then keeps no token at rest', async () => {
    const account = registration();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
    });
    expect(response.statusCode).toBe(201);
    const [queued] = await listEmailsTo(server.db.db, account.email);
    const token = queued?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();

    const sender = createOutboxSender({
      db: server.db.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
    });
    const deadline = Date.now() + 10_000;
    while (!received.some((mail) => mail.includes(account.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await sender.stop();
    expect(received.find((mail) => mail.includes(account.email))).toContain(token);

    const [sent] = await listEmailsTo(server.db.db, account.email);
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.subject).toContain('Verify your e-mail');
    expect(JSON.stringify(sent)).not.toContain(token);
  });
});
