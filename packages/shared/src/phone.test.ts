import { describe, expect, it } from 'vitest';
import { indonesianPhoneNumberSchema, isIndonesianPhoneNumber } from './indonesian-phone.ts';
import { canonicalPhoneNumber, isValidPhoneNumber, withIndonesianPrefix } from './phone.ts';
import { addNumberInputSchema } from './schemas.ts';

describe('WhatsApp number rule', () => {
  it.each([
    ['+628123456789', true],
    ['628123456789', true],
    ['1', true],
    ['+123456789012345', true],
    ['+1234567890123456', false],
    ['08123456789', false],
    ['+0812345', false],
    ['', false],
    ['+', false],
    ['62812abc', false],
    ['+62 (812) 345-67.89', true],
  ])('%s valid: %s', (raw, valid) => {
    expect(isValidPhoneNumber(raw)).toBe(valid);
  });

  it('stores numbers normalised with a leading plus', () => {
    expect(canonicalPhoneNumber('62 812-3456-789')).toBe('+628123456789');
    expect(canonicalPhoneNumber('+62 (812) 3456.789')).toBe('+628123456789');
  });

  it('prefixes +62 and drops a typed leading zero, as the web forms do', () => {
    expect(withIndonesianPrefix('08123456789')).toBe('+628123456789');
    expect(withIndonesianPrefix('8123456789')).toBe('+628123456789');
    expect(withIndonesianPrefix('+62 812 3456 789')).toBe('+628123456789');
  });

  it('validates an add-number payload with the spec messages', () => {
    const bad = addNumberInputSchema.safeParse({ number: '0812', name: 'Toko' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid WhatsApp number format');
    const noName = addNumberInputSchema.safeParse({ number: '+628123', name: ' ' });
    expect(noName.error?.issues[0]?.message).toBe('Business name is required');
    expect(addNumberInputSchema.parse({ number: '62 812 3', name: ' Toko ' })).toEqual({
      number: '+628123',
      name: 'Toko',
    });
  });
});

describe('Indonesian numbers (the web forms)', () => {
  it.each([
    ['+6281234567890', true],
    ['+628123456789', true],
    ['+62 812-3456-789', true],
    ['+622150805000', true],
    ['+628123', false],
    ['+6212', false],
    ['+14155552671', false],
  ])('%s: %s', (raw, valid) => {
    expect(isIndonesianPhoneNumber(raw)).toBe(valid);
  });

  it('answers with the spec message', () => {
    const result = indonesianPhoneNumberSchema.safeParse('+628123');
    expect(result.error?.issues[0]?.message).toBe('Invalid WhatsApp number format');
    expect(indonesianPhoneNumberSchema.parse('+62 812 3456 7890')).toBe('+6281234567890');
  });
});
