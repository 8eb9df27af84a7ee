import { describe, expect, it } from 'vitest';
import { FORMATTERS } from './format.ts';

describe('file sizes', () => {
  it('are written in the reader’s language', () => {
    expect(FORMATTERS.en.bytes(121)).toBe('121\u00a0bytes');
    expect(FORMATTERS.en.bytes(1536)).toBe('1.5\u00a0KB');
    expect(FORMATTERS.en.bytes(10 * 1024 * 1024)).toBe('10\u00a0MB');
    expect(FORMATTERS.id.bytes(121)).toBe('121\u00a0byte');
    expect(FORMATTERS.id.bytes(1536)).toBe('1,5\u00a0KB');
    expect(FORMATTERS.id.bytes(10 * 1024 * 1024)).toBe('10\u00a0MB');
  });
});
