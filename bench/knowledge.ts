import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { answerQuestion, chunkText } from '@balasin/api';
import { createFaq, createPendingSource, insertRegistration, storeSourceText } from '@balasin/db';
import { sql } from 'drizzle-orm';
import type { Target } from './database.ts';

export type KnowledgeResult = {
  chunks: number;
  questions: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
};

const EVAL_DIR = join(import.meta.dirname, '..', 'eval', 'batik-sekar');
const DOCUMENTS = ['kebijakan-toko.md', 'panduan-ukuran.md', 'tentang-kami.txt'];
const QUESTIONS = 1000;
const WARM_UP = 50;

/** Words of a shop's catalogue and notes: filler passages that share the real ones' vocabulary. */
const VOCABULARY = (
  'batik kemeja blus kain motif parang kawung truntum sekar jagad mega mendung warna biru merah ' +
  'coklat sogan indigo katun sutra primisima tulis cap cetak jahit lengan panjang pendek furing ' +
  'kancing kerah saku ukuran harga stok ready pesanan kirim paket ekspedisi pembayaran transfer ' +
  'koleksi baru lama edisi terbatas pengrajin laweyan solo pekalongan yogyakarta pameran acara ' +
  'kantor sekolah pernikahan seragam keluarga anak dewasa pria wanita produk katalog foto model'
).split(' ');

/** Deterministic pseudo-random (a run measures the same passages as the last). */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The answer step alone (retrieval-only: no LLM), on a business with `chunks` passages: the
 * evaluation set's knowledge plus catalogue-like documents up to the count, asked the
 * evaluation's customer questions in turn, one at a time.
 */
export const runKnowledgeBench = async (target: Target, chunks: number) => {
  await target.reset();
  const handle = target.open();
  try {
    await handle.migrate();
    const db = handle.db;
    const { business } = await insertRegistration(db, {
      email: 'bench-knowledge@example.com',
      name: 'Bench',
      passwordHash: 'x',
      whatsappNumber: '+6281234567890',
      businessName: 'Batik Sekar Solo',
      packageType: 'lite',
    });
    const now = () => new Date();
    const faqs = JSON.parse(readFileSync(join(EVAL_DIR, 'faqs.json'), 'utf8')) as {
      question: string;
      answer: string;
      alternatives: string[];
    }[];
    for (const faq of faqs) await createFaq(db, { businessId: business.id, ...faq, now: now() });
    let stored = faqs.length;
    for (const file of DOCUMENTS) {
      const text = readFileSync(join(EVAL_DIR, file), 'utf8');
      const source = await createPendingSource(db, {
        businessId: business.id,
        kind: 'document',
        title: file,
        now: now(),
      });
      const passages = chunkText(file, text);
      stored += passages.length;
      await storeSourceText(db, {
        id: source.id,
        textChars: text.length,
        chunks: passages,
        now: now(),
      });
    }
    const next = random(22);
    const word = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)] as string;
    for (let doc = 0; stored < chunks; doc++) {
      const count = Math.min(100, chunks - stored);
      const title = `Katalog ${doc + 1}`;
      const source = await createPendingSource(db, {
        businessId: business.id,
        kind: 'document',
        title,
        now: now(),
      });
      const passages = Array.from({ length: count }, (_, index) => ({
        heading: `${title} › Bagian ${index + 1}`,
        body: Array.from({ length: 12 }, () =>
          `${Array.from({ length: 9 }, word).join(' ')}.`.replace(/^./, (c) => c.toUpperCase()),
        ).join(' '),
      }));
      await storeSourceText(db, { id: source.id, textChars: 0, chunks: passages, now: now() });
      stored += count;
    }
    await db.execute(sql`analyze`);

    const questions = (
      JSON.parse(readFileSync(join(EVAL_DIR, 'questions.json'), 'utf8')) as { q: string }[]
    ).map((question) => question.q);
    const ask = (index: number) =>
      answerQuestion(
        { db, llm: null, now },
        { businessId: business.id, question: questions[index % questions.length] as string },
      );
    for (let i = 0; i < WARM_UP; i++) await ask(i);
    const times: number[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      const started = performance.now();
      await ask(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      chunks: stored,
      questions: QUESTIONS,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      p99Ms: round(percentile(times, 99)),
      maxMs: round(times[times.length - 1] ?? Number.NaN),
    } satisfies KnowledgeResult;
  } finally {
    await handle.close();
  }
};

export const formatKnowledge = (kind: string, result: KnowledgeResult) =>
  [
    `Knowledge (${kind}): retrieval-only answer to a customer question, ${result.chunks.toLocaleString('en')} passages, ${result.questions} questions one at a time`,
    `  p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms (goal < 50 ms), p99 ${result.p99Ms} ms, max ${result.maxMs} ms`,
  ].join('\n');
