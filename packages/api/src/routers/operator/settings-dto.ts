import { DEFAULT_OPERATOR_SETTINGS } from '@balasin/shared';
import { z } from 'zod';

export const bankAccountDtoSchema = z.object({
  bank: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
});

export const operatorSettingsDtoSchema = z
  .object({
    companyName: z.string(),
    companyAddress: z.string(),
    companyTaxId: z.string().describe('NPWP; empty when not set'),
    supportEmail: z.string(),
    supportWhatsapp: z.string().describe('Digits with the country code, as wa.me links take it'),
    bankAccounts: z.array(bankAccountDtoSchema),
  })
  .meta({ id: 'OperatorSettings', example: DEFAULT_OPERATOR_SETTINGS });
