/**
 * How customers' chat text is read before it is searched: Indonesian chat shorthand spelled out,
 * filler dropped, words reduced to stems, typos matched by trigrams. Pure functions, so the
 * retrieval, the evaluation and the web's playground read text the same way.
 */

import { COLLOQUIAL_WORDS, COUNTRY_WORDS, ENGLISH_WORDS } from './chat-lexicon.ts';
import { EVERYDAY_WORDS, INDONESIAN_PLACES } from './everyday-words.ts';

/**
 * Chat shorthand and slang as written on WhatsApp, to the words a business writes in its FAQ.
 * Keys are whole tokens (lower case); a value may be several words.
 */
export const CHAT_SLANG: Readonly<Record<string, string>> = {
  gmn: 'bagaimana',
  gmna: 'bagaimana',
  gimana: 'bagaimana',
  gmana: 'bagaimana',
  bgmn: 'bagaimana',
  brp: 'berapa',
  brpa: 'berapa',
  brapa: 'berapa',
  bs: 'bisa',
  bsa: 'bisa',
  bisakah: 'bisa',
  ongkir: 'ongkos kirim',
  ongkirnya: 'ongkos kirim',
  gk: 'tidak',
  ga: 'tidak',
  gak: 'tidak',
  g: 'tidak',
  nggak: 'tidak',
  ngga: 'tidak',
  enggak: 'tidak',
  engga: 'tidak',
  tdk: 'tidak',
  udh: 'sudah',
  udah: 'sudah',
  sdh: 'sudah',
  dah: 'sudah',
  blm: 'belum',
  blom: 'belum',
  tf: 'transfer',
  trf: 'transfer',
  trnsfr: 'transfer',
  dmn: 'dimana',
  dmna: 'dimana',
  mana: 'dimana',
  kpn: 'kapan',
  knp: 'kenapa',
  yg: 'yang',
  dgn: 'dengan',
  dg: 'dengan',
  utk: 'untuk',
  untk: 'untuk',
  buat: 'untuk',
  sy: 'saya',
  aq: 'saya',
  aku: 'saya',
  gue: 'saya',
  gw: 'saya',
  tgl: 'tanggal',
  thn: 'tahun',
  th: 'tahun',
  umur: 'umur|usia',
  usia: 'usia|umur',
  jg: 'juga',
  krn: 'karena',
  soalnya: 'karena',
  bkn: 'bukan',
  lg: 'lagi',
  org: 'orang',
  hrg: 'harga|biaya|tarif',
  hrga: 'harga|biaya|tarif',
  harga: 'harga|biaya|tarif',
  biaya: 'biaya|harga|tarif|ongkos',
  ongkos: 'ongkos|biaya|harga',
  tarif: 'tarif|harga|biaya',
  pengen: 'ingin',
  pgn: 'ingin',
  pingin: 'ingin',
  pengin: 'ingin',
  byr: 'bayar',
  bayarnya: 'bayar',
  pembyrn: 'pembayaran',
  rek: 'rekening',
  norek: 'nomor rekening',
  no: 'nomor',
  nmr: 'nomor',
  jkt: 'jakarta',
  sby: 'surabaya',
  bdg: 'bandung',
  jogja: 'yogyakarta',
  jgj: 'yogyakarta',
  brg: 'barang',
  brng: 'barang',
  krm: 'kirim',
  kirimin: 'kirim',
  dikirimin: 'dikirim',
  pesen: 'pesan',
  mesen: 'pesan',
  msn: 'pesan',
  order: 'pesan',
  ordernya: 'pesan',
  cod: 'cod bayar di tempat',
  ready: 'tersedia stok',
  stock: 'stok',
  sampe: 'sampai',
  nyampe: 'sampai',
  smp: 'sampai',
  lama: 'lama',
  lmyn: 'lumayan',
  tp: 'tapi',
  tpi: 'tapi',
  kl: 'kalau',
  kalo: 'kalau',
  klo: 'kalau',
  klu: 'kalau',
  sj: 'saja',
  aja: 'saja',
  bnyk: 'banyak',
  byk: 'banyak',
  ukr: 'ukuran',
  size: 'ukuran',
  wa: 'whatsapp',
  ig: 'instagram',
  jam: 'jam',
  buka: 'buka',
  libur: 'libur',
  // Mixed Indonesian and English: the English words customers drop into an Indonesian sentence.
  price: 'harga',
  prices: 'harga',
  shipping: 'pengiriman ongkos kirim',
  delivery: 'pengiriman kirim',
  deliver: 'kirim',
  payment: 'pembayaran bayar',
  pay: 'bayar',
  open: 'buka',
  opening: 'buka',
  closed: 'tutup libur',
  hours: 'jam',
  refund: 'refund pengembalian dana',
  exchange: 'tukar',
  returns: 'retur',
  discount: 'diskon',
  promo: 'promo diskon',
  location: 'lokasi alamat',
  address: 'alamat',
  store: 'toko',
  shop: 'toko',
  available: 'tersedia',
  reseller: 'reseller',
  retur: 'retur|pengembalian|dikembalikan',
  return: 'retur|pengembalian|dikembalikan',
  balikin: 'kembalikan|pengembalian',
  tuker: 'tukar',
  nuker: 'tukar',
  wholesale: 'grosir',
  // More everyday chat spellings, all general (not any one business's words).
  pake: 'pakai',
  dipake: 'dipakai',
  dateng: 'datang',
  pk: 'pakai',
  make: 'pakai',
  sm: 'sama',
  ama: 'sama',
  dl: 'dulu',
  dlu: 'dulu',
  skrg: 'sekarang',
  skrang: 'sekarang',
  bsk: 'besok',
  kmrn: 'kemarin',
  kemaren: 'kemarin',
  kmarin: 'kemarin',
  td: 'tadi',
  dpt: 'dapat',
  dapet: 'dapat',
  hrs: 'harus',
  msh: 'masih',
  emg: 'memang',
  emang: 'memang',
  trs: 'terus',
  trus: 'terus',
  jd: 'jadi',
  jdi: 'jadi',
  bgt: 'banget',
  bngt: 'banget',
  gt: 'gitu',
  gtu: 'gitu',
  gni: 'gini',
  nanya: 'tanya',
  tny: 'tanya',
  nnya: 'tanya',
  ad: 'ada',
  mo: 'mau',
  mw: 'mau',
  tau: 'tahu',
  tw: 'tahu',
  sya: 'saya',
  ak: 'saya',
  ane: 'saya',
  km: 'kamu',
  lu: 'kamu',
  lo: 'kamu',
  kmn: 'kemana',
  dimn: 'dimana',
  knapa: 'kenapa',
  gpp: 'tidak apa apa',
  bener: 'benar',
  bnr: 'benar',
  smpai: 'sampai',
  tlg: 'tolong',
  mksh: 'makasih',
  mkasih: 'makasih',
  trims: 'makasih',
  tks: 'makasih',
  ok: 'oke',
  okay: 'oke',
  okey: 'oke',
  sip: 'oke',
  dll: 'dan lain lain',
  dsb: 'dan lain lain',
  kalian: 'kamu',
  nomer: 'nomor',
  harganya: 'harga',
  hrgnya: 'harga',
};

