import type { MessageKey } from '../../../../../i18n/en.ts';
import type { MessageParams } from '../../../../../i18n/locale-context.ts';

type Translate = (key: MessageKey, params?: MessageParams) => string;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "now", "5 min", "3 h", "2 d": short enough for a list row on a phone. */
export const relativeTime = (iso: string, now: number, t: Translate) => {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  if (elapsed < MINUTE) return t('inbox.time.now');
  if (elapsed < HOUR) return t('inbox.time.minutes', { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t('inbox.time.hours', { count: Math.floor(elapsed / HOUR) });
  return t('inbox.time.days', { count: Math.floor(elapsed / DAY) });
};

/** Jakarta keeps UTC+7 all year (no daylight saving), so WIB times are plain offsets. */
const WIB_OFFSET = 7 * HOUR;

/** The next day's 09:00 in Jakarta, where the businesses are, whatever the browser's zone. */
export const tomorrowNineWib = (now: number) => {
  const jakarta = new Date(now + WIB_OFFSET);
  const nineUtc = Date.UTC(
    jakarta.getUTCFullYear(),
    jakarta.getUTCMonth(),
    jakarta.getUTCDate() + 1,
    9,
  );
  return new Date(nineUtc - WIB_OFFSET).toISOString();
};

export const inOneHour = (now: number) => new Date(now + HOUR).toISOString();
