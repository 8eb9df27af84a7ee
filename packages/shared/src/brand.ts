/** One place for the names a rename would touch. */
export const BRAND = 'Balasin';
export const COMPANY_NAME = 'PT Balasin Teknologi Indonesia';
export const SUPPORT_EMAIL = 'support@balasin.id';

export const BANK_ACCOUNTS = [
  { bank: 'BCA', accountNumber: '123-456-7890', accountName: COMPANY_NAME },
  { bank: 'Mandiri', accountNumber: '987-000-1234-567', accountName: COMPANY_NAME },
] as const;
export const NO_REPLY_EMAIL = 'no-reply@balasin.id';
