import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from './messages.ts';
import { canonicalPhoneNumber } from './phone.ts';
import { phoneNumberSchema } from './schemas.ts';

// The web forms' check only: kept out of the package index so the server, which keeps the
// spec's rule alone, does not load libphonenumber's metadata.

/**
 * A number that exists in Indonesia's numbering plan (length and prefixes, from libphonenumber's
 * metadata), on top of the spec's rule: the web forms offer only +62, and "+628123" passes the
 * rule but reaches no phone. The REST API keeps the spec's rule alone, so clients may add other
 * countries.
 */
export const isIndonesianPhoneNumber = (raw: string) => {
  const number = parsePhoneNumberFromString(canonicalPhoneNumber(raw));
  return number?.country === 'ID' && number.isValid();
};

/** The web forms' number: the spec's rule and message, and a real Indonesian number. */
export const indonesianPhoneNumberSchema = phoneNumberSchema.refine(
  isIndonesianPhoneNumber,
  messages.invalidNumber,
);
