import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk-text.ts';

const about = [
  'Tentang Toko Kain Melati',
  [
    'Toko Kain Melati berdiri sejak 1998 di Pasar Baru, Bandung, dimulai oleh Ibu Melati dari',
    'satu lapak kecil. Sekarang kami menjual kain katun, linen, sifon dan brokat untuk penjahit,',
    'butik dan pelanggan rumahan di seluruh Indonesia, dikirim dari gudang kami di Cibadak.',
  ].join('\n'),
  [
    'Kelas menjahit',
    'Setiap Minggu pukul 09.00-12.00 kami membuka kelas menjahit dasar di lantai dua toko. Biaya',
    'Rp100.000 per orang sudah termasuk kain latihan dan benang; mesin jahit disediakan. Daftar',
    'paling lambat hari Jumat lewat WhatsApp, satu kelas paling banyak delapan orang.',
  ].join('\n'),
  [
    'Potongan untuk penjahit',
    'Penjahit dan konveksi yang belanja di atas 50 meter sebulan mendapat kartu langganan dengan',
    'potongan 5% untuk semua kain, berlaku di toko dan untuk pesanan lewat WhatsApp.',
  ].join('\n'),
].join('\n\n');

describe('chunkText', () => {
  it('splits a short text with no headings at its paragraphs, not into one passage', () => {
    expect(about.length).toBeLessThan(1000);
    const chunks = chunkText('tentang-kami.txt', about);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const classes = chunks.filter((chunk) => chunk.body.includes('kelas menjahit'));
    expect(classes).toHaveLength(1);
    // The answer about the sewing class is its paragraph, not the shop's story or its discounts.
    expect(classes[0]?.body).not.toContain('1998');
    expect(classes[0]?.body).not.toContain('potongan 5%');
    // The title line stays with the first paragraph.
    expect(chunks[0]?.body).toMatch(/^Tentang Toko Kain Melati\s+Toko Kain Melati berdiri/);
    for (const chunk of chunks) expect(chunk.heading).toBe('tentang-kami.txt');
  });

  it("packs a short PDF page's lines, one paragraph, into passages of a few sentences", () => {
    const page = about.replace(/\n\n/g, '\n');
    const chunks = chunkText('profil.pdf', page);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) expect(chunk.body.length).toBeLessThan(page.length / 1.5);
  });

  it('keeps a Markdown section whole', () => {
    const markdown = `# Toko Kain Melati\n\n## Kelas menjahit\n\n${about.split('\n\n').slice(1).join('\n\n')}`;
    const chunks = chunkText('profil.md', markdown);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.heading).toBe('profil.md › Toko Kain Melati › Kelas menjahit');
  });
});
