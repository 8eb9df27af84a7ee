import { answerQuestion } from '@balasin/api';
import { createFaq, type DbHandle, deleteKnowledgeSource, insertRegistration } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let handle: DbHandle;
let businessId: string;
let otherBusinessId: string;
const now = () => new Date();

const business = async (name: string) => {
  const { business } = await insertRegistration(handle.db, {
    email: `${name}.${Math.random().toString(36).slice(2)}@example.com`,
    name,
    passwordHash: 'x',
    whatsappNumber: '+6281234567890',
    businessName: name,
    packageType: 'lite',
  });
  return business.id;
};

beforeAll(async () => {
  handle = await createTestDb();
  businessId = await business('Batik Sekar');
  otherBusinessId = await business('Laundry Lain');
  const faqs = [
    {
      question: 'Berapa ongkos kirim ke Jakarta?',
      answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.',
      alternatives: ['Ongkir ke Jabodetabek berapa?'],
    },
    {
      question: 'Bagaimana cara pembayaran?',
      answer: 'Pembayaran lewat transfer BCA 1234567890 a.n. Sekar Batik, atau QRIS.',
      alternatives: [],
    },
    {
      question: 'Apakah bisa COD (bayar di tempat)?',
      answer: 'Bisa, COD tersedia untuk Jabodetabek lewat J&T.',
      alternatives: [],
    },
    {
      question: 'Jam buka toko?',
      answer: 'Toko buka Senin sampai Sabtu pukul 09.00-17.00 WIB; Minggu libur.',
      alternatives: [],
    },
  ];
  for (const faq of faqs) await createFaq(handle.db, { businessId, ...faq, now: now() });
  await createFaq(handle.db, {
    businessId: otherBusinessId,
    question: 'Berapa harga cuci kiloan?',
    answer: 'Cuci kiloan Rp7.000 per kg.',
    alternatives: [],
    now: now(),
  });
});
afterAll(async () => {
  await handle.close();
});

const ask = (question: string, id = businessId) =>
  answerQuestion({ db: handle.db, llm: null, now }, { businessId: id, question });

