import type { Locale } from '@balasin/shared/locales';

/** The Intl locale for each language: British English writes "24 Nov 2026, 16:30". */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', id: 'id-ID' };

/** Times in Jakarta, where the businesses are, whatever the browser's zone. */
const TIME_ZONE = 'Asia/Jakarta';

const formatters = (locale: Locale) => {
  const intl = INTL_LOCALES[locale];
  const dateTime = new Intl.DateTimeFormat(intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  const longDate = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: TIME_ZONE });
  const deadline = new Intl.DateTimeFormat(intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  const time = new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: TIME_ZONE });
  const stamp = new Intl.DateTimeFormat(intl, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE,
  });
  const number = new Intl.NumberFormat(intl);
  const size = new Intl.NumberFormat(intl, { maximumFractionDigits: 1 });
  // Indonesian has no plural: "121 byte".
  const byteUnits = [locale === 'id' ? 'byte' : 'bytes', 'KB', 'MB', 'GB'];
  return {
    /** "24 Nov 2026, 16:30" / "24 Nov 2026, 16.30". */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** "24 November 2026". */
    longDate: (iso: string) => longDate.format(new Date(iso)),
    /** Payment deadlines: "27 November 2026 at 16:00 WIB" / "27 November 2026 pukul 16.00 WIB". */
    deadline: (iso: string) => `${deadline.format(new Date(iso))} WIB`,
    /** "16:30". */
    time: (iso: string) => time.format(new Date(iso)),
    /** To the second, for delivery logs: "24 Nov, 16:30:05 WIB". */
    stamp: (iso: string) => `${stamp.format(new Date(iso))} WIB`,
    number: (value: number) => number.format(value),
    /** A file's size: "121 bytes", "1.5 KB" / "121 byte", "1,5 KB". */
    bytes: (bytes: number) => {
      let value = bytes;
      let unit = 0;
      while (value >= 1024 && unit < byteUnits.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return `${size.format(value)}\u00a0${byteUnits[unit]}`;
    },
  };
};

export type Formatters = ReturnType<typeof formatters>;

/** Built once per language: Intl formatters are costly to create. */
export const FORMATTERS: Record<Locale, Formatters> = {
  en: formatters('en'),
  id: formatters('id'),
};
