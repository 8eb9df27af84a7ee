import { describe, expect, it } from 'vitest';
import {
  asksForPerson,
  asksSomething,
  queryTerms,
  stemForms,
  WEAK_WORD_WEIGHT,
} from './knowledge-text.ts';

const term = (question: string, word: string) => {
  const found = queryTerms(question).find((t) => t.word === word);
  if (!found) throw new Error(`no term ${word} in "${question}"`);
  return found;
};

describe('reading chat', () => {
  it('takes chat prefixes and Javanese possessives off a word', () => {
    expect(stemForms('nambah')).toContain('tambah');
    expect(stemForms('nunggu')).toContain('tunggu');
    expect(stemForms('ngukur')).toContain('ukur');
    expect(stemForms('ngecek')).toContain('cek');
    expect(stemForms('alamate')).toContain('alamat');
    expect(stemForms('hargane')).toContain('harga');
    expect(stemForms('hargane')).not.toContain('hargan');
  });

  it('takes "-nya" off a root of three letters, "-ku" and "-mu" only off longer words', () => {
    expect(stemForms('airnya')).toContain('air');
    expect(stemForms('isinya')).toContain('isi');
    expect(stemForms('bukuku')).toEqual(['bukuku']);
  });

  it('reads a doubled letter as emphasis only where emphasis doubles one', () => {
    expect(term('ongkirr ke bdg?', 'ongkos kirim').options).toContainEqual(['ongkos', 'kirim']);
    expect(queryTerms('hp oppo bisa?').map((t) => t.word)).toContain('oppo');
  });

  it('reads the words of a price as one another', () => {
    expect(term('ongkos pasang brp?', 'ongkos').options).toContainEqual(['biaya']);
    expect(term('harga di list masih berlaku?', 'list').options).toContainEqual(['daftar']);
  });

  it('reads regional chat words', () => {
    expect(term('alamate nang ndi mas?', 'dimana').weight).toBe(WEAK_WORD_WEIGHT);
    // Javanese krama and Minang question words ask, and name nothing.
    expect(term('check in e jam pinten nggih?', 'berapa').weight).toBe(WEAK_WORD_WEIGHT);
    expect(queryTerms('check in e jam pinten nggih?').map((t) => t.word)).not.toContain('nggih');
    expect(term('lai bisa ikuik kelas reguler di siko?', 'ikut').everyday).toBe(true);
    expect(queryTerms('anak ambo lai bisa ikuik?').map((t) => t.word)).not.toContain('ambo');
    expect(term('inet mati dr semalem', 'internet').options).toContainEqual(['inet']);
    expect(term('inet mati dr semalem', 'semalam').options).toContainEqual(['semalem']);
    expect(term('kalo telat gmn?', 'terlambat').options).toContainEqual(['terlambat']);
    expect(term('dp nya brp persen', 'dp').options).toContainEqual(['uang', 'muka']);
  });

  it('tells the story of a message from what it asks, and what elaborates the question', () => {
    const birthday = queryTerms('tumpeng mini ada? buat ultah anak di sekolah');
    expect(birthday.find((t) => t.word === 'tumpeng')?.story).toBe(false);
    expect(birthday.find((t) => t.word === 'sekolah')?.story).toBe(true);
    // "kayak ...", "yg ..." after the question says more about what it asks for.
    expect(term('bisa masak di lokasi? kayak live cooking gitu', 'cooking').story).toBe(false);
    expect(term('ada batik couple ga? yg sarimbit gitu', 'sarimbit').story).toBe(false);
    // An asking clause of everyday words only asks about the clause before.
    expect(term('mesin cuci sy bunyi keras, bisa dibenerin?', 'mesin').story).toBe(false);
    // A bare naming clause after the question names what is asked for; a reason does not.
    expect(term('ada rental sepeda? polygon atau united', 'polygon').story).toBe(false);
    expect(term('jual kue tart? ukuran 20 cm', 'ukuran').story).toBe(true);
    expect(term('bisa antar ke kantor? biar cepat', 'cepat').story).toBe(true);
    expect(term('bisa jemput? daerah cibiru', 'cibiru').story).toBe(true);
  });

  it('counts a word pointing back at the business as a question word, not a topic', () => {
    expect(term('bisa dipasang disana?', 'disana').weight).toBe(WEAK_WORD_WEIGHT);
    expect(term('bisa dibetulkan disini?', 'disini').weight).toBe(WEAK_WORD_WEIGHT);
  });

  it('reads a place of two words as a place', () => {
    expect(term('antar ke pematang siantar bisa kak?', 'pematang').everyday).toBe(true);
    expect(term('antar ke pematang siantar bisa kak?', 'siantar').everyday).toBe(true);
    // The word after a place is read as one only when no table reads it otherwise.
    expect(term('ongkir ke bekasi brp?', 'berapa').everyday).toBe(false);
  });

  it('reads measure words and everyday judgements as everyday vocabulary', () => {
    expect(term('veneer brp sebiji kak?', 'sebiji').everyday).toBe(true);
    expect(term('gusi berdarah abis scaling, wajar ga?', 'wajar').everyday).toBe(true);
    expect(term('is polio vaccine required?', 'wajib').options).toContainEqual(['harus']);
    expect(term('sewanya bisa diundur?', 'diundur').everyday).toBe(true);
    expect(term('yg ambil adek saya boleh?', 'adik').everyday).toBe(true);
    // Chat English of how a question is put, not of what it asks for.
    expect(term('can i book a slot for tomorrow?', 'slot').everyday).toBe(true);
    expect(term('roughly 4 meters of pipe needed', 'roughly').everyday).toBe(true);
    expect(term('a new unit for a work trip', 'trip').everyday).toBe(true);
    expect(term('blm sempet ambil, gmn?', 'sempat').everyday).toBe(true);
    expect(term('jam 5 subuh bisa?', 'subuh').everyday).toBe(true);
    expect(term('beli setengah kilo boleh?', 'setengah').everyday).toBe(true);
    expect(term('laundry kilat bisa?', 'kilat').options).toContainEqual(['express']);
    expect(term('harus full tank ga?', 'tangki').options).toContainEqual(['tank']);
    expect(term('alamat optik dimana?', 'alamat').options).toContainEqual(['lokasi']);
    expect(term('uangnya bisa dibalikin?', 'dikembalikan').options).toContainEqual([
      'pengembalian',
    ]);
  });

  it('reads what "ada" asks for by the word that says which thing', () => {
    expect(term('kamarnya ada kulkas ga?', 'kulkas').sought).toBe(true);
    expect(term('ada paket snorkeling ke gili?', 'snorkeling').sought).toBe(true);
    expect(term('ada paket snorkeling ke gili?', 'paket').sought).toBe(false);
    expect(term('ada paket snorkeling ke gili?', 'gili').sought).toBe(false);
    expect(queryTerms('masih ada yg jaga ga?').some((t) => t.sought)).toBe(false);
  });

  it('tries the "a" of a last syllable chat writes with "e"', () => {
    expect(stemForms('semalem')).toEqual(expect.arrayContaining(['semalam', 'malam']));
    expect(stemForms('pinter')).toContain('pintar');
    expect(stemForms('metal')).not.toContain('matal');
  });

  it('reads everyday English into Indonesian and keeps the English word', () => {
    expect(term('pet hotel for a medium dog, how much per night?', 'anjing').options).toEqual([
      ['dog'],
      ['anjing'],
    ]);
    expect(term('how much is white cement per bag?', 'semen').options).toContainEqual(['cement']);
    expect(term('isi snack boxnya apa aja', 'box').options).toContainEqual(['dus']);
    // A gym's or a course's words: a class, a daily pass, its coaches.
    expect(term('is there a spinning class on saturday?', 'kelas').options).toEqual([
      ['class'],
      ['kelas'],
    ]);
    expect(term('how much is a daily pass?', 'harian').options).toContainEqual(['daily']);
    expect(term('who are your coaches?', 'pelatih').options).toContainEqual(['coach']);
    expect(term('make up for graduation brp?', 'wisuda').options).toContainEqual(['graduation']);
    expect(term('limit tempo brp?', 'batas').options).toContainEqual(['limit']);
    expect(
      queryTerms('can I watch while my dog is being groomed?').map((t) => t.word),
    ).not.toContain('being');
    // Contractions, pronouns and superlatives.
    expect(queryTerms("what's your cheapest car?").map((t) => t.word)).toEqual([
      'what',
      'murah',
      'car',
    ]);
    expect(queryTerms("I don't know them").map((t) => t.word)).toEqual(['tidak', 'know']);
  });
});

describe('whether a message asks something', () => {
  it('reads greetings and a bare wish to ask as asking nothing yet', () => {
    for (const hello of [
      'halo kak',
      'selamat malam min',
      'mau tanya dong',
      'assalamualaikum',
      'P',
    ]) {
      expect(asksSomething(hello), hello).toBe(false);
    }
  });

  it('reads any topic word as a question, known to the business or not', () => {
    for (const asked of ['harga sepatu nike berapa kak?', 'halo, masih buka?', 'ongkir ke bogor']) {
      expect(asksSomething(asked), asked).toBe(true);
    }
  });
});

describe('whether a message asks for a person', () => {
  it('reads "operator" as the one addressed, not as a noun about the business', () => {
    expect(asksForPerson('mau bicara dengan operator')).toBe(true);
    expect(asksForPerson('sambungkan ke operator dong')).toBe(true);
    expect(asksForPerson('operator?')).toBe(true);
    expect(asksForPerson('can I talk to an operator?')).toBe(true);
    expect(asksForPerson('Is Baitul Izzah a licensed umrah operator?')).toBe(false);
    expect(asksForPerson('operator tur ke bromo yg resmi siapa ya?')).toBe(false);
  });
});
