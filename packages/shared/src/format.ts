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
