/**
 * Conversions between the API's ISO instants and the value of <input type="datetime-local">,
 * which is wall-clock time in the browser's zone without an offset.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-03-15T12:00" in local time, or '' when there is no date. */
export const toLocalInputValue = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
};

/**
 * The ISO instant to send for a field. An untouched field sends the original instant, so saving
 * one date does not round the other to the minute; an emptied field sends null (spec section 5).
 */
export const toIsoOrNull = (value: string, original: string | null) => {
  if (!value) return null;
  if (value === toLocalInputValue(original)) return original;
  return new Date(value).toISOString();
};
