import { BOT_TONES, type BotTone, botSettingsFormSchema } from '@balasin/shared/bot';
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIME_ZONE,
  WEEKDAYS,
  type Weekday,
} from '@balasin/shared/business-hours';
import type { BotSettings } from '../../../../../../lib/api-types.ts';

/**
 * The form keeps flat text and booleans (what the form hook holds): one opening interval per day,
 * `<day>_open` with its `<day>_from` and `<day>_until`.
 */
export type BotFormValues = Record<string, string | boolean> & {
  greeting: string;
  away_message: string;
  hours: boolean;
  time_zone: string;
  tone: string;
  threshold: string;
  handoff_after: string;
};

/** The zones of Indonesia first (WIB, WITA, WIT), then where else a business may sit. */
export const TIME_ZONES = [
  { zone: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta, UTC+7)' },
  { zone: 'Asia/Makassar', label: 'WITA (Asia/Makassar, UTC+8)' },
  { zone: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura, UTC+9)' },
  { zone: 'Asia/Singapore', label: 'Asia/Singapore (UTC+8)' },
  { zone: 'Asia/Kuala_Lumpur', label: 'Asia/Kuala_Lumpur (UTC+8)' },
  { zone: 'UTC', label: 'UTC' },
] as const;

export const toFormValues = (settings: BotSettings): BotFormValues => {
  const hours = settings.business_hours ?? DEFAULT_BUSINESS_HOURS;
  const values: BotFormValues = {
    greeting: settings.greeting ?? '',
    away_message: settings.away_message ?? '',
    hours: settings.business_hours !== null,
    time_zone: hours.time_zone,
    tone: settings.tone,
    threshold: String(settings.threshold),
    handoff_after: String(settings.handoff_after),
  };
  for (const day of WEEKDAYS) {
    const first = hours.days[day][0];
    const fallback = DEFAULT_BUSINESS_HOURS.days.mon[0];
    values[`${day}_open`] = first !== undefined;
    values[`${day}_from`] = first?.open ?? fallback?.open ?? '08:00';
    values[`${day}_until`] = first?.close ?? fallback?.close ?? '17:00';
  }
  return values;
};

/**
 * A time as typed, in the 24-hour "HH:MM" the schedule stores. Indonesians write "08.00", and "8",
 * "830" or "0830" are quicker on a phone's number pad (whose separator may be a comma). Anything
 * else stays as typed, so the shared schema refuses it with its own message.
 */
export const clockFromTyped = (typed: string) => {
  const text = typed.trim();
  const match = /^(\d{1,2})(?:[:.,]?(\d{2}))?$/.exec(text);
  return match ? `${match[1]?.padStart(2, '0')}:${match[2] ?? '00'}` : text;
};

const daysOf = (values: BotFormValues) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      values[`${day}_open`]
        ? [
            {
              open: clockFromTyped(String(values[`${day}_from`])),
              close: clockFromTyped(String(values[`${day}_until`])),
            },
          ]
        : [],
    ]),
  ) as BusinessHours['days'];

/** A number typed in a text box: empty or not a number stays text, so the schema refuses it. */
const numeric = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);

/** The shared rules, with the schedule's errors on the day they belong to. */
export const parseBotForm = (values: BotFormValues) => {
  const result = botSettingsFormSchema.safeParse({
    greeting: values.greeting,
    away_message: values.away_message,
    business_hours: values.hours ? { time_zone: values.time_zone, days: daysOf(values) } : null,
    tone: values.tone,
    threshold: numeric(values.threshold),
    handoff_after: numeric(values.handoff_after),
  });
  if (result.success) return result;
  // business_hours.days.mon.0.close -> mon_until, so the error shows beside that day's times.
  const issues = result.error.issues.map((issue) => {
    const [root, , day, , end] = issue.path;
    if (root !== 'business_hours') return issue;
    if (typeof day !== 'string') return { ...issue, path: ['time_zone'] };
    return { ...issue, path: [`${day}_${end === 'open' ? 'from' : 'until'}`] };
  });
  return { success: false as const, error: { issues } };
};

export const isTone = (value: string): value is BotTone =>
  (BOT_TONES as readonly string[]).includes(value);
export const dayKey = (day: Weekday) => `bot.day.${day}` as const;
export { DEFAULT_TIME_ZONE, WEEKDAYS };
