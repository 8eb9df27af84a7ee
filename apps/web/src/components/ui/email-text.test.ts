import { describe, expect, it } from 'vitest';
import { emailRuns } from './email-text.tsx';

describe('an e-mail address in a narrow column', () => {
  it('wraps after the @, before each dot and after a hyphen, nowhere inside a word', () => {
    expect(emailRuns('sekar.ayu@toko-batik.co.id')).toEqual([
      'sekar',
      '.ayu@',
      'toko-',
      'batik',
      '.co',
      '.id',
    ]);
  });

  it('cuts a run too long for a column into even pieces, the last resort', () => {
    const runs = emailRuns('customerservicedepartment2024@example.com');
    expect(runs.join('')).toBe('customerservicedepartment2024@example.com');
    expect(runs.slice(0, 2)).toEqual(['customerservice', 'department2024@']);
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(16);
  });
});
