import { describe, expect, it } from 'vitest';
import { botSettingsFormSchema } from './bot.ts';
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  isOpenAt,
  openedBetween,
} from './business-hours.ts';

/** Jakarta is UTC+7 all year: 08:00 WIB is 01:00 UTC. */
const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('business hours', () => {
  it('are always open without a schedule', () => {
    expect(isOpenAt(null, new Date())).toBe(true);
  });

  it('follow the weekly schedule in its own time zone', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(isOpenAt(DEFAULT_BUSINESS_HOURS, wib('2026-11-23T07:59'))).toBe(false);
    expect(isOpenAt(DEFAULT_BUSINESS_HOURS, wib('2026-11-23T08:00'))).toBe(true);
    expect(isOpenAt(DEFAULT_BUSINESS_HOURS, wib('2026-11-23T16:59'))).toBe(true);
    expect(isOpenAt(DEFAULT_BUSINESS_HOURS, wib('2026-11-23T17:00'))).toBe(false);
    expect(isOpenAt(DEFAULT_BUSINESS_HOURS, wib('2026-11-29T10:00'))).toBe(false);
    const makassar: BusinessHours = { ...DEFAULT_BUSINESS_HOURS, time_zone: 'Asia/Makassar' };
    // 07:30 WIB is 08:30 WITA.
    expect(isOpenAt(makassar, wib('2026-11-23T07:30'))).toBe(true);
  });

  it('tell whether the business opened between two moments (one away message per closed period)', () => {
    const evening = wib('2026-11-23T19:00');
    expect(openedBetween(DEFAULT_BUSINESS_HOURS, evening, wib('2026-11-23T23:00'))).toBe(false);
    expect(openedBetween(DEFAULT_BUSINESS_HOURS, evening, wib('2026-11-24T07:00'))).toBe(false);
    expect(openedBetween(DEFAULT_BUSINESS_HOURS, evening, wib('2026-11-24T19:00'))).toBe(true);
    // Saturday evening to Monday morning: Sunday is closed all day.
    expect(
      openedBetween(DEFAULT_BUSINESS_HOURS, wib('2026-11-28T18:00'), wib('2026-11-30T07:00')),
    ).toBe(false);
    const neverOpen: BusinessHours = {
      time_zone: 'Asia/Jakarta',
      days: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    };
    expect(openedBetween(neverOpen, evening, wib('2026-12-30T07:00'))).toBe(false);
  });

  it('are checked: real zones, HH:MM, closing after opening, no overlaps', () => {
    const valid = {
      greeting: null,
      away_message: null,
      tone: 'friendly',
      threshold: 0.5,
      handoff_after: 3,
    };
    const withHours = (days: Partial<BusinessHours['days']>, time_zone = 'Asia/Jakarta') =>
      botSettingsFormSchema.safeParse({
        ...valid,
        business_hours: { time_zone, days: { ...DEFAULT_BUSINESS_HOURS.days, ...days } },
      }).success;
    expect(withHours({})).toBe(true);
    expect(withHours({ sun: [{ open: '10:00', close: '24:00' }] })).toBe(true);
    expect(withHours({}, 'Asia/Bandung')).toBe(false);
    expect(withHours({ mon: [{ open: '8:00', close: '17:00' }] })).toBe(false);
    expect(withHours({ mon: [{ open: '17:00', close: '08:00' }] })).toBe(false);
    expect(
      withHours({
        mon: [
          { open: '08:00', close: '13:00' },
          { open: '12:00', close: '17:00' },
        ],
      }),
    ).toBe(false);
  });
});
