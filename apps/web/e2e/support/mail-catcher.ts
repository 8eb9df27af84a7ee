import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_PORT, E2E_SMTP_PORT } from './env.ts';

/**
 * The browser tests' mailbox: a real SMTP server the test server sends to (SMTP_URL), and an
 * HTTP page listing what arrived, so a test can follow a link from an e-mail as a person would.
 * Started by Playwright beside the server (playwright.config.ts, webServer).
 */
const received: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData: (stream, session, done) => {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
      done();
    });
  },
});
smtp.listen(E2E_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = received.filter((mail) => !to || mail.to.includes(to)).map((mail) => mail.raw);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(mails));
}).listen(E2E_MAIL_PORT, '127.0.0.1');