/** Greetings, particles and pronouns: they say nothing about what is asked. */
export const CHAT_FILLER: ReadonlySet<string> = new Set([
  'kak',
  'ka',
  'kk',
  'kakak',
  'gan',
  'sis',
  'min',
  'mimin',
  'admin',
  'mas',
  'mba',
  'mbak',
  'bang',
  'bu',
  'pak',
  'bos',
  'ya',
  'yah',
  'yaa',
  'iya',
  'dong',
  'donk',
  'deh',
  'sih',
  'nih',
  'kok',
  'lho',
  'loh',
  'kah',
  'lah',
  'nya',
  'saja',
  'juga',
  'saya',
  'ku',
  'mu',
  'anda',
  'kamu',
  'kami',
  'kita',
  'tolong',
  'mohon',
  'halo',
  'hallo',
  'hai',
  'hi',
  'hello',
  'hey',
  'pagi',
  'siang',
  'sore',
  'malam',
  'selamat',
  'permisi',
  'terima',
  'kasih',
  'makasih',
  'thanks',
  'thx',
  'tq',
  'yang',
  'dan',
  'di',
  'ke',
  'dari',
  'ini',
  'itu',
  'atau',
  'dengan',
  'untuk',
  'pada',
  'akan',
  'tapi',
  'kalau',
  'karena',
  'lagi',
  'gitu',
  'begitu',
  'the',
  'a',
  'an',
  'is',
  'are',
  'do',
  'does',
  'you',
  'i',
  'to',
  'of',
  'for',
  'my',
  'me',
  'your',
  'it',
  'in',
  'on',
  'please',
  'pls',
  'plz',
  // Everyday function words and chat particles: how a sentence is said, not what it asks.
  'padahal',
  'ternyata',
  'katanya',
  'rencananya',
  'awak',
  'maaf',
  'ganggu',
  'mengganggu',
  'sekitar',
  'kisaran',
  'kayak',
  'kayaknya',
  'sepertinya',
  'seperti',
  'mungkin',
  'soal',
  'tentang',
  'mengenai',
  'terkait',
  'sama',
  'kan',
  'biar',
  'agar',
  'supaya',
  'banget',
  'memang',
  'jadi',
  'terus',
  'masih',
  'cuma',
  'cuman',
  'doang',
  'tanya',
  'bertanya',
  'info',
  'informasi',
  'kira',
  'gini',
  'tuh',
  'dulu',
  'oke',
  'btw',
  'pun',
  'oleh',
  'bagi',
  'para',
  'aja',
  'eh',
  'wah',
  'nah',
  'hehe',
  'wkwk',
  'assalamualaikum',
  'salam',
  'ibu',
  'bapak',
  'om',
  'tante',
  'teh',
  'bro',
  'sist',
  'ko',
  'ci',
  'cik',
  'dear',
  'dia',
  'mereka',
  'kamu',
  'sangat',
  'sekali',
  'lebih',
  'paling',
  'mengerti',
  'sebelumnya',
  'sebelum',
  'sesudah',
  'setelah',
  'also',
  'and',
  'or',
  'but',
  'if',
  'so',
  'we',
  'be',
  'being',
  'been',
  'was',
  'were',
  'at',
  'with',
  'this',
  'that',
  'hello',
  'thank',
  'he',
  'she',
  'him',
  'her',
  'they',
  'them',
  'their',
  'us',
  'our',
]);

