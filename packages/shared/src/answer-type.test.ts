import { describe, expect, it } from 'vitest';
import { answerTypeFit, askedAnswerType, daysAsked, lacksAskedDays } from './answer-type.ts';

describe('askedAnswerType', () => {
  it('reads an amount, a time or a duration from the asking words', () => {
    expect(askedAnswerType('mandi kucing brp kak')).toBe('amount');
    expect(askedAnswerType('harga semen per sak?')).toBe('amount');
    expect(askedAnswerType('how much is it per night?')).toBe('amount');
    expect(askedAnswerType('sopirnya dtg jam brp ya?')).toBe('time');
    expect(askedAnswerType('kapan buka?')).toBe('time');
    expect(askedAnswerType('what time do you open?')).toBe('time');
    expect(askedAnswerType('tokonya udh berdiri dr tahun brp kak?')).toBe('time');
    expect(askedAnswerType('grooming berapa lama?')).toBe('duration');
    expect(askedAnswerType('dikirim brp hari?')).toBe('duration');
    expect(askedAnswerType('how long does it take?')).toBe('duration');
    expect(askedAnswerType('ganti oli aja lama ga?')).toBe('duration');
  });

  it('reads none from a question that asks for no such thing', () => {
    expect(askedAnswerType('bisa bayar pakai qris?')).toBeUndefined();
    expect(askedAnswerType('dp nya brp persen')).toBeUndefined();
    expect(askedAnswerType('muat berapa orang?')).toBeUndefined();
    // "lama" not asking how long is "old".
    expect(askedAnswerType('bisa tukar tambah hp lama?')).toBeUndefined();
    expect(askedAnswerType('komponen lama yg diganti boleh dibawa pulang?')).toBeUndefined();
  });
});

describe('answerTypeFit', () => {
  const table = 'Mandi basic Rp65.000 Rp85.000\nMandi anti kutu Rp90.000 Rp110.000';
  it('counts a year as an answer to when', () => {
    const story = { heading: 'Tentang kami', body: 'Berdiri sejak 1987, di Solo.', faq: false };
    expect(answerTypeFit(story, 'time')).toBe(0.5);
    expect(answerTypeFit({ ...story, body: 'Harga Rp 2.000 per lembar.' }, 'time')).toBe(0);
  });

  it('weighs a passage by how many answers of the kind it holds', () => {
    expect(answerTypeFit({ heading: 'Grooming kucing', body: table, faq: false }, 'amount')).toBe(
      1,
    );
    expect(
      answerTypeFit(
        { heading: 'Fasilitas', body: 'Biaya tambahan Rp15.000 per jam.', faq: false },
        'amount',
      ),
    ).toBe(0.5);
    expect(
      answerTypeFit({ heading: 'Jam', body: 'Buka pukul 09.00–20.00 WIB.', faq: false }, 'time'),
    ).toBeGreaterThan(0);
    expect(answerTypeFit({ heading: 'Harga', body: 'Rp56.000', faq: false }, 'time')).toBe(0);
  });

  it("goes by a FAQ's own question when that asks for a kind of answer", () => {
    const durationFaq = {
      heading: 'Berapa lama proses grooming?\nGrooming selesai jam berapa?',
      body: 'Mandi 1–2 jam; setelah itu biaya tunggu Rp15.000 per jam.',
      faq: true,
    };
    expect(answerTypeFit(durationFaq, 'amount')).toBe(0);
    expect(answerTypeFit(durationFaq, 'duration')).toBe(1);
  });

  it('reads a question asking which days against a passage naming none', () => {
    const prices = {
      heading: 'Daftar Harga › Potong',
      body: 'Potong rambut oleh Kak Yuli Rp75.000.',
    };
    const hours = { heading: 'Jam buka', body: 'Buka Senin–Sabtu pukul 09.00–20.00.' };
    const lacks = (question: string, passage: { heading: string; body: string }) =>
      lacksAskedDays(daysAsked(question, question), passage);
    expect(lacks('kak yuli masuk hari apa aja ya?', prices)).toBe(true);
    expect(lacks('which days is the doctor in?', prices)).toBe(true);
    expect(lacks('kak yuli masuk hari apa aja ya?', hours)).toBe(false);
    expect(lacks('potong sama kak yuli brp?', prices)).toBe(false);
  });

  it('reads an occasion asked about against a passage that does not name it', () => {
    const hours = { heading: 'Jam buka', body: 'Buka Senin–Sabtu pukul 09.00–20.00.' };
    const holidays = { heading: 'Jam buka', body: 'Tutup pada hari libur nasional.' };
    const promo = { heading: 'Promo', body: 'Diskon 10% setiap Idul Fitri untuk pelanggan.' };
    const lacks = (question: string, asking: string, passage: { heading: string; body: string }) =>
      lacksAskedDays(daysAsked(question, asking), passage);
    expect(lacks('lebaran nanti buka ga?', 'lebaran buka', hours)).toBe(true);
    expect(lacks('lebaran nanti buka ga?', 'lebaran buka', holidays)).toBe(false);
    expect(lacks('ada promo lebaran?', 'promo lebaran', promo)).toBe(false);
    expect(lacks('ada promo akhir tahun?', 'promo akhir tahun', promo)).toBe(true);
    expect(lacks('ada promo 12.12 kak?', 'promo 12', promo)).toBe(true);
    // An occasion in the message's story, not in the clause that asks, asks nothing of it.
    expect(lacks('ada diskon? mau borong buat lebaran', 'diskon', hours)).toBe(false);
  });
});
