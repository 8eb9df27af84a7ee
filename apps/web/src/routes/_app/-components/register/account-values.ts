import { indonesianPhoneNumberSchema } from '@balasin/shared/indonesian-phone';
import { withIndonesianPrefix } from '@balasin/shared/phone';
import { registerInputSchema } from '@balasin/shared/schemas';

/** The account step's fields, named as the spec names them. */
export type AccountValues = {
  businessName: string;
  name: string;
  email: string;
  whatsapp: string;
  password: string;
};

export const EMPTY_ACCOUNT: AccountValues = {
  businessName: '',
  name: '',
  email: '',
  whatsapp: '',
  password: '',
};

/** The server's rules, and a number that exists in Indonesia (the prefix is fixed to +62). */
const accountSchema = registerInputSchema
  .omit({ packageType: true })
  .extend({ whatsappNumber: indonesianPhoneNumberSchema });

/**
 * What the server is sent: the digits typed after the fixed +62, a typed leading 0 dropped.
 * Nothing typed stays empty, so the schema answers 'required' rather than 'invalid'.
 */
export const toRegistrationAccount = (values: AccountValues) => ({
  name: values.name,
  email: values.email,
  password: values.password,
  businessName: values.businessName,
  whatsappNumber: values.whatsapp.trim() ? withIndonesianPrefix(values.whatsapp) : '',
});

/** The account step's check: the server's own rules and messages, named by the form's fields. */
export const parseAccount = (values: AccountValues) =>
  accountSchema.safeParse(toRegistrationAccount(values));

export const ACCOUNT_RENAME = { whatsappNumber: 'whatsapp' } as const;
