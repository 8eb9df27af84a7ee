import { describe, expect, it } from 'vitest';
import { asksAboutOwnCase } from './own-case.ts';

describe('asksAboutOwnCase', () => {
  it("reads a question about where one customer's own order stands", () => {
    expect(asksAboutOwnCase('paket atas nama Sari udah dikirim blm kak?')).toBe(true);
    expect(asksAboutOwnCase('kok blm sampai ya, a.n. Budi')).toBe(true);
    expect(asksAboutOwnCase('transferan sy yg kemarin udh masuk belum?')).toBe(true);
    expect(asksAboutOwnCase('kurir yg tadi namanya siapa ya?')).toBe(true);
  });

  it('leaves questions about how things are done', () => {
    expect(asksAboutOwnCase('bisa minta invoice atas nama PT?')).toBe(false);
    expect(asksAboutOwnCase('udh ada sertifikat halal blm?')).toBe(false);
    expect(asksAboutOwnCase('kemarin sy beli kemeja, blm dipakai, bisa tukar?')).toBe(false);
    expect(asksAboutOwnCase('is there an extra fee? not yet paid')).toBe(false);
  });
});
