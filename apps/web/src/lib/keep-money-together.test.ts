import { describe, expect, it } from 'vitest';
import { keepMoneyTogether } from './keep-money-together.ts';

const NBSP = '\u00a0';

describe('keepMoneyTogether', () => {
  it('joins "Rp" to the amount after it with a no-break space', () => {
    expect(keepMoneyTogether('Cuci AC Rp 250.000 per unit')).toBe(
      `Cuci AC Rp${NBSP}250.000 per unit`,
    );
    expect(keepMoneyTogether('mulai Rp. 75.000, pasang rp  1.500.000')).toBe(
      `mulai Rp.${NBSP}75.000, pasang rp${NBSP}1.500.000`,
    );
  });

  it('leaves every other space, a line break and a word merely starting with "rp" as written', () => {
    const text = 'Harga Rp\n250.000 dan Rp 0 tidak, Rp gratis, Grp 5, harga Rp250.000';
    expect(keepMoneyTogether(text)).toBe(
      `Harga Rp\n250.000 dan Rp${NBSP}0 tidak, Rp gratis, Grp 5, harga Rp250.000`,
    );
  });
});
