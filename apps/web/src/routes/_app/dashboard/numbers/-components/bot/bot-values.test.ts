import { botMessages } from '@balasin/shared/bot';
import { DEFAULT_BUSINESS_HOURS } from '@balasin/shared/business-hours';
import { describe, expect, it } from 'vitest';
import type { BotSettings } from '../../../../../../lib/api-types.ts';
import { parseBotForm, toFormValues } from './bot-values.ts';

/** A schedule with a Friday-prayer break, as the API may have saved it. */
const settings: BotSettings = {
  enabled: true,
  greeting: null,
  away_message: null,
  business_hours: {
    ...DEFAULT_BUSINESS_HOURS,
    days: {
      ...DEFAULT_BUSINESS_HOURS.days,
      fri: [
        { open: '08:00', close: '11:30' },
        { open: '13:00', close: '17:00' },
      ],
    },
  },
  tone: 'friendly',
  threshold: 0.5,
  handoff_after: 3,
};

describe('the bot form’s schedule', () => {
  it('keeps every interval of a day: saving the form loses no break', () => {
    const parsed = parseBotForm(toFormValues(settings));
    expect(parsed.success && parsed.data.business_hours?.days.fri).toEqual([
      { open: '08:00', close: '11:30' },
      { open: '13:00', close: '17:00' },
    ]);
    expect(parsed.success && parsed.data.business_hours?.days.mon).toEqual([
      { open: '08:00', close: '17:00' },
    ]);
  });

  it('takes an interval added on the form', () => {
    const values = {
      ...toFormValues(settings),
      mon_slots: '2',
      mon_from_2: '1730',
      mon_until_2: '20',
    };
    const parsed = parseBotForm(values);
    expect(parsed.success && parsed.data.business_hours?.days.mon).toEqual([
      { open: '08:00', close: '17:00' },
      { open: '17:30', close: '20:00' },
    ]);
  });

  it('shows an added interval that overlaps beside it, in words the dashboard knows', () => {
    const values = {
      ...toFormValues(settings),
      mon_slots: '2',
      mon_from_2: '1230',
      mon_until_2: '18',
    };
    const parsed = parseBotForm(values);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues).toEqual([
      expect.objectContaining({ path: ['mon_from_2'], message: botMessages.intervalsOverlap }),
    ]);
  });

  it('asks for the times of an interval just added', () => {
    const parsed = parseBotForm({ ...toFormValues(settings), tue_slots: '2' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((issue) => [issue.path, issue.message])).toEqual(
      expect.arrayContaining([
        [['tue_from_2'], botMessages.clockInvalid],
        [['tue_until_2'], botMessages.clockInvalid],
      ]),
    );
    // Every one of them beside Tuesday's new interval.
    expect(new Set(parsed.error.issues.map((issue) => String(issue.path)))).toEqual(
      new Set(['tue_from_2', 'tue_until_2']),
    );
  });
});
