import { answerQuestion } from '@balasin/api';
import { createFaq, type DbHandle, insertRegistration } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleLlm } from '../src/ai/openai-compatible-llm.ts';
import { type OpenAiServer, startOpenAiServer } from './openai-server.ts';

let handle: DbHandle;
let businessId: string;
let ai: OpenAiServer;
const now = () => new Date();

beforeAll(async () => {
  handle = await createTestDb();
  ai = await startOpenAiServer();
  const { business } = await insertRegistration(handle.db, {
    email: `llm.${Math.random().toString(36).slice(2)}@example.com`,
    name: 'Sekar',
    passwordHash: 'x',
    whatsappNumber: '+6281234567890',
    businessName: 'Batik Sekar',
    packageType: 'lite',
  });
  businessId = business.id;
  await createFaq(handle.db, {
    businessId,
    question: 'Berapa ongkos kirim ke Jakarta?',
    answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.',
    alternatives: [],
    now: now(),
  });
});
afterAll(async () => {
  await ai.stop();
  await handle.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const llm = (timeoutMs = 2000) =>
  createOpenAiCompatibleLlm({
    baseUrl: ai.baseUrl,
    apiKey: 'sk-test',
    model: ai.model,
    timeoutMs,
    maxRetries: 0,
  });

const ask = (question: string, timeoutMs?: number) =>
  answerQuestion(
    { db: handle.db, llm: llm(timeoutMs), now },
    {
      businessId,
      question,
      tone: 'santai dan ramah',
      history: [
        { role: 'customer', text: 'halo kak' },
        { role: 'bot', text: 'Halo! Ada yang bisa dibantu?' },
      ],
    },
  );

describe('answers written by an OpenAI-compatible LLM', () => {
  it('writes the reply from the retrieved passages, in the tone, with the history', async () => {
    ai.answer({ reply: 'Ongkirnya ke Jakarta Rp15.000 ya kak, 1-2 hari sampai 😊' });
    const answer = await ask('ongkir ke jkt brp kak?');
    expect(answer).toMatchObject({
      answer: 'Ongkirnya ke Jakarta Rp15.000 ya kak, 1-2 hari sampai 😊',
      handoff: false,
      handoffReason: null,
    });
    const [request] = ai.requests;
    expect(request?.model).toBe('test-model');
    expect(request?.authorization).toBe('Bearer sk-test');
    const system = request?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Rp15.000 dengan JNE REG');
    expect(system?.content).toContain('Tone: santai dan ramah.');
    expect(system?.content).toContain('Never invent');
    expect(request?.messages.slice(1)).toEqual([
      { role: 'user', content: 'halo kak' },
      { role: 'assistant', content: 'Halo! Ada yang bisa dibantu?' },
      { role: 'user', content: 'ongkir ke jkt brp kak?' },
    ]);
  });

  it('hands off when the LLM says the passages do not answer', async () => {
    ai.answer({ reply: 'HANDOFF' });
    expect(await ask('ongkir ke jakarta pakai gosend brp?')).toMatchObject({
      answer: null,
      handoff: true,
      handoffReason: 'low_confidence',
    });
  });

  it('asks no LLM below the threshold', async () => {
    ai.answer({ reply: 'an invented answer' });
    const answer = await ask('bisa kirim ke singapura pakai DHL?');
    expect(answer).toMatchObject({ answer: null, handoff: true });
    expect(ai.requests).toHaveLength(0);
  });

  for (const status of [429, 500, 503] as const) {
    it(`falls back to the retrieval answer on ${status}`, async () => {
      ai.answer({ status });
      const answer = await ask('ongkir ke jakarta berapa?');
      expect(ai.requests.length).toBeGreaterThan(0);
      expect(answer).toMatchObject({
        answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.',
        handoff: false,
      });
    });
  }

  it('falls back to the retrieval answer when the LLM does not answer in time', async () => {
    ai.answer({ hang: true });
    const started = Date.now();
    const answer = await ask('ongkir ke jakarta berapa?', 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.answer).toContain('Rp15.000');
  });

  it('falls back to the retrieval answer when the endpoint is gone', async () => {
    const gone = createOpenAiCompatibleLlm({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'sk-test',
      model: 'x',
      maxRetries: 0,
    });
    const answer = await answerQuestion(
      { db: handle.db, llm: gone, now },
      { businessId, question: 'ongkir ke jakarta berapa?' },
    );
    expect(answer.answer).toContain('Rp15.000');
  });
});
