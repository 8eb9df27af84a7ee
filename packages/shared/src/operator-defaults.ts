import { COMPANY_NAME, SUPPORT_EMAIL } from './brand.ts';

// Apart from the settings' zod schema (operator.ts), so the marketing pages that show these
// details do not load zod.

/** One account an owner may transfer to. */
export type BankAccount = { bank: string; accountNumber: string; accountHolder: string };

/**
 * The operator's own details, set by admins (`/admin/settings`): where owners pay, whose name is
 * on invoices and how to reach support. The marketing site, the payment pages, the e-mails and
 * the invoices all read them; nothing shows a copy compiled into the code.
 */
export type OperatorSettings = {
  companyName: string;
  companyAddress: string;
  /** NPWP, printed on invoices when set. */
  companyTaxId: string;
  supportEmail: string;
  /** Digits with the country code (6281200000000), as wa.me links want it. */
  supportWhatsapp: string;
  bankAccounts: BankAccount[];
};

/** What a fresh installation starts with (the migration seeds the same), until an admin changes it. */
export const DEFAULT_OPERATOR_SETTINGS: OperatorSettings = {
  companyName: COMPANY_NAME,
  companyAddress:
    'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Jakarta Selatan, DKI Jakarta 12730',
  companyTaxId: '',
  supportEmail: SUPPORT_EMAIL,
  supportWhatsapp: '6281200000000',
  bankAccounts: [
    { bank: 'BCA', accountNumber: '123-456-7890', accountHolder: COMPANY_NAME },
    { bank: 'Mandiri', accountNumber: '987-000-1234-567', accountHolder: COMPANY_NAME },
  ],
};

/** The support WhatsApp number as people read it: +62 812-0000-0000 for Indonesian numbers. */
export const formatSupportWhatsapp = (digits: string) => {
  const local = /^62(\d{3})(\d{4})(\d+)$/.exec(digits);
  return local ? `+62 ${local[1]}-${local[2]}-${local[3]}` : `+${digits}`;
};
