import { z } from 'zod';
import { DEFAULT_OPERATOR_SETTINGS, type OperatorSettings } from './operator-defaults.ts';
import { OPERATOR_LIMITS, operatorMessages } from './operator-messages.ts';

export * from './operator-defaults.ts';
export * from './operator-messages.ts';

const text = (required: string, max: number = OPERATOR_LIMITS.textMax) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`);

export const bankAccountSchema = z.object({
  bank: text(operatorMessages.bankRequired, 40),
  accountNumber: z
    .string({ error: operatorMessages.accountNumberInvalid })
    .trim()
    .regex(/^\d[\d -]{4,28}\d$/, operatorMessages.accountNumberInvalid),
  accountHolder: text(operatorMessages.holderRequired),
});

export const operatorSettingsSchema = z.object({
  companyName: text(operatorMessages.companyNameRequired),
  companyAddress: text(operatorMessages.addressRequired, OPERATOR_LIMITS.addressMax),
  companyTaxId: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^\d{15,16}$/.test(value.replace(/[.\- ]/g, '')),
      operatorMessages.taxIdInvalid,
    ),
  supportEmail: z
    .string({ error: operatorMessages.supportEmailInvalid })
    .trim()
    .max(254)
    .pipe(z.email({ error: operatorMessages.supportEmailInvalid }))
    .overwrite((value) => value.toLowerCase()),
  supportWhatsapp: z
    .string({ error: operatorMessages.supportWhatsappInvalid })
    .trim()
    .regex(/^[1-9]\d{7,14}$/, operatorMessages.supportWhatsappInvalid),
  bankAccounts: z
    .array(bankAccountSchema)
    .min(1, operatorMessages.bankAccountsRequired)
    .max(OPERATOR_LIMITS.bankAccountsMax, operatorMessages.bankAccountsTooMany),
});
