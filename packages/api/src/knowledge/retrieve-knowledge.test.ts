import type { KnowledgeCandidate } from '@balasin/db';
import { KNOWLEDGE_DEFAULT_THRESHOLD, queryTerms } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { rankCandidates } from './retrieve-knowledge.ts';

/** A small business's FAQs as the database hands them to scoring, every one a candidate. */
const faqs = (entries: [question: string, answer: string][]): KnowledgeCandidate[] =>
  entries.map(([question, answer], index) => ({
    chunkId: `c${index}`,
    sourceId: `s${index}`,
    kind: 'faq',
    title: question,
    answer,
    heading: question,
    body: answer,
    rank: 0.1,
    total: entries.length,
  }));

const best = (question: string, candidates: KnowledgeCandidate[]) =>
  rankCandidates(question, { terms: queryTerms(question), candidates, lacking: [] })[0];

const small: [string, string][] = [
  ['Apakah toko buka hari Minggu?', 'Toko buka setiap hari termasuk Minggu, pukul 08.00-17.00.'],
  ['Bisa bayar di tempat (COD)?', 'Bisa, COD untuk wilayah Jabodetabek lewat kurir toko.'],
  ['Berapa lama pengiriman?', 'Pesanan dikirim H+1 setelah pembayaran, sampai 2-4 hari kerja.'],
];

describe('rankCandidates', () => {
  it('hands off "where is the shop?" when no passage gives an address', () => {
    const found = best('tokonya di mana kak?', faqs(small));
    expect(found?.confidence ?? 0).toBeLessThan(KNOWLEDGE_DEFAULT_THRESHOLD);
  });

  it('answers "where is the shop?" from the passage giving the address', () => {
    const found = best(
      'tokonya di mana kak?',
      faqs([...small, ['Alamat toko', 'Toko kami di Jl. Merdeka No. 12, Bandung.']]),
    );
    expect(found?.candidate.title).toBe('Alamat toko');
    expect(found?.confidence).toBeGreaterThanOrEqual(KNOWLEDGE_DEFAULT_THRESHOLD);
  });

  it('still reads "di mana" with a topic named as asking where that is done', () => {
    const found = best('bayarnya bisa di mana aja?', faqs(small));
    expect(found?.candidate.title).toBe('Bisa bayar di tempat (COD)?');
    expect(found?.confidence).toBeGreaterThanOrEqual(KNOWLEDGE_DEFAULT_THRESHOLD);
  });

  it('hands off a question asking which days when the passage it meets names none', () => {
    const staff: [string, string][] = [
      ['Siapa yang potong rambut?', 'Potong rambut oleh Kak Yuli, senior stylist, Rp75.000.'],
      ['Jam berapa salon buka?', 'Salon buka pukul 09.00-20.00.'],
    ];
    const found = best('kak yuli masuk hari apa aja?', faqs(staff));
    expect(found?.confidence ?? 0).toBeLessThan(KNOWLEDGE_DEFAULT_THRESHOLD);
    const withDays = best(
      'kak yuli masuk hari apa aja?',
      faqs([['Kak Yuli masuk hari apa?', 'Kak Yuli masuk Selasa sampai Sabtu.'], ...staff]),
    );
    expect(withDays?.confidence).toBeGreaterThanOrEqual(KNOWLEDGE_DEFAULT_THRESHOLD);
  });

  it('hands off an occasion asked about when the passage it meets does not name it', () => {
    const found = best('lebaran nanti toko buka ga min?', faqs(small));
    expect(found?.confidence ?? 0).toBeLessThan(KNOWLEDGE_DEFAULT_THRESHOLD);
    const withHolidays = best(
      'lebaran nanti toko buka ga min?',
      faqs([['Apakah toko buka saat Lebaran?', 'Toko tutup H-1 sampai H+3 Idul Fitri.'], ...small]),
    );
    expect(withHolidays?.confidence).toBeGreaterThanOrEqual(KNOWLEDGE_DEFAULT_THRESHOLD);
  });
});