/** Words that make a clause a question, with or without "?". */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'bagaimana',
  'berapa',
  'apa',
  'apakah',
  'kapan',
  'dimana',
  'kenapa',
  'bisa',
  'boleh',
  'how',
  'what',
  'when',
  'where',
  'why',
  'which',
  'can',
  'could',
]);

/** Words pointing back at what was said before ("bisa kirim kesana?", "itu normal ga?"). */
const POINTING_BACK: ReadonlySet<string> = new Set([
  'itu',
  'sana',
  'situ',
  'kesana',
  'kesitu',
  'disana',
  'disitu',
  'sini',
  'disini',
  'kesini',
  'there',
  'that',
  'it',
]);

/** Question words and auxiliaries: they count, but far less than the words naming the topic. */
export const CHAT_WEAK_WORDS: ReadonlySet<string> = new Set([
  ...QUESTION_WORDS,
  // "bisa dipasang disana?": the business's place, not a topic.
  ...POINTING_BACK,
  'ada',
  'tidak',
  'sudah',
  'belum',
  'ingin',
  'mau',
  'cara',
  'harus',
  'perlu',
  'who',
  'much',
  'many',
  'there',
  'any',
  'have',
  'has',
  'want',
  'pakai',
  'lewat',
  'via',
  'kena',
  'dapat',
  'minta',
  'benar',
  'kemarin',
  'besok',
  'sekarang',
  'tadi',
  'barusan',
  'tiap',
  'setiap',
  'bukan',
  'nanti',
  'kemana',
  'tahu',
  'lain',
  'use',
  'using',
  'get',
  'need',
  'would',
  'will',
]);

/** Weight of a weak word against a topic word (1). */
export const WEAK_WORD_WEIGHT = 0.25;

/**
 * The customer asks for a person: a handoff whatever the knowledge says. Matched as whole words
 * in the normalised text (slang already spelled out: "gk mau bot" reads "tidak mau bot").
 */
export const HANDOFF_PHRASES: readonly string[] = [
  'sama admin',
  'dengan admin',
  'ke admin',
  'hubungi admin',
  'panggil admin',
  'minta admin',
  'admin asli',
  'adminnya',
  'cs',
  'customer service',
  'customer care',
  // "operator" as the one addressed ("mau bicara dengan operator"), not a noun about the
  // business ("Is Baitul Izzah a licensed umrah operator?").
  'sama operator',
  'dengan operator',
  'ke operator',
  'hubungi operator',
  'panggil operator',
  'minta operator',
  'operatornya',
  'to operator',
  'to an operator',
  'to the operator',
  'petugas',
  'orang asli',
  'orang beneran',
  'orang sungguhan',
  'manusia',
  'tidak mau bot',
  'bukan bot',
  'human',
  'real person',
  'a person',
  'live agent',
  'talk to someone',
  'speak to someone',
  'agent',
];

