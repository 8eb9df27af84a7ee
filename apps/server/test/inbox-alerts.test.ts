import { type InboxAlertJob, QUEUES, sendInboxAlertEmail } from '@balasin/api';
import { INBOX } from '@balasin/shared/inbox';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_URL, json, request } from './helpers.ts';
import { until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, write, assignedTo, openInbox, conversationOf } = inbox;
const phone = (n: number) => `+62857${String(n).padStart(8, '0')}`;

/** The alert checks queued for a conversation (pg-boss's own table), oldest first. */
const alertJobs = async (conversationId: string) => {
  const result = await server.db.db.execute(
    sql`select data, start_after, created_on from pgboss.job where name = ${QUEUES.inboxAlert}
      and data->>'conversationId' = ${conversationId} order by created_on`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    data: InboxAlertJob;
    start_after: Date | string;
    created_on: Date | string;
  }[];
  return rows;
};

const runAlert = (job: InboxAlertJob) =>
  sendInboxAlertEmail({ db: server.db.db, appUrl: APP_URL }, job);

const assign = (jar: Parameters<typeof request>[1], id: string, assigneeId: string | null) =>
  request(server, jar, {
    method: 'PUT',
    url: `/api/conversations/${id}/assignee`,
    payload: { assignee_id: assigneeId },
  });

