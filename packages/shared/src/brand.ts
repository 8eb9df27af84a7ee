/** One place for the names a rename would touch. */
export const BRAND = 'Balasin';
/** The seed of the operator's settings (operator.ts); pages and e-mails read the settings. */
export const COMPANY_NAME = 'PT Balasin Teknologi Indonesia';
export const SUPPORT_EMAIL = 'support@balasin.id';
export const NO_REPLY_EMAIL = 'no-reply@balasin.id';
