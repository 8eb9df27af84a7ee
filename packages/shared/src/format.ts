const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** "Rp 349.500" (with the non-breaking space Intl uses). */
export const formatRupiah = (amount: number) => rupiah.format(amount);

/** The same calendar day and time one year on (a subscription term). */
export const oneYearAfter = (start: Date) => {
  const end = new Date(start);
  end.setFullYear(end.getFullYear() + 1);
  return end;
};

const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** "22 November 2026", in Jakarta time; '-' when there is no date. */
export const formatLongDateId = (value: Date | string | null | undefined) =>
  value ? longDate.format(new Date(value)) : '-';

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/**
 * "16 MB", "1.5 KB", "900 bytes": binary units, as file managers count them. The space is a
 * non-breaking one, so a narrow line never leaves the number at its end and the unit on the next.
 */
export const formatBytes = (bytes: number) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)}\u00a0${BYTE_UNITS[unit]}`;
};

/** A deadline to the minute in Jakarta time, as e-mails and invoices state it. */
const deadlineFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });

const dateTimeId = deadlineFormat('id-ID');
const dateTimeEn = deadlineFormat('en-GB');

/** "27 November 2026 16.00 WIB": a deadline as Indonesian e-mails and invoices state it. */
export const formatDateTimeId = (value: Date | string) =>
  `${dateTimeId.format(new Date(value)).replace(' pukul', '')} WIB`;

/** "27 November 2026, 16:00 WIB": the same deadline in an English e-mail. */
export const formatDateTimeEn = (value: Date | string) =>
  `${dateTimeEn.format(new Date(value)).replace(' at ', ', ')} WIB`;
