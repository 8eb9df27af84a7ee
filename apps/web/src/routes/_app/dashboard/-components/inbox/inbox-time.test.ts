import { describe, expect, it } from 'vitest';
import { inOneHour, relativeTime, tomorrowNineWib } from './inbox-time.ts';

const t = (key: string, params?: Record<string, string | number>) =>
  `${key}${params ? `:${params.count}` : ''}`;

describe('inbox times', () => {
  it('snoozes until 09:00 WIB of the next Jakarta day', () => {
    // 23:30 WIB on 24 Nov is 16:30 UTC: the next Jakarta day is 25 Nov.
    expect(tomorrowNineWib(Date.parse('2026-11-24T16:30:00Z'))).toBe('2026-11-25T02:00:00.000Z');
    // 00:30 WIB on 25 Nov (17:30 UTC on 24 Nov): tomorrow is the 26th.
    expect(tomorrowNineWib(Date.parse('2026-11-24T17:30:00Z'))).toBe('2026-11-26T02:00:00.000Z');
    expect(inOneHour(Date.parse('2026-11-24T10:00:00Z'))).toBe('2026-11-24T11:00:00.000Z');
  });

  it('says how long ago in the shortest words', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(relativeTime('2026-11-24T09:59:30Z', now, t)).toBe('inbox.time.now');
    expect(relativeTime('2026-11-24T09:55:00Z', now, t)).toBe('inbox.time.minutes:5');
    expect(relativeTime('2026-11-24T07:00:00Z', now, t)).toBe('inbox.time.hours:3');
    expect(relativeTime('2026-11-22T09:00:00Z', now, t)).toBe('inbox.time.days:2');
  });
});
