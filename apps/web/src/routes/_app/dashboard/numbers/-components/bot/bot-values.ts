import { BOT_LIMITS, BOT_TONES, type BotTone, botSettingsFormSchema } from '@balasin/shared/bot';
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_TIME_ZONE,
  WEEKDAYS,
  type Weekday,
} from '@balasin/shared/business-hours';
import type { BotSettings } from '../../../../../../lib/api-types.ts';

/**
 * The form keeps flat text and booleans (what the form hook holds): per day `<day>_open`, how many
 * opening intervals it has (`<day>_slots`, "1" to "3": a break is two), and each interval's
 * times (`slotField`).
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

/** The fields of a day's interval: the first is `<day>_from`/`<day>_until`, the next `_2`, `_3`. */
export const slotField = (day: Weekday, index: number, end: 'from' | 'until') =>
  index === 0 ? `${day}_${end}` : `${day}_${end}_${index + 1}`;

export const slotCount = (values: BotFormValues, day: Weekday) =>
  Math.min(Math.max(Number(values[`${day}_slots`]) || 1, 1), BOT_LIMITS.intervalsPerDayMax);

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
  const fallback = DEFAULT_BUSINESS_HOURS.days.mon[0];
  for (const day of WEEKDAYS) {
    const slots = hours.days[day];
    values[`${day}_open`] = slots.length > 0;
    values[`${day}_slots`] = String(Math.max(slots.length, 1));
    values[`${day}_from`] = slots[0]?.open ?? fallback?.open ?? '08:00';
    values[`${day}_until`] = slots[0]?.close ?? fallback?.close ?? '17:00';
    slots.slice(1).forEach((slot, index) => {
      values[slotField(day, index + 1, 'from')] = slot.open;
      values[slotField(day, index + 1, 'until')] = slot.close;
    });
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
        ? Array.from({ length: slotCount(values, day) }, (_, index) => ({
            // An interval just added is empty until typed: the schema asks for its times.
            open: clockFromTyped(String(values[slotField(day, index, 'from')] ?? '')),
            close: clockFromTyped(String(values[slotField(day, index, 'until')] ?? '')),
          }))
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
  // business_hours.days.mon.1.close -> mon_until_2, so the error shows beside that day's times;
  // one about the day as a whole (intervals that overlap) goes to its last interval.
  const issues = result.error.issues.map((issue) => {
    const [root, , day, index, end] = issue.path;
    if (root !== 'business_hours') return issue;
    if (!WEEKDAYS.includes(day as Weekday)) return { ...issue, path: ['time_zone'] };
    const weekday = day as Weekday;
    if (typeof index !== 'number') {
      return { ...issue, path: [slotField(weekday, slotCount(values, weekday) - 1, 'from')] };
    }
    return { ...issue, path: [slotField(weekday, index, end === 'open' ? 'from' : 'until')] };
  });
  return { success: false as const, error: { issues } };
};

export const isTone = (value: string): value is BotTone =>
  (BOT_TONES as readonly string[]).includes(value);
export const dayKey = (day: Weekday) => `bot.day.${day}` as const;
export { DEFAULT_TIME_ZONE, WEEKDAYS };
