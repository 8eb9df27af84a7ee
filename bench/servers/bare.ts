import { createHash } from 'node:crypto';
import { SESSION } from '@balasin/shared';
import Fastify from 'fastify';
import { connect } from './bare-db.ts';
import { registerMessages } from './bare-messages.ts';

/**
 * The floor to compare our server with: plain Fastify and a plain driver answering
 * GET /api/whatsapp-numbers with the same session lookup (hash of the access cookie, live
 * session joined to its user) and the same numbers query and JSON shape, and nothing else
 * (no tRPC, no validation, no logging, no security headers); and POST /api/v1/messages
 * (`bare-messages.ts`).
 */
const SESSION_SQL = `select u.id from sessions s join users u on u.id = s.user_id
  where s.access_token_hash = $1 and s.revoked_at is null and s.access_expires_at > now()
  limit 1`;
const NUMBERS_SQL = `select n.id, n.number, n.name, n.status, n.created_at, b.name as business_name
  from whatsapp_numbers n join businesses b on b.id = n.business_id
  where b.owner_id = $1 and b.deleted_at is null and n.deleted_at is null
  order by n.created_at desc, n.id desc`;

const ACCESS_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION.accessCookie}=([^;]+)`);

type NumberRow = {
  id: string;
  number: string;
  name: string;
  status: string;
  created_at: Date | string;
  business_name: string;
};

const db = connect();
const app = Fastify();
registerMessages(app, db.transaction);

app.get('/api/whatsapp-numbers', async (request, reply) => {
  const token = ACCESS_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ error: 'Not authenticated' });
  const hash = createHash('sha256').update(token).digest('base64url');
  const [user] = await db.query<{ id: string }>(SESSION_SQL, [hash]);
  if (!user) return reply.code(401).send({ error: 'Not authenticated' });
  const rows = await db.query<NumberRow>(NUMBERS_SQL, [user.id]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    name: row.name,
    is_active: row.status === 'connected',
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    businesses: { name: row.business_name },
  }));
});

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
