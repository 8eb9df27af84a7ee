/** Spaces, dashes, dots and brackets are formatting, not digits. */
export const normalizePhoneNumber = (raw: string) => raw.replace(/[\s\-.()]/g, '');

/** Spec section 5: optional plus, a nonzero first digit, at most 15 digits in all. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,14}$/;

export const isValidPhoneNumber = (raw: string) => PHONE_PATTERN.test(normalizePhoneNumber(raw));

/** Stored form: normalised, always with a leading plus. */
export const canonicalPhoneNumber = (raw: string) => {
  const digits = normalizePhoneNumber(raw);
  return digits.startsWith('+') ? digits : `+${digits}`;
};

/** The web forms send +62 followed by what was typed, a typed leading 0 dropped. */
export const withIndonesianPrefix = (typed: string) => {
  const digits = normalizePhoneNumber(typed)
    .replace(/^\+?62/, '')
    .replace(/^0+/, '');
  return `+62${digits}`;
};
