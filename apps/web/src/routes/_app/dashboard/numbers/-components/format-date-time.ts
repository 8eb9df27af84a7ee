const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** A moment as the dashboard shows it: Jakarta time, e.g. "24 Nov 2026, 16:30". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
