import { botReplies as botTexts, HANDOFF_REASONS } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { type BotSettings, botClient, type Conversation } from './bot-helpers.ts';
import { APP_URL, json, request } from './helpers.ts';
import { until } from './messaging-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const bot = botClient(() => server);
const { shop, inbound, inboundRaw, api, received, receivedAtLeast, staysSilent, conversationOf } =
  bot;

const ONGKIR = 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.';

describe('bot settings', () => {
  it('are off by default, change by any subset, answer the whole, and stay the business’s own', async () => {
    const owner = await shop({});
    const url = `/api/whatsapp-numbers/${owner.numberId}/bot`;
    const initial = json<BotSettings>(await request(server, owner.jar, { method: 'GET', url }));
    expect(initial).toEqual({
      enabled: false,
      greeting: null,
      away_message: null,
      business_hours: null,
      tone: 'friendly',
      threshold: 0.5,
      handoff_after: 3,
    });

    const hours = {
      time_zone: 'Asia/Jakarta',
      days: {
        mon: [
          { open: '08:00', close: '12:00' },
          { open: '13:00', close: '17:00' },
        ],
        tue: [{ open: '08:00', close: '17:00' }],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
    };
    const changed = await request(server, owner.jar, {
      method: 'PUT',
      url,
      payload: {
        enabled: true,
        greeting: '  Halo kak!  ',
        business_hours: hours,
        handoff_after: 2,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toEqual({
      ...initial,
      enabled: true,
      greeting: 'Halo kak!',
      business_hours: hours,
      handoff_after: 2,
    });
    const cleared = json<BotSettings>(
      await request(server, owner.jar, {
        method: 'PUT',
        url,
        payload: { greeting: '', tone: 'formal' },
      }),
    );
    expect(cleared).toMatchObject({
      enabled: true,
      greeting: null,
      tone: 'formal',
      handoff_after: 2,
    });

    for (const payload of [
      { enabled: 'true' },
      { threshold: 1.5 },
      { handoff_after: 0 },
      { tone: 'angry' },
      { business_hours: { ...hours, time_zone: 'Mars/Olympus' } },
      {
        business_hours: {
          ...hours,
          days: { ...hours.days, wed: [{ open: '17:00', close: '08:00' }] },
        },
      },
      { greeting: 'x'.repeat(1001) },
    ]) {
      const refused = await request(server, owner.jar, { method: 'PUT', url, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(refused)).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        code: 'BAD_REQUEST',
      });
    }

    const other = await shop({});
    for (const answer of [
      await request(server, other.jar, { method: 'GET', url }),
      await request(server, other.jar, { method: 'PUT', url, payload: { enabled: false } }),
      await request(server, owner.jar, { method: 'GET', url: '/api/whatsapp-numbers/nope/bot' }),
    ]) {
      expect(answer.statusCode).toBe(404);
    }
    expect((await api(undefined, 'GET', url)).statusCode).toBe(401);
  });
});

describe('the bot on a sandbox number', () => {
  it('greets a first contact, answers from the knowledge, hands off on request, then stays silent', async () => {
    const owner = await shop({ enabled: true, greeting: 'Halo kak, selamat datang di toko kami!' });
    const sari = '+6285711110001';
    await inbound(owner.jar, owner.numberId, sari, 'ongkir ke jakarta brp kak?', 'Sari');
    expect(await receivedAtLeast(owner, sari, 1)).toEqual([
      `Halo kak, selamat datang di toko kami!\n\n${ONGKIR}`,
    ]);

    // The greeting is for the first message only.
    await inbound(owner.jar, owner.numberId, sari, 'toko buka jam brp?');
    expect((await receivedAtLeast(owner, sari, 2))[1]).toBe(
      'Toko buka Senin sampai Sabtu pukul 08.00-17.00 WIB.',
    );

    await inbound(owner.jar, owner.numberId, sari, 'mau ngobrol sama admin dong');
    expect((await receivedAtLeast(owner, sari, 3))[2]).toBe(botTexts.handoff);
    const handedOff = await conversationOf(owner.token, sari);
    expect(handedOff).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.askedForPerson,
    });
    const handoffMails = () =>
      server.mails.filter((m) => m.to === owner.email && m.subject.includes('menunggu balasan'));
    const mails = handoffMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('mau ngobrol sama admin dong');
    // Its link opens the conversation, where the owner answers, not the number's settings.
    expect(mails[0]?.text).toContain(`${APP_URL}/dashboard/inbox/${handedOff?.id}`);

    await inbound(owner.jar, owner.numberId, sari, 'ongkir ke jakarta brp?');
    await staysSilent(owner, sari, 3);
    expect(handoffMails()).toHaveLength(1);

    // A person hands it back: the bot answers again.
    const back = await api(owner.token, 'PUT', `/api/conversations/${handedOff?.id}/bot`, {
      active: true,
    });
    expect(json<Conversation>(back).bot_active).toBe(true);
    await inbound(owner.jar, owner.numberId, sari, 'ongkir ke jakarta brp?');
    expect((await receivedAtLeast(owner, sari, 4))[3]).toBe(ONGKIR);
  });

  it('lets a thank-you after its answer pass, but still hands a bare hello to a person', async () => {
    const owner = await shop({ enabled: true, handoff_after: 2 });
    const rina = '+6285711110011';
    await inbound(owner.jar, owner.numberId, rina, 'ongkir ke jakarta brp?');
    expect(await receivedAtLeast(owner, rina, 1)).toEqual([ONGKIR]);
    // Thanks and okays ask nothing: no 'your question was passed on', no person called, and
    // they are not messages the bot failed to answer (handoff_after is 2 here).
    await inbound(owner.jar, owner.numberId, rina, 'makasih kak');
    await inbound(owner.jar, owner.numberId, rina, 'ok kak');
    await staysSilent(owner, rina, 1);
    const thanked = await conversationOf(owner.token, rina);
    expect(thanked).toMatchObject({ bot_active: true });
    // Nor does the inbox show them waiting for an answer.
    expect((thanked as { waiting_since?: string | null })?.waiting_since ?? null).toBeNull();
    expect(
      server.mails.filter((m) => m.to === owner.email && m.subject.includes('menunggu balasan')),
    ).toHaveLength(0);
    await inbound(owner.jar, owner.numberId, rina, 'toko buka jam brp?');
    expect((await receivedAtLeast(owner, rina, 2))[1]).toBe(
      'Toko buka Senin sampai Sabtu pukul 08.00-17.00 WIB.',
    );

    // Without a greeting, a first hello still gets a person: nobody else would answer it.
    const yuni = '+6285711110012';
    await inbound(owner.jar, owner.numberId, yuni, 'halo kak');
    expect(await receivedAtLeast(owner, yuni, 1)).toEqual([botTexts.handoff]);
    expect(await conversationOf(owner.token, yuni)).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.lowConfidence,
    });
  });

  it('hands off a question the knowledge cannot answer, and after unanswered messages in a row', async () => {
    const owner = await shop({ enabled: true, handoff_after: 2 });
    const budi = '+6285711110002';
    await inbound(owner.jar, owner.numberId, budi, 'kalian jual sparepart motor bekas gak?');
    expect(await receivedAtLeast(owner, budi, 1)).toEqual([botTexts.handoff]);
    expect(await conversationOf(owner.token, budi)).toMatchObject({
      handoff_reason: HANDOFF_REASONS.lowConfidence,
    });

    const citra = '+6285711110003';
    const place = { from: citra, location: { latitude: -6.2, longitude: 106.8 } };
    expect((await inboundRaw(owner.jar, owner.numberId, place)).statusCode).toBe(202);
    await staysSilent(owner, citra, 0);
    expect((await inboundRaw(owner.jar, owner.numberId, place)).statusCode).toBe(202);
    expect(await receivedAtLeast(owner, citra, 1)).toEqual([botTexts.handoff]);
    expect(await conversationOf(owner.token, citra)).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.unansweredTurns,
    });
  });

  it('greets a bare hello and waits, but hands a first question it cannot answer to a person', async () => {
    const owner = await shop({ enabled: true, greeting: 'Halo kak, selamat datang di toko kami!' });
    const ask = async (question: string) =>
      json<{ handoff: boolean; confidence: number }>(
        await request(server, owner.jar, {
          method: 'POST',
          url: '/api/knowledge/ask',
          payload: { question, number_id: owner.numberId },
        }),
      );
    // A hello the knowledge finds nothing in: the greeting is the whole answer.
    const gita = '+6285711110008';
    expect(await ask('halo kak, selamat siang')).toMatchObject({ handoff: true, confidence: 0 });
    await inbound(owner.jar, owner.numberId, gita, 'halo kak, selamat siang');
    expect(await receivedAtLeast(owner, gita, 1)).toEqual([
      'Halo kak, selamat datang di toko kami!',
    ]);
    await staysSilent(owner, gita, 1);
    expect(await conversationOf(owner.token, gita)).toMatchObject({ bot_active: true });

    // A first message asking about something the shop does not list: greeted, then a person.
    const hadi = '+6285711110009';
    const question = 'toko ada parkir mobil gak?';
    const checked = await ask(question);
    expect(checked.handoff).toBe(true);
    expect(checked.confidence).toBeGreaterThan(0);
    await inbound(owner.jar, owner.numberId, hadi, question);
    expect(await receivedAtLeast(owner, hadi, 1)).toEqual([
      `Halo kak, selamat datang di toko kami!\n\n${botTexts.handoff}`,
    ]);
    expect(await conversationOf(owner.token, hadi)).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.lowConfidence,
    });

    // One whose every word the knowledge lacks (confidence 0) still asks something.
    const indah = '+6285711110010';
    const unknown = 'harga sepatu nike berapa kak?';
    expect(await ask(unknown)).toMatchObject({ handoff: true, confidence: 0 });
    await inbound(owner.jar, owner.numberId, indah, unknown);
    expect(await receivedAtLeast(owner, indah, 1)).toEqual([
      `Halo kak, selamat datang di toko kami!\n\n${botTexts.handoff}`,
    ]);
    expect(await conversationOf(owner.token, indah)).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.lowConfidence,
    });
  });

  it('sends the away message once per closed period, and still answers what it knows', async () => {
    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const owner = await shop({
      enabled: true,
      away_message: 'Kami sedang tutup, petugas membalas besok pagi.',
      business_hours: { time_zone: 'Asia/Jakarta', days: closed },
    });
    const dewi = '+6285711110004';
    await inbound(owner.jar, owner.numberId, dewi, 'ongkir ke jakarta brp?');
    expect(await receivedAtLeast(owner, dewi, 1)).toEqual([
      `Kami sedang tutup, petugas membalas besok pagi.\n\n${ONGKIR}`,
    ]);
    // Still closed: the away message is not said again.
    await inbound(owner.jar, owner.numberId, dewi, 'toko buka jam brp?');
    expect(await receivedAtLeast(owner, dewi, 2)).toHaveLength(2);
    await staysSilent(owner, dewi, 2);
    expect((await received(owner, dewi))[1]).toBe(
      'Toko buka Senin sampai Sabtu pukul 08.00-17.00 WIB.',
    );
  });

  it('never answers groups, reactions or the business’s own phone, which pauses it', async () => {
    const owner = await shop({ enabled: true });
    const eko = '+6285711110005';
    for (const payload of [
      { from: eko, text: 'ongkir ke jakarta brp?', group: 'Reseller Batik' },
      { from: eko, reaction: '👍' },
    ]) {
      expect((await inboundRaw(owner.jar, owner.numberId, payload)).statusCode).toBe(202);
    }
    await staysSilent(owner, eko, 0);
    expect(await conversationOf(owner.token, eko)).toBeUndefined();

    const fajar = '+6285711110006';
    await inbound(owner.jar, owner.numberId, fajar, 'ongkir ke jakarta brp?');
    await receivedAtLeast(owner, fajar, 1);
    const typed = await inboundRaw(owner.jar, owner.numberId, {
      from: fajar,
      text: 'Kak, untuk Jakarta hari ini gratis ongkir ya',
      from_me: true,
    });
    expect(typed.statusCode).toBe(202);
    const paused = await until('paused', async () => {
      const conversation = await conversationOf(owner.token, fajar);
      return conversation?.bot_active === false ? conversation : undefined;
    });
    expect(paused.handoff_reason).toBe(HANDOFF_REASONS.agentReplied);
    await inbound(owner.jar, owner.numberId, fajar, 'toko buka jam brp?');
    // The customer's chat shows the phone's reply, and nothing from the bot.
    await staysSilent(owner, fajar, 2);
    // The owner's reply is in the conversation, as an agent's.
    const log = json<{ items: { direction: string; text?: string }[] }>(
      await api(
        owner.token,
        'GET',
        `/api/v1/messages?contact=${encodeURIComponent(fajar)}&direction=outbound`,
      ),
    );
    expect(log.items.map((m) => m.text)).toContain('Kak, untuk Jakarta hari ini gratis ongkir ya');
  });

  it('hands another auto-responder to a person after a few replies a minute, and says so once', async () => {
    const owner = await shop({ enabled: true });
    const robot = '+6285711110007';
    // The other side answers every message it gets with a question the bot can answer.
    let answered = 0;
    await inbound(owner.jar, owner.numberId, robot, 'ongkir ke jakarta brp?');
    for (let round = 0; round < 10; round += 1) {
      const got = await until(
        'a reply or a pause',
        async () => {
          const texts = await received(owner, robot);
          return texts.length > answered ? texts.length : undefined;
        },
        4000,
      ).catch(() => undefined);
      if (got === undefined) break;
      answered = got;
      await inbound(owner.jar, owner.numberId, robot, 'Terima kasih! ongkir ke jakarta brp?');
    }
    // Four answers, then the message past the limit is not dropped unanswered: it goes to a
    // person, who is told, and the bot says so and stays quiet.
    const texts = await received(owner, robot);
    expect(texts).toHaveLength(5);
    expect(texts.slice(0, 4)).toEqual(Array(4).fill(ONGKIR));
    expect(texts[4]).toBe(botTexts.handoff);
    await staysSilent(owner, robot, 5);
    expect(await conversationOf(owner.token, robot)).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.replyLimit,
    });
    const mail = server.mails.find(
      (m) => m.to === owner.email && m.subject.includes('menunggu balasan'),
    );
    expect(mail?.text).toContain('terlalu sering membalas dalam satu menit');
  });
});
