import { botReplies as botTexts, HANDOFF_REASONS } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleLlm } from '../src/ai/openai-compatible-llm.ts';
import { botClient } from './bot-helpers.ts';
import { createTestServer, type TestServer } from './helpers.ts';
import { type OpenAiServer, startOpenAiServer } from './openai-server.ts';

let server: TestServer;
let ai: OpenAiServer;

beforeAll(async () => {
  ai = await startOpenAiServer();
  server = await createTestServer({
    llm: createOpenAiCompatibleLlm({
      baseUrl: ai.baseUrl,
      apiKey: 'sk-test',
      model: ai.model,
      timeoutMs: 800,
      maxRetries: 0,
    }),
    aiReplyRetry: { limit: 1, delaySeconds: 1, maxDelaySeconds: 1 },
  });
});
afterAll(async () => {
  await server?.close();
  await ai?.stop();
});

const { shop, inbound, receivedAtLeast, conversationOf } = botClient(() => server);

const ONGKIR = 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.';

describe('the bot when what it depends on fails', () => {
  it('replies in the LLM’s words when it answers', async () => {
    ai.answer({ reply: 'Ongkir ke Jakarta Rp15.000 ya kak, 1-2 hari sampai.' });
    const owner = await shop({ enabled: true });
    await inbound(owner.jar, owner.numberId, '+6285722220001', 'ongkir ke jakarta brp kak?');
    expect(await receivedAtLeast(owner, '+6285722220001', 1)).toEqual([
      'Ongkir ke Jakarta Rp15.000 ya kak, 1-2 hari sampai.',
    ]);
    const asked = ai.requests.at(-1);
    expect(asked?.messages[0]?.content).toContain('Tone: friendly');
  });

  it.each([
    ['a 500', { status: 500 as const }],
    ['a 429', { status: 429 as const }],
    ['a time-out', { hang: true as const }],
  ])('answers with the best passage after %s from the LLM', async (_name, behaviour) => {
    ai.answer(behaviour);
    const owner = await shop({ enabled: true });
    const phone = `+6285722221${'status' in behaviour ? behaviour.status : 999}`;
    await inbound(owner.jar, owner.numberId, phone, 'ongkir ke jakarta brp kak?');
    expect(await receivedAtLeast(owner, phone, 1)).toEqual([ONGKIR]);
  });

  it('tells the customer a person will answer when the database keeps failing', async () => {
    ai.answer({ reply: 'unused' });
    const owner = await shop({ enabled: true });
    const phone = '+6285722220099';
    // The knowledge is unreadable: every attempt fails, until the last one hands off.
    await server.db.db.execute(sql`alter table knowledge_chunks rename to knowledge_chunks_away`);
    try {
      await inbound(owner.jar, owner.numberId, phone, 'ongkir ke jakarta brp kak?');
      expect(await receivedAtLeast(owner, phone, 1)).toEqual([botTexts.handoff]);
      expect(await conversationOf(owner.token, phone)).toMatchObject({
        bot_active: false,
        handoff_reason: HANDOFF_REASONS.botFailed,
      });
    } finally {
      await server.db.db.execute(sql`alter table knowledge_chunks_away rename to knowledge_chunks`);
    }
  });
});
