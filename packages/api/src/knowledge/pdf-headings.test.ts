import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';
import { markPdfHeadings } from './pdf-headings.ts';

/** What unpdf reads from a page printed by Chromium: one line a line, no blank lines, no styling. */
const shopInfo = [
  'Toko Kue Manis',
  '1. Jam Buka',
  'Toko buka setiap hari pukul 08.00 sampai 20.00 WIB. Hari Minggu kami buka mulai pukul',
  '10.00.',
  'Pesanan Kue Ulang Tahun',
  'Kue ulang tahun dipesan paling lambat tiga hari sebelumnya dengan uang muka 50%. Tulisan di atas',
  'kue gratis.',
  'PENGEMBALIAN',
  'Kalau kue rusak saat diterima, kirim foto dalam 2 jam dan kami ganti dengan kue baru.',
  'Cara bayar:',
  'Transfer ke rekening BCA atas nama Toko Kue Manis, lalu kirim buktinya.',
  'Cara pesan',
  '1. Pilih kue di katalog',
  '2. Kirim pesanan lewat WhatsApp',
].join('\n');

const headingsOf = (text: string) =>
  markPdfHeadings(text)
    .split('\n')
    .filter((line) => line.startsWith('#'));

describe('markPdfHeadings', () => {
  it('finds numbered, Title Case, capitals, colon and short sentence-case headings', () => {
    expect(headingsOf(shopInfo)).toEqual([
      '# Toko Kue Manis',
      '## 1. Jam Buka',
      '## Pesanan Kue Ulang Tahun',
      '## PENGEMBALIAN',
      '## Cara bayar',
      '## Cara pesan',
    ]);
  });

  it('makes each section a passage under its heading', () => {
    const chunks = chunkText('info-toko.pdf', markPdfHeadings(shopInfo));
    expect(chunks.map((chunk) => chunk.heading)).toEqual([
      'info-toko.pdf › Toko Kue Manis › 1. Jam Buka',
      'info-toko.pdf › Toko Kue Manis › Pesanan Kue Ulang Tahun',
      'info-toko.pdf › Toko Kue Manis › PENGEMBALIAN',
      'info-toko.pdf › Toko Kue Manis › Cara bayar',
      'info-toko.pdf › Toko Kue Manis › Cara pesan',
    ]);
    expect(chunks[2]?.body).toBe(
      'Kalau kue rusak saat diterima, kirim foto dalam 2 jam dan kami ganti dengan kue baru.',
    );
  });

  it('leaves wrapped lines, list items and price lines in the text', () => {
    const text = [
      'Pesanan Kue Ulang Tahun',
      'Kue ulang tahun dipesan paling lambat tiga hari sebelumnya, kue untuk Hari',
      'Raya Idul Fitri',
      'dipesan seminggu sebelumnya. Cara pesan:',
      '1. Pilih kue di katalog',
      '2. Transfer uang muka',
      '3. Kirim bukti transfer',
      'Pesanan diproses dalam satu hari kerja setelah uang muka diterima.',
      'Daftar harga.',
      'Brownies Kukus',
      'Rp80.000 per loyang',
      'Pengiriman',
      'Kue dikirim dengan kurir toko ke seluruh Bandung setiap hari.',
    ].join('\n');
    expect(headingsOf(text)).toEqual(['## Pesanan Kue Ulang Tahun', '## Pengiriman']);
  });

  it('returns the text as it was when it has fewer than two headings', () => {
    const text = [
      'Tentang Toko Kue Manis',
      'Kami membuat kue sejak 1998 di Bandung. Semua kue dibuat tanpa pengawet.',
      'Pesan lewat WhatsApp paling lambat sehari sebelumnya.',
    ].join('\n');
    expect(markPdfHeadings(text)).toBe(text);
    expect(markPdfHeadings('')).toBe('');
  });
});
