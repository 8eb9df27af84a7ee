import { describe, expect, it } from 'vitest';
import { emailRuns } from './email-text.tsx';

describe('an e-mail address in a narrow column', () => {
  it('wraps after the @, before each dot and after a hyphen, nowhere inside a word', () => {
    expect(emailRuns('sekar.ayu@toko-batik.co.id')).toEqual([
      'sekar',
      '.ayu@',
      'toko-',
      'batik.co.id',
    ]);
    expect(emailRuns('cs@mail.warung.com')).toEqual(['cs@', 'mail', '.warung.com']);
  });

  it('never leaves the domain’s ending alone on a line: .co, .id, .co.id go with the name before', () => {
    expect(emailRuns('nama@toko.co')).toEqual(['nama@', 'toko.co']);
    expect(emailRuns('nama@toko.id')).toEqual(['nama@', 'toko.id']);
    expect(emailRuns('admin@kopi-senja.id')).toEqual(['admin@', 'kopi-', 'senja.id']);
    expect(emailRuns('dosen@kampus.ac.id')).toEqual(['dosen@', 'kampus.ac.id']);
    // A second level only under a country's code: .co.uk is one ending, .co.com is not.
    expect(emailRuns('a@b.toko.co.com')).toEqual(['a@', 'b', '.toko', '.co.com']);
    // A name too long for one run gives the ending the last of it, within the longest run.
    const runs = emailRuns('halo@tokobajuanakmurahsekali.co.id');
    expect(runs.join('')).toBe('halo@tokobajuanakmurahsekali.co.id');
    expect(runs.at(-1)).toMatch(/^[a-z]{3,}\.co\.id$/);
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(16);
  });

  it('cuts a run too long for a column into even pieces, the last resort', () => {
    const runs = emailRuns('customerservicedepartment2024@example.com');
    expect(runs.join('')).toBe('customerservicedepartment2024@example.com');
    expect(runs.slice(0, 2)).toEqual(['customerservice', 'department2024@']);
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(16);
  });
});
