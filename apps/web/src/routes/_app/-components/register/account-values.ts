import { messages } from '@balasin/shared/messages';
import { withIndonesianPrefix } from '@balasin/shared/phone';
import { indonesianPhoneNumberSchema, registerInputSchema } from '@balasin/shared/schemas';
import { type FieldErrors, fieldErrors } from '../../../../lib/field-errors.ts';

/** The account step's fields, named as the spec names them. */
export type AccountValues = {
  businessName: string;
  name: string;
  email: string;
  whatsapp: string;
  password: string;
};

export type AccountField = keyof AccountValues;

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

/** What the server is sent: the digits typed after the fixed +62, a typed leading 0 dropped. */
export const toRegistrationAccount = (values: AccountValues) => ({
  name: values.name,
  email: values.email,
  password: values.password,
  businessName: values.businessName,
  whatsappNumber: withIndonesianPrefix(values.whatsapp),
});

/** The server's own rules and messages, checked before leaving the account step. */
export const validateAccount = (values: AccountValues): FieldErrors<AccountField> => {
  const payload = toRegistrationAccount(values);
  const result = accountSchema.safeParse(payload);
  const errors = result.success
    ? {}
    : fieldErrors<AccountField>(result.error.issues, { whatsappNumber: 'whatsapp' });
  // '+62' alone passes the number rule, so an empty field needs its own check.
  if (payload.whatsappNumber === '+62') {
    errors.whatsapp = values.whatsapp.trim() ? messages.invalidNumber : messages.numberRequired;
  }
  return errors;
};