describe('removing a member', () => {
  it('sends their conversations back to the queue at once, to whoever is online, and ends their live stream', async () => {
    const shop = await teamShop(2);
    const [leaving, staying] = shop.agents as [(typeof shop.agents)[0], (typeof shop.agents)[0]];
    const leavingTab = await openInbox(leaving);
    const first = await write(shop, phone(1), 'Halo, pesanan saya belum sampai');
    await assignedTo(shop.owner.jar, phone(1), leaving.id);
    const ownerTab = await openInbox(shop.owner);
    const stayingTab = await openInbox(staying);

    const removed = await request(server, shop.owner.jar, {
      method: 'DELETE',
      url: `/api/team/members/${leaving.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Back in the queue and given out in the same request: the owner or the agent online has it.
    const after = await conversationOf(shop.owner.jar, phone(1));
    expect(after?.id).toBe(first.id);
    expect([shop.owner.id, staying.id]).toContain(after?.assignee_id);
    await stayingTab.heard(first.id, 'assignment');

    // The removed person's open stream hears nothing more of the business.
    const heardBefore = leavingTab.events.length;
    const second = await write(shop, phone(2), 'Halo, ada yang bisa bantu?');
    await ownerTab.heard(second.id, 'message');
    expect(leavingTab.events.length).toBe(heardBefore);
    expect(leavingTab.events.some((e) => e.conversationId === second.id)).toBe(false);
  });
});

describe('the delayed alert e-mail', () => {
  it('is queued for later when someone else assigns a conversation, and sent once if nobody read or answered it', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const conversation = await write(shop, phone(10), 'Halo, mau tanya ongkir ke Bandung');
    const given = await assign(shop.owner.jar, conversation.id, agent.id);
    expect(given.statusCode, given.body).toBe(200);

    const jobs = await alertJobs(conversation.id);
    expect(jobs).toHaveLength(1);
    const job = jobs[0] as (typeof jobs)[0];
    expect(job.data).toMatchObject({ kind: 'assigned', assigneeId: agent.id });
    const delay = new Date(job.start_after).getTime() - new Date(job.data.since).getTime();
    expect(delay).toBe(INBOX.alertEmailAfterMinutes * 60_000);

    const before = server.mails.length;
    const sent = await runAlert(job.data);
    expect(sent).toHaveLength(1);
    const mail = sent[0] as (typeof sent)[0];
    expect(mail.to).toContain('@');
    expect(mail.subject).toContain('menunggu balasan');
    expect(mail.text).toContain(`${APP_URL}/dashboard/inbox/${conversation.id}`);
    expect(mail.text).toContain('Halo, mau tanya ongkir ke Bandung');
    // Written to the outbox in the check's transaction; the worker hands it to the sender.
    expect(server.mails.length).toBe(before);

    // Taking one yourself queues no alert.
    const mine = await write(shop, phone(11), 'Halo lagi');
    expect((await assign(agent.jar, mine.id, agent.id)).statusCode).toBe(200);
    expect(await alertJobs(mine.id)).toHaveLength(0);
  });

  it('is not sent once the conversation was read, answered, passed on or resolved', async () => {
    const shop = await teamShop(2);
    const [agent, other] = shop.agents as [(typeof shop.agents)[0], (typeof shop.agents)[0]];
    const given = async (n: number) => {
      const conversation = await write(shop, phone(n), `Pesan ${n}`);
      expect((await assign(shop.owner.jar, conversation.id, agent.id)).statusCode).toBe(200);
      const [job] = await alertJobs(conversation.id);
      if (!job) throw new Error('no alert job');
      return { conversation, job: job.data };
    };

    const read = await given(20);
    const marked = await request(server, agent.jar, {
      method: 'POST',
      url: `/api/conversations/${read.conversation.id}/read`,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await runAlert(read.job)).toEqual([]);

    const answered = await given(21);
    const reply = await request(server, agent.jar, {
      method: 'POST',
      url: `/api/conversations/${answered.conversation.id}/messages`,
      payload: { text: 'Baik, kami cek dulu ya' },
    });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(await runAlert(answered.job)).toEqual([]);

    const passedOn = await given(22);
    expect((await assign(shop.owner.jar, passedOn.conversation.id, other.id)).statusCode).toBe(200);
    expect(await runAlert(passedOn.job)).toEqual([]);

    const resolved = await given(23);
    expect(
      (await inbox.setStatus(agent.jar, resolved.conversation.id, { status: 'resolved' }))
        .statusCode,
    ).toBe(200);
    expect(await runAlert(resolved.job)).toEqual([]);

    // A hand-off to the queue nobody took goes to the owner (and admins).
    const queued = await write(shop, phone(24), 'Saya mau bicara dengan orang');
    const handoff: InboxAlertJob = {
      conversationId: queued.id,
      kind: 'handoff',
      assigneeId: null,
      since: server.now().toISOString(),
    };
    const toOwner = await runAlert(handoff);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.text).toContain('Bot di nomor');
  });
});

describe('capacity', () => {
  it('is changed by the owner and admins, within its limits; an agent is refused', async () => {
    const shop = await teamShop(2);
    const [agent, other] = shop.agents as [(typeof shop.agents)[0], (typeof shop.agents)[0]];
    const put = (jar: Parameters<typeof request>[1], id: string, payload: unknown) =>
      request(server, jar, { method: 'PUT', url: `/api/team/members/${id}`, payload });

    const changed = await put(shop.owner.jar, agent.id, { capacity: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({ id: agent.id, role: 'agent', capacity: 3 });
    const team = json<{ members: { id: string; capacity: number }[] }>(
      await request(server, shop.owner.jar, { method: 'GET', url: '/api/team' }),
    );
    expect(team.members.find((m) => m.id === agent.id)?.capacity).toBe(3);
    expect(team.members.find((m) => m.id === other.id)?.capacity).toBe(INBOX.defaultCapacity);

    // Role and capacity together; the owner's capacity but never the owner's role.
    expect(json(await put(shop.owner.jar, other.id, { role: 'admin', capacity: 0 }))).toMatchObject(
      { role: 'admin', capacity: 0 },
    );
    expect((await put(other.jar, shop.owner.id, { capacity: 20 })).statusCode).toBe(200);
    expect((await put(shop.owner.jar, shop.owner.id, { role: 'agent' })).statusCode).toBe(403);

    for (const bad of [
      { capacity: INBOX.capacityMax + 1 },
      { capacity: -1 },
      { capacity: 2.5 },
      { capacity: 'viel' },
      {},
    ]) {
      const refused = await put(shop.owner.jar, agent.id, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(refused)).toHaveProperty('message');
    }
    expect((await put(agent.jar, agent.id, { capacity: 50 })).statusCode).toBe(403);
    const stranger = await teamShop(0);
    expect((await put(stranger.owner.jar, agent.id, { capacity: 5 })).statusCode).toBe(404);
  });

  it('more room gives the member waiting customers at once', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    await request(server, shop.owner.jar, {
      method: 'PUT',
      url: `/api/team/members/${agent.id}`,
      payload: { capacity: 0 },
    });
    await openInbox(agent);
    await write(shop, phone(40), 'Halo, masih buka?');
    expect((await conversationOf(shop.owner.jar, phone(40)))?.assignee_id).toBeUndefined();
    await request(server, shop.owner.jar, {
      method: 'PUT',
      url: `/api/team/members/${agent.id}`,
      payload: { capacity: 1 },
    });
    await until('assigned', async () =>
      (await conversationOf(shop.owner.jar, phone(40)))?.assignee_id === agent.id
        ? true
        : undefined,
    );
  });
});