describe('retrieval-only answers', () => {
  it('reads chat shorthand and typos', async () => {
    for (const question of [
      'kak ongkir ke jkt brp?',
      'brp ongkos kirm ke jakarta kak',
      'how much is shipping to jakarta?',
    ]) {
      const answer = await ask(question);
      expect(answer.handoff, question).toBe(false);
      expect(answer.answer, question).toContain('Rp15.000');
      expect(answer.sources[0]?.kind).toBe('faq');
      expect(answer.confidence).toBeGreaterThanOrEqual(0.5);
      expect(answer.confidence).toBeLessThanOrEqual(1);
    }
    // Every word misspelt: found through the business's own words, not the passages' text.
    const misspelt = await ask('ongkoss kirimm jakartaa');
    expect(misspelt.sources[0]?.kind, 'misspelt').toBe('faq');
    expect(misspelt.answer ?? '', 'misspelt').toContain('Rp15.000');
    expect((await ask('gmn cara byr nya min?')).answer).toContain('BCA');
    expect((await ask('bs cod gk?')).answer).toContain('COD');
  });

  it('reads everyday colloquial forms, English words, slips of the thumb and emphasis', async () => {
    const cases: [question: string, expected: string][] = [
      ['pembyaran lwt apa aja kak?', 'BCA'],
      ['what payment methods do you accept?', 'BCA'],
      ['ongkirr ke jkt brpa kaa', 'Rp15.000'],
      ['tokonya bukak jam brp?', '09.00'],
      ['bsa bayar ditempat ga?', 'COD'],
    ];
    for (const [question, expected] of cases) {
      const answer = await ask(question);
      expect(answer.handoff, question).toBe(false);
      expect(answer.answer, question).toContain(expected);
    }
    // A country is read as abroad too: a shop that never says "luar negeri" hands it off.
    expect((await ask('kirim ke malaysia bisa?')).handoff).toBe(true);
  });

  it('hands off below the threshold and when a person is asked for', async () => {
    const unknown = await ask('apakah bisa kirim ke luar negeri pakai DHL?');
    expect(unknown).toMatchObject({ answer: null, handoff: true, handoffReason: 'low_confidence' });
    const person = await ask('mau ngobrol sama admin dong');
    expect(person).toMatchObject({
      answer: null,
      handoff: true,
      handoffReason: 'asked_for_person',
    });
    expect((await ask('bisa bicara dengan manusia?')).handoffReason).toBe('asked_for_person');
    expect((await ask('I want to talk to a human')).handoffReason).toBe('asked_for_person');
  });

  it('hands off a question naming what the knowledge does not have, not the nearest passage', async () => {
    for (const question of ['bisa bayar pakai bitcoin?', 'bs cod ke singapura pake dhl gk?']) {
      expect((await ask(question)).handoff, question).toBe(true);
    }
    // A city of Indonesia the rates do not name is still asked about the rates.
    expect((await ask('ongkir ke jakarta brp kak?')).answer).toContain('Rp15.000');
    expect((await ask('kalo ongkir ke bekasi brp ya kak?')).handoff).toBe(false);
  });

  it('weighs what a message asks, not its story, when it names what the knowledge lacks', async () => {
    // The story's words ("wisuda", "asrama") are not the topic: the rates answer it.
    const story = await ask('ongkir ke jakarta brp kak? buat kado wisuda adik di asrama');
    expect(story.handoff).toBe(false);
    expect(story.answer).toContain('Rp15.000');
    // What it asks for is unknown: the story's words (the rates') do not make up for it.
    expect((await ask('ada paylater ga kak? mau bayar ongkir ke jakarta')).handoff).toBe(true);
    // Surabaya's chat: "bukane" is buka(nya), "piro" berapa.
    expect((await ask('tokone bukane jam piro mas?')).answer).toContain('09.00');
  });

  it('answers a long chatty message by what it asks', async () => {
    const answer = await ask(
      'halo kak selamat siang, maaf ganggu, sy kemarin udh liat2 dan mau pesen 2 tp gmn cara byr nya ya? makasih',
    );
    expect(answer.handoff).toBe(false);
    expect(answer.answer).toContain('BCA');
  });

  it('prefers the passage holding the kind of answer asked: an amount, a duration', async () => {
    const petShop = await business('Pet Care');
    // Both answers say "mandi kucing", the first more often; the question's "brp" wants the
    // one with the prices.
    const faqs = [
      ['Lama proses grooming?', 'Mandi kucing 1–2 jam; mandi kucing berbulu panjang 2–3 jam.'],
      ['Paket grooming', 'Mandi kucing Rp65.000, anti kutu Rp90.000.'],
    ];
    for (const [question = '', answer = ''] of faqs) {
      await createFaq(handle.db, {
        businessId: petShop,
        question,
        answer,
        alternatives: [],
        now: now(),
      });
    }
    expect((await ask('mandi kucing brp kak', petShop)).answer).toContain('Rp65.000');
    expect((await ask('mandi kucing lama ga?', petShop)).answer).toContain('1–2 jam');
    // English asks the same: "how much", and the words read into the knowledge's Indonesian.
    expect((await ask('how much is a cat bath?', petShop)).answer).toContain('Rp65.000');
  });

  it("hands off where one customer's own order stands, and a model the knowledge does not list", async () => {
    // The payment FAQ says how to pay, not whether one payment has arrived.
    expect((await ask('pembayaran atas nama Rudi udh masuk blm?')).handoff).toBe(true);
    expect((await ask('cara pembayaran gmn?')).answer).toContain('BCA');
    const phoneShop = await business('Phone Shop');
    await createFaq(handle.db, {
      businessId: phoneShop,
      question: 'Ganti LCD Samsung A14',
      answer: 'Ganti LCD Samsung A14 Rp350.000, selesai 1 jam.',
      alternatives: [],
      now: now(),
    });
    expect((await ask('samsung a14 bisa?', phoneShop)).answer).toContain('Rp350.000');
    expect((await ask('samsung s24 bisa?', phoneShop)).handoff).toBe(true);
  });

  it('hands off asking whether there is a thing the knowledge never names', async () => {
    const travel = await business('Travel Umroh');
    await createFaq(handle.db, {
      businessId: travel,
      question: 'Hotelnya di mana?',
      answer:
        'Hotel Grand Zamzam Makkah, 100 meter dari Masjidil Haram, kamar quad dengan sarapan.',
      alternatives: [],
      now: now(),
    });
    expect((await ask('Hotel Grand Zamzam ada sarapan ga?', travel)).handoff).toBe(false);
    // Every other word is the hotel's; what "ada" asks for is not.
    expect((await ask('Hotel Grand Zamzam kamarnya ada kulkas ga?', travel)).handoff).toBe(true);
  });

  it("never answers from another business's knowledge", async () => {
    const answer = await ask('berapa harga cuci kiloan?');
    expect(answer.sources.every((source) => source.title !== 'Berapa harga cuci kiloan?')).toBe(
      true,
    );
    expect((await ask('jam buka toko?', otherBusinessId)).handoff).toBe(true);
  });

  it('stops using a removed source at once', async () => {
    const before = await ask('jam buka toko kapan?');
    expect(before.handoff).toBe(false);
    const id = before.sources[0]?.id as string;
    await deleteKnowledgeSource(handle.db, { businessId, id, kinds: ['faq'] });
    const after = await ask('jam buka toko kapan?');
    expect(after.sources.some((source) => source.id === id)).toBe(false);
  });
});
