import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Query } from './bare-db.ts';

/**
 * POST /api/v1/messages as a minimal implementation would do it, in one transaction: the token
 * found by its SHA-256, the contact and the conversation upserted, the message inserted, and the
 * same 202 answer. Nothing else: no validation library, no limits, no send queue, no logging.
 */
const TOKEN_SQL = `select t.business_id, t.number_id from api_tokens t
  join whatsapp_numbers n on n.id = t.number_id
  where t.token_hash = $1 and t.revoked_at is null and n.deleted_at is null`;
const CONTACT_SQL = `insert into contacts (business_id, phone) values ($1, $2)
  on conflict (business_id, phone) where phone is not null do update set updated_at = now()
  returning id`;
const CONVERSATION_SQL = `insert into conversations (business_id, number_id, contact_id, last_message_at)
  values ($1, $2, $3, $4)
  on conflict (number_id, contact_id)
  do update set last_message_at = greatest(conversations.last_message_at, excluded.last_message_at)
  returning id`;
const MESSAGE_SQL = `insert into messages (business_id, number_id, conversation_id, contact_id,
    direction, sender_kind, type, body, status, idempotency_key, created_at)
  values ($1, $2, $3, $4, 'outbound', 'api', 'text', $5, 'queued', $6, $7)
  returning id`;

type Body = { to?: string; type?: string; text?: { body?: string } };

export const registerMessages = (
  app: FastifyInstance,
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>,
) => {
  app.post('/api/v1/messages', async (request, reply) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return reply.code(401).send({ error: 'Not authenticated' });
    const { to, text } = (request.body ?? {}) as Body;
    if (!to || !text?.body) return reply.code(400).send({ error: 'to and text.body required' });
    const key = request.headers['idempotency-key'];
    const hash = createHash('sha256').update(bearer).digest('hex');
    const now = new Date();
    const id = await transaction(async (query) => {
      const [token] = await query<{ business_id: string; number_id: string }>(TOKEN_SQL, [hash]);
      if (!token) return null;
      const [contact] = await query<{ id: string }>(CONTACT_SQL, [token.business_id, to]);
      const [conversation] = await query<{ id: string }>(CONVERSATION_SQL, [
        token.business_id,
        token.number_id,
        contact?.id,
        now,
      ]);
      const [message] = await query<{ id: string }>(MESSAGE_SQL, [
        token.business_id,
        token.number_id,
        conversation?.id,
        contact?.id,
        text.body,
        typeof key === 'string' ? key : null,
        now,
      ]);
      return message?.id ?? null;
    });
    if (!id) return reply.code(401).send({ error: 'Not authenticated' });
    return reply
      .code(202)
      .send({ id, status: 'queued', to, type: 'text', created_at: now.toISOString() });
  });
};
