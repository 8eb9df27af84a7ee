import { formatBytes } from './format.ts';
import { canonicalPhoneNumber, isValidPhoneNumber, normalizePhoneNumber } from './phone.ts';

/** The contacts page's limits (issue 23). */
export const CONTACTS_BOOK = {
  pageSizeDefault: 50,
  pageSizeMax: 100,
  searchMax: 100,
  nameMax: 100,
  /** An import's CSV: a 20 000-contact book (the largest package) with long names fits. */
  importMaxBytes: 2 * 1024 * 1024,
  importMaxRows: 20_000,
  /** Lines the import reports as skipped, at most: past it, the count alone says the rest. */
  importSkippedMax: 1000,
} as const;

/** The export's (and the import's) columns, in order. */
export const CONTACTS_CSV_HEADER = [
  'name',
  'phone',
  'first_message_at',
  'last_message_at',
] as const;

/** Headers an import takes for its two columns, whatever their case: English or Indonesian. */
export const CONTACTS_CSV_COLUMNS = {
  name: ['name', 'nama'],
  phone: ['phone', 'telepon', 'nomor', 'no hp', 'hp', 'whatsapp'],
} as const;

export const contactsBookMessages = {
  contactNotFound: 'Contact not found',
  mergeSelf: 'Choose another contact to merge into this one',
  nameRequired: 'Enter a name',
  nameTooLong: `A name may be at most ${CONTACTS_BOOK.nameMax} characters`,
  importEmpty: 'The file has no contacts: the first line must be the header name,phone',
  importNoPhoneColumn: 'The first line must name a phone column: name,phone (or nama,telepon)',
  importTooLarge: `The file is larger than ${formatBytes(CONTACTS_BOOK.importMaxBytes)}`,
  importTooManyRows: `A file may hold at most ${CONTACTS_BOOK.importMaxRows.toLocaleString('en')} contacts`,
  importNotText: 'The file must be a UTF-8 CSV file',
  phoneMissing: 'No phone number',
  phoneInvalid: 'Not a phone number',
  phoneRepeated: 'The same phone number is on an earlier line',
  unclosedQuote: 'A quoted value is not closed',
} as const;

/**
 * An imported phone in the stored form: Indonesian numbers are mostly written nationally
 * ("0812…"), so a leading 0 becomes +62; anything else follows the spec's rule (digits, an
 * optional +). Undefined when it is not a phone number.
 */
export const importedPhone = (raw: string) => {
  const digits = normalizePhoneNumber(raw.trim());
  const international = /^0[1-9]/.test(digits) ? `+62${digits.slice(1)}` : digits;
  return isValidPhoneNumber(international) ? canonicalPhoneNumber(international) : undefined;
};
