import { describe, expect, it } from 'vitest';
import { importedPhone } from './contacts-book.ts';

describe('importedPhone', () => {
  it('reads Indonesian numbers as people write them', () => {
    expect(importedPhone('0812-3456-7890')).toBe('+6281234567890');
    expect(importedPhone(' (0812) 3456 7890 ')).toBe('+6281234567890');
    expect(importedPhone('+62 812 3456 7890')).toBe('+6281234567890');
    expect(importedPhone('6281234567890')).toBe('+6281234567890');
    expect(importedPhone('+1 415 555 0100')).toBe('+14155550100');
  });

  it('refuses what is not a phone number', () => {
    for (const raw of ['', 'abc', '0', '00812345', '+0812', '0812345678901234567']) {
      expect(importedPhone(raw), raw).toBeUndefined();
    }
  });
});
