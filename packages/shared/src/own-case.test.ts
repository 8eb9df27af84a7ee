import { describe, expect, it } from 'vitest';
import { asksAboutOwnCase } from './own-case.ts';

describe('asksAboutOwnCase', () => {
  it("reads a question about where one customer's own order stands", () => {
    expect(asksAboutOwnCase('paket atas nama Sari udah dikirim blm kak?')).toBe(true);
    expect(asksAboutOwnCase('kok blm sampai ya, a.n. Budi')).toBe(true);
    expect(asksAboutOwnCase('transferan sy yg kemarin udh masuk belum?')).toBe(true);
    expect(asksAboutOwnCase('kurir yg tadi namanya siapa ya?')).toBe(true);
    // The customer's own thing of a day gone by, its standing asked last or to be looked into.
    expect(asksAboutOwnCase('kiriman sy dari kemarin kok blm dateng')).toBe(true);
    expect(asksAboutOwnCase('jaket aku ketinggalan kemarin, tolong dicek ya')).toBe(true);
    // Why one's own thing has not happened yet, whenever it began.
    expect(asksAboutOwnCase('refund sy kok blm masuk2, udh 5 minggu')).toBe(true);
    expect(asksAboutOwnCase('kok belum ada promo lagi kak?')).toBe(false);
  });

  it('reads an order named by its number, its standing asked', () => {
    expect(asksAboutOwnCase('pesanan saya no 123 udah dikirim belum?')).toBe(true);
    expect(asksAboutOwnCase('order #4521 kapan sampai kak?')).toBe(true);
    expect(asksAboutOwnCase('invoice INV0045 statusnya apa ya?')).toBe(true);
    expect(asksAboutOwnCase('paket no 3 isinya apa aja?')).toBe(false);
    expect(asksAboutOwnCase('pesanan 100 pcs udah bisa diskon belum?')).toBe(false);
    expect(asksAboutOwnCase('cara cek status pesanan gmn?')).toBe(false);
  });

  it("reads the customer's own order said as theirs, its standing asked", () => {
    expect(asksAboutOwnCase('kak booking sy utk besok jam 2 udh dikonfirmasi blm ya?')).toBe(true);
    expect(asksAboutOwnCase('pesananku udah dikirim belum?')).toBe(true);
    expect(asksAboutOwnCase('kok yg dikirim beda sama pesanan saya')).toBe(false);
    expect(asksAboutOwnCase('pesanan saya bisa dikirim ke bogor?')).toBe(false);
  });

  it('reads whether something is free on the dates asked', () => {
    expect(asksAboutOwnCase('mobil tgl 3-5 juli masih available?')).toBe(true);
    expect(asksAboutOwnCase('tanggal 17 slotnya udh penuh belum?')).toBe(true);
    expect(asksAboutOwnCase('mau booking tgl 12-15 gmn caranya')).toBe(false);
    expect(asksAboutOwnCase('warna hitam masih ada?')).toBe(false);
  });

  it('reads one person asked for by name', () => {
    expect(asksAboutOwnCase('bu Wulan nya ada? mau ketemu')).toBe(true);
    expect(asksAboutOwnCase('mas Dedi lagi ada ga?')).toBe(true);
    expect(asksAboutOwnCase('Mbak Rina ada?')).toBe(true);
    expect(asksAboutOwnCase('kak stok ada?')).toBe(false);
    expect(asksAboutOwnCase('terapis yg kemarin namanya Wulan, bisa sama dia lagi?')).toBe(true);
    expect(asksAboutOwnCase('produk yg kemarin ada lagi?')).toBe(false);
    expect(asksAboutOwnCase('Kak Ani, ongkir ke bogor brp?')).toBe(false);
  });

  it('leaves questions about how things are done', () => {
    expect(asksAboutOwnCase('bisa minta invoice atas nama PT?')).toBe(false);
    expect(asksAboutOwnCase('udh ada sertifikat halal blm?')).toBe(false);
    expect(asksAboutOwnCase('kemarin sy beli kemeja, blm dipakai, bisa tukar?')).toBe(false);
    expect(asksAboutOwnCase('is there an extra fee? not yet paid')).toBe(false);
    expect(asksAboutOwnCase('aku beli minggu lalu tp belum dibuka, bisa ditukar?')).toBe(false);
    expect(asksAboutOwnCase('td udh dikirim blm ya?')).toBe(false);
  });
});
