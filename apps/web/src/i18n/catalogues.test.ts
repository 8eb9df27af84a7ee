import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { id } from './id.ts';

describe('message catalogues', () => {
  it('have the same keys in every language', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text', () => {
    for (const catalogue of [en, id]) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('keep the spec texts verbatim in English', () => {
    expect(en['numbers.empty']).toBe('No WhatsApp numbers found');
    expect(en['nav.signOut']).toBe('Sign Out');
  });
});
