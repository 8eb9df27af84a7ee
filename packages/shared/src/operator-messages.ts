// Apart from the settings' zod schema (operator.ts), so the app's catalogues can quote these
// messages without loading zod.

export const OPERATOR_LIMITS = {
  textMax: 120,
  addressMax: 300,
  bankAccountsMax: 5,
} as const;

export const operatorMessages = {
  companyNameRequired: 'Company name is required',
  addressRequired: 'Company address is required',
  bankRequired: 'Bank name is required',
  accountNumberInvalid: 'Account number must be digits (spaces and dashes allowed)',
  holderRequired: 'Account holder is required',
  bankAccountsRequired: 'Add at least one bank account',
  bankAccountsTooMany: `At most ${OPERATOR_LIMITS.bankAccountsMax} bank accounts`,
  supportEmailInvalid: 'Please enter a valid support email address',
  supportWhatsappInvalid: 'WhatsApp number must be digits with the country code (6281200000000)',
  taxIdInvalid: 'NPWP must be 15 or 16 digits (dots and dashes allowed)',
  settingsSaved: 'Settings saved',
  settingsSaveFailed: 'Failed to save settings',
  settingsLoadFailed: 'Failed to load settings',
} as const;