/**
 * Calling for the admin or an operator with nothing else to say ("min?", "admin!!", "operator")
 * is asking for a person too.
 */
const CALLS_FOR_ADMIN = /^(halo |hallo |hai |hi |permisi )?(admin|min|mimin|operator)$/;

/**
 * Lower case, accents and punctuation gone, letters repeated for emphasis cut to two ("bangeet"),
 * "%" read as the word ("dp 50%" and "dp brp persen" meet).
 */
const clean = (text: string) =>
  text
    .replace(/%/g, ' persen ')
    // English contractions: "what's" is what, "don't" do not, "can't" cannot.
    .replace(/\b([Cc]an)['’]t\b/g, '$1not')
    .replace(/n['’]t\b/g, ' not')
    .replace(/(\p{L})['’](s|m|d|ll|re|ve)\b/gu, '$1')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/(\p{L})\1{2,}/gu, '$1$1');

/** The words of a text: letters and digits, `2` as in "kapan2" (reduplication) dropped. */
export const tokenize = (text: string) => clean(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every table of readings; the shorthand of commerce (CHAT_SLANG) wins over the general ones. */
const READINGS: Readonly<Record<string, string>> = {
  ...COUNTRY_WORDS,
  ...ENGLISH_WORDS,
  ...COLLOQUIAL_WORDS,
  ...CHAT_SLANG,
};

const tableReading = (word: string) =>
  Object.hasOwn(READINGS, word) ? (READINGS[word] as string) : undefined;

/**
 * What a word the tables lack may be with its ending taken off: the possessive of chat
 * ("duitnya", "rekny") or an English inflection ("opened", "products", "damaged"). Only a base
 * the tables know is taken, so an Indonesian word that merely ends so ("bagus", "alas") is kept.
 */
const POSSESSIVE_ENDING = /(nya|ny)$/;
const ENGLISH_ENDING = /(ing|est|ed|es|s)$/;

const endingReading = (word: string) => {
  if (POSSESSIVE_ENDING.test(word)) return tableReading(word.replace(POSSESSIVE_ENDING, ''));
  if (!ENGLISH_ENDING.test(word)) return undefined;
  const base = word.replace(ENGLISH_ENDING, '');
  return tableReading(base) ?? tableReading(`${base}e`);
};

/**
 * A letter doubled for emphasis ("bisaa", "kakk", "ongkirr", "baanget"), read single when the
 * tables know that. Emphasis doubles a vowel or the last letter; a consonant doubled inside a
 * word is its spelling ("oppo", a brand, is not "opo").
 */
const singleLettersReading = (word: string) => {
  if (!/(\p{L})\1$|([aiueo])\2/u.test(word)) return undefined;
  const single = word.replace(/(\p{L})\1+/gu, '$1');
  return single === word ? undefined : tableReading(single);
};

/** A token's reading: the tables', or the token itself (a trailing reduplication `2` dropped). */
const readingOf = (token: string) => {
  const word = token.replace(/(\p{L})2$/u, '$1');
  return (
    tableReading(word) ??
    (word.length >= 5 ? endingReading(word) : undefined) ??
    singleLettersReading(word) ??
    word
  );
};

/**
 * The text's words with chat shorthand spelled out ("brp ongkir" -> "berapa ongkos kirim"),
 * the first reading where the table gives several.
 */
export const normaliseChat = (text: string) =>
  tokenize(text)
    .map((token) => readingOf(token).split('|')[0])
    .join(' ');

/** The customer asks to talk to a person (any HANDOFF_PHRASES, as whole words). */
export const asksForPerson = (text: string) => {
  const normalised = normaliseChat(text);
  const padded = ` ${normalised} `;
  return (
    CALLS_FOR_ADMIN.test(normalised) ||
    HANDOFF_PHRASES.some((phrase) => padded.includes(` ${phrase} `))
  );
};

/**
 * One word of the question and the ways the knowledge may say it: each option is a phrase (all
 * its words needed), e.g. "ongkir" -> [ongkir] or [ongkos, kirim].
 */
export type QueryTerm = {
  word: string;
  weight: number;
  options: string[][];
  /** Everyday vocabulary or a place in Indonesia: the knowledge lacking it names no unknown topic. */
  everyday: boolean;
  /**
   * Said only in the story of a message that also asks something ("udah tf ke bca" in "udah tf
   * ke bca, tapi resinya belum dikirim?"): it says less about which passage answers.
   */
  story: boolean;
  /**
   * The last word of what "ada" asks for ("kamarnya ada kulkas ga?", "ada paket snorkeling ke
   * gili?"): the word that says which thing is meant.
   */
  sought: boolean;
};

/**
 * A message's clauses (split at sentence ends, commas, semicolons and line breaks, not inside a
 * number: "Rp8.000", "11.11"), each with its tokens and whether it asks: it ends with "?" or has
 * a question word.
 */
const clausesOf = (text: string) => {
  const clauses = clean(text)
    .split(/(?<=[?!;\n])|[.,](?!\d)/)
    .map((clause) => ({
      tokens: tokenize(clause),
      mark: /\?\s*$/.test(clause),
    }))
    .filter((clause) => clause.tokens.length > 0);
  return clauses.map((clause) => ({
    tokens: clause.tokens,
    asks:
      clause.mark ||
      clause.tokens.some((token) => QUESTION_WORDS.has(readingOf(token).split('|')[0] ?? token)),
  }));
};

/**
 * Words opening a clause that says more about what the clause before asked for ("ada batik
 * couple? yg sarimbit gitu", "bisa masak di lokasi? kayak live cooking"): it is part of what is
 * asked, not the message's story.
 */
const ELABORATING: ReadonlySet<string> = new Set([
  'kayak',
  'kaya',
  'seperti',
  'semacam',
  'sejenis',
  'misal',
  'misalnya',
  'contoh',
  'contohnya',
  'maksudnya',
  'maksud',
  'yg',
  'yang',
  'like',
]);

/**
 * The tokens a message asks about: those of its asking clauses, and of the clauses before one
 * that names nothing but how it asks, everyday words or points back ("35 org, bisa kak?", "...,
 * gmn ini?", "layarnya retak, bisa diperbaiki?", "I live in Singapore, can you ship there?") up
 * to the asking clause before. Undefined when the
 * whole message asks (one clause, none that asks, or all of them in the end).
 */
const askedTokens = (text: string) => {
  const clauses = clausesOf(text);
  if (clauses.length < 2) return undefined;
  const names = (tokens: string[]) =>
    tokens.some((token) => {
      const reading = readingOf(token).split('|')[0] ?? token;
      return (
        !CHAT_FILLER.has(token) &&
        !CHAT_FILLER.has(reading) &&
        !CHAT_WEAK_WORDS.has(reading) &&
        !isEveryday(reading)
      );
    });
  const asked = clauses.map((clause) => clause.asks);
  clauses.forEach((clause, index) => {
    if (!clause.asks) return;
    if (names(clause.tokens) && !clause.tokens.some((token) => POINTING_BACK.has(token))) return;
    for (let before = index - 1; before >= 0 && !clauses[before]?.asks; before--) {
      asked[before] = true;
    }
  });
  clauses.forEach((clause, index) => {
    if (index > 0 && asked[index - 1] && ELABORATING.has(clause.tokens[0] ?? ''))
      asked[index] = true;
  });
  // A bare naming clause after what was asked ("bisa bikin kue ulang tahun? tart 2 tingkat",
  // "sewa motor ada? scoopy atau nmax") says which thing is asked for: part of the question.
  clauses.forEach((clause, index) => {
    if (index > 0 && asked[index - 1] && !clause.asks && namesOnly(clause.tokens))
      asked[index] = true;
  });
  if (asked.every(Boolean) || !asked.some(Boolean)) return undefined;
  return new Set(clauses.filter((_, index) => asked[index]).flatMap((clause) => clause.tokens));
};

/** Words joining the things a bare naming clause lists ("scoopy atau nmax"). */
const LISTING: ReadonlySet<string> = new Set(['atau', 'ato', 'or', 'dan', 'and', 'sama']);

/**
 * A clause of names only: two to four words naming things, models, sizes or amounts, with
 * nothing of how a sentence is said and no everyday word (no pronoun, particle, question word,
 * auxiliary, place noun or everyday verb: "biar deket", "aku sama temen", "daerah tembalang",
 * "takut motor ilang" are not).
 */
const namesOnly = (tokens: string[]) =>
  tokens.length >= 2 &&
  tokens.length <= NAMING_CLAUSE_MAX &&
  tokens.some((token) => /\p{L}/u.test(token) && !LISTING.has(token)) &&
  tokens.every((token) => {
    if (/\d/.test(token) || LISTING.has(token)) return true;
    const reading = readingOf(token).split('|')[0] ?? token;
    return (
      !CHAT_FILLER.has(token) &&
      !CHAT_FILLER.has(reading) &&
      !CHAT_WEAK_WORDS.has(reading) &&
      !CHAT_WEAK_WORDS.has(token) &&
      !PLACE_NOUNS.has(token) &&
      !isEveryday(reading)
    );
  });
/** Longer than this, a clause tells more than a name. */
const NAMING_CLAUSE_MAX = 4;

/** Words after which an unknown word is a place: "daerah tembalang", "kec. antapani". */
const PLACE_NOUNS: ReadonlySet<string> = new Set([
  'daerah',
  'kecamatan',
  'kec',
  'kelurahan',
  'kel',
  'desa',
  'kabupaten',
  'kab',
  'kota',
  'wilayah',
  'area',
  'kawasan',
  'perumahan',
  'perum',
  'komplek',
  'kompleks',
  'jalan',
  'jl',
  'domisili',
  'tinggal',
]);
/** Words of going somewhere: what follows them and "ke" is a place ("ongkir ke dago"). */
const GOING = new Set(['kirim', 'antar', 'jemput', 'sampai', 'datang', 'pergi', 'ship', 'send']);

/**
 * The tokens a message names as places it does not spell out in a table: after a place noun
 * ("daerah tembalang"), after "ke" following a word of going ("ongkir ke dago", "dianter ke
 * bojongsoang"), or after a "di" that opens a clause or follows "tinggal" ("..., di
 * antapani"), with the plain word after a place ("ke pematang siantar"). Not "bayar di
 * indomaret" or "transfer ke ovo": those name a thing the business may not have.
 */
const placeTokens = (text: string) => {
  const places = new Set<string>();
  for (const clause of clausesOf(text)) {
    const { tokens } = clause;
    tokens.forEach((token, index) => {
      const before = tokens[index - 1];
      const twoBefore = tokens[index - 2];
      const going = (word: string | undefined) =>
        word !== undefined &&
        readingOf(word)
          .split(/[| ]/)
          .some((reading) => stemForms(reading).some((form) => GOING.has(form)));
      if (
        (before !== undefined && PLACE_NOUNS.has(before)) ||
        (before === 'ke' && going(twoBefore)) ||
        (before === 'di' && (index === 1 || twoBefore === 'tinggal')) ||
        // A place of two words ("pematang siantar", "tanjung priok"): the next word the tables
        // do not know.
        (before !== undefined && places.has(before) && isPlainWord(token))
      ) {
        places.add(token);
      }
    });
  }
  return places;
};

/** A word no table reads otherwise and that is neither filler nor a question word. */
const isPlainWord = (token: string) =>
  /^\p{L}+$/u.test(token) &&
  readingOf(token) === token &&
  !CHAT_FILLER.has(token) &&
  !CHAT_WEAK_WORDS.has(token);

const isEveryday = (word: string) =>
  INDONESIAN_PLACES.has(word) || stemForms(word).some((form) => EVERYDAY_WORDS.has(form));

/** Words asking whether something is there: "ada kulkas?", "adakah parkir?". */
const SEEKING: ReadonlySet<string> = new Set(['ada', 'adakah']);
/** At most this many words after "ada" name what is asked for. */
const SOUGHT_MAX = 2;

/**
 * The word saying what a clause that asks "ada ...?" asks for: the last of the (at most
 * SOUGHT_MAX) words after "ada", before any filler, question word, auxiliary, preposition or
 * number. An Indonesian noun phrase puts the word that says which thing after the one that says
 * what kind ("paket snorkeling", "program bantuan"), so "ada paket snorkeling ke gili?" asks for
 * "snorkeling" and "ada yg jaga?" for nothing.
 */
const soughtTokens = (text: string) => {
  const sought = new Set<string>();
  for (const clause of clausesOf(text)) {
    if (!clause.asks) continue;
    clause.tokens.forEach((token, index) => {
      if (!SEEKING.has(token)) return;
      let last: string | undefined;
      for (const next of clause.tokens.slice(index + 1, index + 1 + SOUGHT_MAX)) {
        const reading = readingOf(next).split('|')[0] ?? next;
        if (
          CHAT_FILLER.has(next) ||
          CHAT_FILLER.has(reading) ||
          CHAT_WEAK_WORDS.has(reading) ||
          /\d/.test(next)
        ) {
          break;
        }
        last = next;
      }
      if (last !== undefined) sought.add(last);
    });
  }
  return sought;
};

/**
 * What "di mana?" asks for, as a business writes it: its address or location ("Jl. ..."). "mana"
 * after "yang" asks which one, not where.
 */
const WHERE_ANSWER = ['alamat', 'lokasi', 'jl'];
const asksWhere = (tokens: string[], index: number) => {
  const token = tokens[index] ?? '';
  if (token === 'where') return true;
  if (readingOf(token) !== 'dimana') return false;
  const before = tokens[index - 1];
  return token !== 'mana' || before === 'di';
};
/**
 * The business's own place: in a question asking where ("tokonya di mana?", "kantor kalian
 * dmn?") it says whose place is asked for, not what about it, as "disana" does.
 */
const OWN_PLACE: ReadonlySet<string> = new Set([
  'toko',
  'tempat',
  'kantor',
  'outlet',
  'gerai',
  'kios',
  'lapak',
  'store',
  'shop',
  'office',
  'place',
]);

/** What a question asks about: its words after shorthand, without filler, each once, weighted. */
export const queryTerms = (text: string): QueryTerm[] => {
  const asked = askedTokens(text);
  const places = placeTokens(text);
  const sought = soughtTokens(text);
  const seen = new Map<string, QueryTerm>();
  const terms: QueryTerm[] = [];
  const tokens = tokenize(text);
  let where: QueryTerm | undefined;
  for (const [index, token] of tokens.entries()) {
    const readings = readingOf(token).split('|');
    if (CHAT_FILLER.has(token) || CHAT_FILLER.has(readings[0] ?? token)) continue;
    const key = readings.join('|');
    const story = asked !== undefined && !asked.has(token);
    const before = seen.get(key);
    if (before) {
      if (!story) before.story = false;
      if (sought.has(token)) before.sought = true;
      continue;
    }
    // Filler inside a spelled-out phrase ("cod" -> "bayar di tempat") needs no match.
    const options = [[token], ...readings.map((reading) => reading.split(' '))]
      .map((option) => option.filter((word) => !CHAT_FILLER.has(word)))
      .filter((option) => option.length > 0)
      .filter(
        (option, index, all) => all.findIndex((o) => o.join(' ') === option.join(' ')) === index,
      );
    const weak = readings.every((reading) =>
      reading.split(' ').every((word) => CHAT_WEAK_WORDS.has(word) || CHAT_FILLER.has(word)),
    );
    const term = {
      word: readings[0] ?? token,
      weight: weak ? WEAK_WORD_WEIGHT : 1,
      options,
      everyday:
        options.some((option) => option.every(isEveryday)) ||
        (places.has(token) && tableReading(token) === undefined && !/\d/.test(token)),
      story,
      sought: sought.has(token),
    };
    if (asksWhere(tokens, index)) where = term;
    seen.set(key, term);
    terms.push(term);
  }
  // "tokonya di mana?": the business's own place and "where" alone ask for its address, which
  // a passage that merely says "toko" does not give. With anything else named ("bayar dmn?",
  // "tokonya dmn? bs dtg lgsg?") "where" stays a question word.
  const topics = terms.filter((term) => term.weight === 1);
  if (
    where &&
    topics.length > 0 &&
    topics.every((term) =>
      term.options
        .flat()
        .some((word) => OWN_PLACE.has(word) || stemForms(word).some((form) => OWN_PLACE.has(form))),
    )
  ) {
    for (const term of topics) term.weight = WEAK_WORD_WEIGHT;
    where.weight = 1;
    where.everyday = true;
    where.options = [...where.options, ...WHERE_ANSWER.map((word) => [word])];
  }
  return terms;
};

/**
 * Whether a message asks about something: a word that is neither chat filler nor a weak one.
 * 'halo kak', 'selamat malam' and 'mau tanya' ask nothing yet; 'harga sepatu nike berapa?' does,
 * whether or not the knowledge knows the word. A lone letter is a ping ('p'), not a word.
 */
export const asksSomething = (text: string) =>
  queryTerms(text).some((term) => term.weight >= 1 && term.word.length > 1);

const PARTICLE = /(lah|kah|tah|pun)$/;
const CLOSED_E = /(?<=[^aiueo])e(ng|[mnrlkt])$/;
const POSSESSIVE = /(ku|mu|nya)$/;
const SUFFIX = /(kan|an|in|i)$/;

/**
 * The forms a word may come from, for matching ("pengiriman" -> pengiriman, pengirim, kirim,
 * irim): a light Indonesian affix stripper (Javanese chat's possessive "-e" too) that keeps every
 * reading of an ambiguous prefix (meng- before a vowel hides a k: "mengirim" is kirim) instead of
 * guessing one.
 */
export const stemForms = (word: string): string[] => {
  const forms = new Set([word]);
  if (word.length < 5 || /\d/.test(word)) return [...forms];
  let base = word;
  if (PARTICLE.test(base) && base.length > 6) base = base.replace(PARTICLE, '');
  // "-nya" comes off a root of three letters too ("airnya", "isinya"); "-ku" and "-mu" only off a
  // longer word, as many short roots end so ("buku", "tamu").
  if (/nya$/.test(base) ? base.length >= 6 : POSSESSIVE.test(base) && base.length > 6) {
    base = base.replace(POSSESSIVE, '');
  }
  forms.add(base);
  const bases = [base];
  // Javanese chat's possessive: "alamate" is alamat(nya), "hargane" is harga(nya).
  const javanese = /^(.{3,}[aiueo])ne$/.exec(base) ?? /^(.{4,}[^aiueo])e$/.exec(base);
  if (javanese?.[1]) bases.push(javanese[1]);
  if (SUFFIX.test(base) && base.length > 5) bases.push(base.replace(SUFFIX, ''));
  for (const b of bases) {
    forms.add(b);
    // Chat's nasal prefixes: "ngukur" is ukur, "nyuci" is cuci, "nyari" is cari, "nambah" is
    // tambah.
    // Chat's "nge-" before a root of one syllable or a loan: "ngecas" is cas, "ngecek" is cek.
    const nge = /^nge(.{3,})$/.exec(b);
    if (nge?.[1]) forms.add(nge[1]);
    const colloquial = /^(ng|ny|n)([aiueo].+)$/.exec(b);
    if (colloquial?.[2]) {
      const rest = colloquial[2];
      const nasal = colloquial[1];
      if (nasal !== 'n') forms.add(rest);
      forms.add(nasal === 'ng' ? `k${rest}` : nasal === 'ny' ? `c${rest}` : `t${rest}`);
      if (nasal === 'ny') forms.add(`s${rest}`);
    }
    const prefix = /^(meng|peng|meny|peny|mem|pem|men|pen|me|pe|ber|be|ter|di|ke|se)(.+)$/.exec(b);
    if (!prefix) continue;
    const [, head = '', rest = ''] = prefix;
    if (rest.length < 3) continue;
    forms.add(rest);
    if ((head === 'meng' || head === 'peng') && /^[aiueo]/.test(rest)) forms.add(`k${rest}`);
    if ((head === 'meny' || head === 'peny') && /^[aiueo]/.test(rest)) forms.add(`s${rest}`);
    if ((head === 'mem' || head === 'pem') && /^[aiueo]/.test(rest)) forms.add(`p${rest}`);
    if ((head === 'men' || head === 'pen') && /^[aiueo]/.test(rest)) forms.add(`t${rest}`);
  }
  // Chat's "e" for "a" in a last syllable ("malem", "semalem", "pinter", "seneng", "temen"): the
  // "a" written out is a form too. A form only meets the same form, never a typo's near one, so a
  // word really spelt with "e" loses nothing.
  for (const form of [...forms]) {
    if (form.length >= 5 && CLOSED_E.test(form)) forms.add(form.replace(CLOSED_E, 'a$1'));
  }
  return [...forms].filter((form) => form.length >= 3);
};

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
};

/** pg_trgm's similarity of two words (shared trigrams over all), 0..1. */
export const trigramSimilarity = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
};
