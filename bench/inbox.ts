import { performance } from 'node:perf_hooks';
import { insertRegistration, listConversations, schema } from '@balasin/db';
import { sql } from 'drizzle-orm';
import type { Target } from './database.ts';

type ListCase = { name: string; params: Omit<Parameters<typeof listConversations>[1], 'scope'> };

export type InboxResult = {
  conversations: number;
  queries: number;
  cases: { name: string; p50Ms: number; p95Ms: number; p99Ms: number }[];
};

const QUERIES = 300;
const WARM_UP = 20;
const PAGE = 31;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The inbox list for a business with `count` conversations (one number, five agents, statuses
 * and assignees spread as a busy shop's are), read as the inbox reads it: the first page and a
 * page deep in the list (by keyset), with each filter the inbox offers. Seeded in SQL:
 * 100,000 conversations take seconds, not the minutes the message pipeline would.
 */
export const runInboxBench = async (target: Target, count: number) => {
  await target.reset();
  const handle = target.open();
  try {
    await handle.migrate();
    const db = handle.db;
    const { business, user } = await insertRegistration(db, {
      email: 'bench-inbox@example.com',
      name: 'Bench',
      passwordHash: 'x',
      whatsappNumber: '+6281234567890',
      businessName: 'Toko Bench',
      packageType: 'enterprise',
    });
    const [number] = await db
      .insert(schema.whatsappNumbers)
      .values({ businessId: business.id, number: '+6281100000001', name: 'Toko Bench' })
      .returning({ id: schema.whatsappNumbers.id });
    if (!number) throw new Error('no number');
    const agents = await db
      .insert(schema.users)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          email: `agent${i}@bench.example.com`,
          name: `Agent ${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: schema.users.id });
    await db.insert(schema.memberships).values(
      agents.map((agent) => ({
        businessId: business.id,
        userId: agent.id,
        role: 'agent' as const,
      })),
    );
    const agentIds = sql.raw(`array[${agents.map((a) => `'${a.id}'::uuid`).join(',')}]`);
    await db.execute(sql`
      insert into contacts (business_id, phone, name)
      select ${business.id}, '+62813' || lpad(g::text, 8, '0'), 'Pelanggan ' || g
      from generate_series(1, ${count}) g`);
    // A quarter of conversations nobody has, the rest spread over the agents; most resolved.
    await db.execute(sql`
      insert into conversations (business_id, number_id, contact_id, status, bot_active,
        assignee_id, unread_count, waiting_since, last_message_preview, last_message_at)
      select ${business.id}, ${number.id}, c.id,
        (array['open','pending','resolved','resolved','resolved','snoozed'])[1 + n % 6]::conversation_status,
        n % 3 = 0,
        case when n % 4 = 0 then null else (${agentIds})[1 + n % 5] end,
        n % 3, case when n % 6 = 0 then now() - n * interval '1 second' end,
        'Kak, pesanan nomor ' || n || ' sudah dikirim?',
        now() - n * interval '1 second'
      from (select id, row_number() over (order by id) as n from contacts
            where business_id = ${business.id}) c`);
    await db.execute(sql`
      insert into messages (business_id, number_id, conversation_id, contact_id, direction,
        sender_kind, type, body, status, created_at)
      select business_id, number_id, id, contact_id, 'inbound', 'contact', 'text',
        last_message_preview, 'delivered', last_message_at
      from conversations where business_id = ${business.id}`);
    await db.execute(sql`analyze`);

    const deep = (
      await listConversations(db, { scope: { businessId: business.id }, limit: count / 2 })
    ).at(-1);
    const before = deep ? { at: deep.lastMessageAt, id: deep.id } : undefined;
    const someone = agents[0]?.id ?? user.id;
    const cases: ListCase[] = [
      { name: 'all, first page', params: { limit: PAGE } },
      { name: 'all, page in the middle', params: { limit: PAGE, ...(before ? { before } : {}) } },
      { name: 'open', params: { status: 'open', limit: PAGE } },
      { name: 'unassigned', params: { assigneeId: null, limit: PAGE } },
      { name: 'mine, open', params: { assigneeId: someone, status: 'open', limit: PAGE } },
      { name: 'search a phone', params: { search: '62813000123', limit: PAGE } },
      { name: 'search a name', params: { search: 'pelanggan 4242', limit: PAGE } },
      { name: 'search a message', params: { search: 'nomor 77777 ', limit: PAGE } },
      { name: 'search what nobody wrote', params: { search: 'ongkir bali', limit: PAGE } },
      // In every conversation's message: the page is found among the newest.
      { name: 'search a common word', params: { search: 'pesanan', limit: PAGE } },
    ];
    const results = [];
    for (const { name, params } of cases) {
      const run = () => listConversations(db, { scope: { businessId: business.id }, ...params });
      for (let i = 0; i < WARM_UP; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < QUERIES; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({
        name,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        p99Ms: round(percentile(times, 99)),
      });
    }
    return { conversations: count, queries: QUERIES, cases: results } satisfies InboxResult;
  } finally {
    await handle.close();
  }
};

export const formatInbox = (kind: string, result: InboxResult) =>
  [
    `Inbox list (${kind}): ${result.conversations.toLocaleString('en')} conversations of one business, ${result.queries} reads per filter, pages of ${PAGE - 1}`,
    ...result.cases.map(
      (c) => `  ${c.name}: p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms (goal < 20 ms), p99 ${c.p99Ms} ms`,
    ),
  ].join('\n');
