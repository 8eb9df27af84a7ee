import { formatLongDateId } from '@balasin/shared/format';

const jakartaIsoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' });

/**
 * Today's date in Jakarta, e.g. "22 November 2026", for the terms' last-updated line. A
 * prerendered page holds the build day; the server rewrites this element (found by data-today)
 * to the day it is served, so readers without JavaScript see today too.
 */
export function TodayDate() {
  const now = new Date();
  return (
    <time dateTime={jakartaIsoDate.format(now)} data-today="" suppressHydrationWarning>
      {formatLongDateId(now)}
    </time>
  );
}
