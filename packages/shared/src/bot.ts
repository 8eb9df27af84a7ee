import { z } from 'zod';
import {
  type BusinessHours,
  isTimeZone,
  minutesOfClock,
  type OpeningInterval,
  WEEKDAYS,
} from './business-hours.ts';
import { KNOWLEDGE_DEFAULT_THRESHOLD } from './knowledge.ts';
import { trimInvisible } from './schemas.ts';

/** How the bot words its answers (the LLM's instructions; retrieval-only answers are as written). */
export const BOT_TONES = ['friendly', 'formal', 'casual'] as const;
export type BotTone = (typeof BOT_TONES)[number];

export const BOT_LIMITS = {
  greetingMax: 1000,
  awayMessageMax: 1000,
  handoffAfterMin: 1,
  handoffAfterMax: 10,
  /**
   * Answers the bot sends in one conversation per minute at most: the next message is handed to
   * a person (the bot says so once and goes quiet), so two auto-responders writing to each other
   * stop, and a person typing fast is never flooded nor left unanswered.
   */
  repliesPerMinute: 4,
  /** Earlier messages of the conversation the answer engine sees with a question. */
  historyMessages: 10,
  /** Intervals in one day of the schedule (a morning and an afternoon, with a break). */
  intervalsPerDayMax: 3,
} as const;

/** A number's bot until its owner changes it: off, always open, friendly, hands off after 3. */
export const BOT_DEFAULTS = {
  enabled: false,
  greeting: null,
  awayMessage: null,
  businessHours: null,
  tone: 'friendly' as BotTone,
  threshold: KNOWLEDGE_DEFAULT_THRESHOLD,
  handoffAfter: 3,
} as const;

/** What the bot says on WhatsApp when nothing the owner wrote applies (Indonesian: the customers'). */
export const botReplies = {
  handoff:
    'Baik, pertanyaan Anda sudah kami teruskan ke tim kami. Seorang petugas akan membalas di sini secepatnya.',
  handoffClosed:
    'Baik, pertanyaan Anda sudah kami teruskan ke tim kami. Kami sedang di luar jam operasional; petugas akan membalas di sini saat kami buka kembali.',
} as const;

export const botMessages = {
  greetingTooLong: `The greeting is at most ${BOT_LIMITS.greetingMax} characters`,
  awayMessageTooLong: `The away message is at most ${BOT_LIMITS.awayMessageMax} characters`,
  thresholdRange: 'The threshold is a number from 0 to 1',
  handoffAfterRange: `Hand off after 1 to ${BOT_LIMITS.handoffAfterMax} unanswered messages`,
  timeZoneInvalid: 'Unknown time zone: use an IANA name such as Asia/Jakarta',
  clockInvalid: 'Times are HH:MM, from 00:00 to 24:00',
  closeAfterOpen:
    'A day closes after it opens (overnight hours are two days: until 24:00, from 00:00)',
  intervalsOverlap: 'The hours of one day must not overlap',
  tooManyIntervals: `At most ${BOT_LIMITS.intervalsPerDayMax} opening intervals a day`,
  awayMessageNeeded: 'Write the away message customers get outside business hours',
} as const;

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const clockSchema = z.string().regex(CLOCK, botMessages.clockInvalid);

const intervalSchema = z
  .object({ open: clockSchema, close: clockSchema })
  .refine((slot) => minutesOfClock(slot.close) > minutesOfClock(slot.open), {
    message: botMessages.closeAfterOpen,
    path: ['close'],
  });

const daySchema = z
  .array(intervalSchema)
  .max(BOT_LIMITS.intervalsPerDayMax, botMessages.tooManyIntervals)
  .refine((slots: OpeningInterval[]) => {
    const sorted = [...slots].sort((a, b) => minutesOfClock(a.open) - minutesOfClock(b.open));
    return sorted.every(
      (slot, i) =>
        i === 0 || minutesOfClock(slot.open) >= minutesOfClock(sorted[i - 1]?.close ?? '00:00'),
    );
  }, botMessages.intervalsOverlap);

export const businessHoursSchema = z
  .object({
    time_zone: z.string().refine(isTimeZone, botMessages.timeZoneInvalid),
    days: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as {
        [K in (typeof WEEKDAYS)[number]]: typeof daySchema;
      },
    ),
  })
  .meta({
    description:
      'A weekly schedule in `time_zone` (IANA, Asia/Jakarta by default): each day lists its opening intervals as wall-clock "HH:MM" (close may be "24:00"); an empty list is closed all day',
  }) satisfies z.ZodType<BusinessHours>;

/** Text the owner writes for customers: trimmed; empty means none. */
const ownerText = (max: number, message: string) =>
  z
    .string()
    .overwrite(trimInvisible)
    .max(max, message)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/** The fields of `PUT /api/whatsapp-numbers/{id}/bot`, each optional (the form sends them all). */
export const botSettingsFields = {
  greeting: ownerText(BOT_LIMITS.greetingMax, botMessages.greetingTooLong),
  away_message: ownerText(BOT_LIMITS.awayMessageMax, botMessages.awayMessageTooLong),
  business_hours: businessHoursSchema.nullable(),
  tone: z.enum(BOT_TONES),
  threshold: z
    .number({ error: botMessages.thresholdRange })
    .min(0, botMessages.thresholdRange)
    .max(1, botMessages.thresholdRange),
  handoff_after: z
    .number({ error: botMessages.handoffAfterRange })
    .int(botMessages.handoffAfterRange)
    .min(BOT_LIMITS.handoffAfterMin, botMessages.handoffAfterRange)
    .max(BOT_LIMITS.handoffAfterMax, botMessages.handoffAfterRange),
};

/** Every field at once, as the dashboard's form checks them before saving. */
export const botSettingsFormSchema = z.object(botSettingsFields);
