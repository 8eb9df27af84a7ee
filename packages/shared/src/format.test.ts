import { describe, expect, it } from 'vitest';
import { formatBytes, formatLongDateId, formatRupiah } from './format.ts';

describe('formatting', () => {
  it('formats rupiah the Indonesian way', () => {
    expect(formatRupiah(349_500).replace(/\s/g, ' ')).toBe('Rp 349.500');
    expect(formatRupiah(5_799_000).replace(/\s/g, ' ')).toBe('Rp 5.799.000');
  });

  it('formats dates in long Indonesian form, in Jakarta time, or "-"', () => {
    expect(formatLongDateId('2026-11-21T18:30:00Z')).toBe('22 November 2026');
    expect(formatLongDateId(null)).toBe('-');
  });

  it('formats byte counts in binary units', () => {
    expect(formatBytes(16 * 1024 * 1024)).toBe('16\u00a0MB');
    expect(formatBytes(1536)).toBe('1.5\u00a0KB');
    expect(formatBytes(900)).toBe('900\u00a0bytes');
  });
});
