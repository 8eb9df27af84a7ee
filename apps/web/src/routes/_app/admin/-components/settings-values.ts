import {
  OPERATOR_LIMITS,
  type OperatorSettings,
  operatorSettingsSchema,
} from '@balasin/shared/operator';
import type { ParseResult } from '../../../../lib/use-form.ts';

/** Every slot the form may show: the schema allows this many bank accounts. */
export const ACCOUNT_SLOTS = Array.from({ length: OPERATOR_LIMITS.bankAccountsMax }, (_, i) => i);

const ACCOUNT_FIELDS = ['bank', 'accountNumber', 'accountHolder'] as const;
type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** One flat value per input (the form kit's shape): an account's fields carry its slot number. */
export type SettingsValues = Record<string, string>;

export const accountKey = (field: AccountField, slot: number) => `${field}${slot}`;

export const toValues = (settings: OperatorSettings): SettingsValues => {
  const values: SettingsValues = {
    companyName: settings.companyName,
    companyAddress: settings.companyAddress,
    companyTaxId: settings.companyTaxId,
    supportEmail: settings.supportEmail,
    supportWhatsapp: settings.supportWhatsapp,
  };
  for (const slot of ACCOUNT_SLOTS) {
    const account = settings.bankAccounts[slot];
    for (const field of ACCOUNT_FIELDS) values[accountKey(field, slot)] = account?.[field] ?? '';
  }
  return values;
};

/** The values with one account taken out (the ones after it move up a slot). */
export const withoutAccount = (values: SettingsValues, count: number, removed: number) => {
  const next = { ...values };
  for (let slot = removed; slot < count; slot++) {
    for (const field of ACCOUNT_FIELDS) {
      next[accountKey(field, slot)] = values[accountKey(field, slot + 1)] ?? '';
    }
  }
  return next;
};

/**
 * Checks the first `count` accounts and the company's details with the shared schema (the
 * server's own words); an account's issue is filed under its input (`bank1`), the list's own
 * (none, too many) under `bankAccounts`.
 */
export const parseSettings = (
  values: SettingsValues,
  count: number,
): ParseResult<OperatorSettings> => {
  const input = {
    companyName: values.companyName ?? '',
    companyAddress: values.companyAddress ?? '',
    companyTaxId: values.companyTaxId ?? '',
    supportEmail: values.supportEmail ?? '',
    supportWhatsapp: values.supportWhatsapp ?? '',
    bankAccounts: ACCOUNT_SLOTS.slice(0, count).map((slot) => ({
      bank: values[accountKey('bank', slot)] ?? '',
      accountNumber: values[accountKey('accountNumber', slot)] ?? '',
      accountHolder: values[accountKey('accountHolder', slot)] ?? '',
    })),
  };
  const result = operatorSettingsSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    error: {
      issues: result.error.issues.map((issue) => {
        const [list, slot, field] = issue.path;
        return list === 'bankAccounts' && typeof slot === 'number' && typeof field === 'string'
          ? { ...issue, path: [`${field}${slot}`] }
          : issue;
      }),
    },
  };
};
