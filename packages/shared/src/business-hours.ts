/**
 * When a business answers in person: a weekly schedule in its own time zone (Asia/Jakarta unless
 * the owner says otherwise). Times are wall-clock "HH:MM" in that zone; "24:00" closes at
 * midnight. A day with no interval is closed all day.
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type OpeningInterval = { open: string; close: string };
export type BusinessHours = {
  time_zone: string;
  days: Record<Weekday, OpeningInterval[]>;
};

export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** What the schedule editor starts from: Monday to Saturday, 08:00 to 17:00, Sunday closed. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  time_zone: DEFAULT_TIME_ZONE,
  days: {
    mon: [{ open: '08:00', close: '17:00' }],
    tue: [{ open: '08:00', close: '17:00' }],
    wed: [{ open: '08:00', close: '17:00' }],
    thu: [{ open: '08:00', close: '17:00' }],
    fri: [{ open: '08:00', close: '17:00' }],
    sat: [{ open: '08:00', close: '17:00' }],
    sun: [],
  },
};

export const minutesOfClock = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** The wall clock in `timeZone` at `at`, as minutes since 1970-01-01 00:00 of that wall clock. */
const localMinutes = (at: Date, timeZone: string) => {
  const part = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return (
    Date.UTC(
      part.year ?? 1970,
      (part.month ?? 1) - 1,
      part.day ?? 1,
      part.hour ?? 0,
      part.minute ?? 0,
    ) / 60_000
  );
};

/** 1970-01-01 was a Thursday: day 0 of the local calendar is 'thu'. */
const weekdayOfDay = (day: number): Weekday => WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;

const DAY = 1440;

/** Open now? No schedule (null) means always open. */
export const isOpenAt = (hours: BusinessHours | null, at: Date) => {
  if (!hours) return true;
  const local = localMinutes(at, hours.time_zone);
  const day = Math.floor(local / DAY);
  const minute = local - day * DAY;
  return hours.days[weekdayOfDay(day)].some(
    (slot) => minutesOfClock(slot.open) <= minute && minute < minutesOfClock(slot.close),
  );
};

/**
 * Was the business open at any moment after `from` and up to `to`? An away message said once
 * stays said until the business has opened again: a new closed period gets a new one.
 */
export const openedBetween = (hours: BusinessHours | null, from: Date, to: Date) => {
  if (!hours) return true;
  const start = localMinutes(from, hours.time_zone);
  const end = localMinutes(to, hours.time_zone);
  // A week holds every interval of the schedule: past that, any open slot was met.
  const lastDay = Math.min(Math.floor(end / DAY), Math.floor(start / DAY) + 8);
  for (let day = Math.floor(start / DAY); day <= lastDay; day += 1) {
    for (const slot of hours.days[weekdayOfDay(day)]) {
      const open = day * DAY + minutesOfClock(slot.open);
      const close = day * DAY + minutesOfClock(slot.close);
      if (open < end && close > start) return true;
    }
  }
  return false;
};
