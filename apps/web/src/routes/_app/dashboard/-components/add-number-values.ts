import { messages } from '@balasin/shared/messages';
import { withIndonesianPrefix } from '@balasin/shared/phone';
import { addNumberInputSchema, indonesianPhoneNumberSchema } from '@balasin/shared/schemas';
import { type FieldErrors, fieldErrors } from '../../../../lib/field-errors.ts';
import { serverMessage, trpcErrorCode } from '../../../../lib/trpc-errors.ts';

export type AddNumberField = 'name' | 'number';

/**
 * Indonesia (+62) is the only country offered, so the code is applied to what was typed: the full
 * number as the hint shows it (+628123456789), or the national form (08123456789, 8123456789).
 * Anything else, a foreign code included, then fails the spec's number rule.
 */
export const toAddNumberInput = (values: { name: string; number: string; test?: boolean }) => ({
  name: values.name,
  number: withIndonesianPrefix(values.number),
  ...(values.test ? { test: true } : {}),
});

/** The server's rules and messages, and a number that exists in Indonesia (the only country offered). */
const addNumberFormSchema = addNumberInputSchema.extend({ number: indonesianPhoneNumberSchema });

/** Checked before the request. */
export const validateAddNumber = (values: {
  name: string;
  number: string;
}): FieldErrors<AddNumberField> => {
  const input = toAddNumberInput(values);
  const result = addNumberFormSchema.safeParse(input);
  const errors = result.success ? {} : fieldErrors<AddNumberField>(result.error.issues);
  // '+62' alone passes the number rule, so nothing typed after the code needs its own check.
  if (input.number === '+62') {
    errors.number = values.number.trim() ? messages.invalidNumber : messages.numberRequired;
  }
  return errors;
};

/** Refusals the server explains (format, no subscription, limit, taken) are shown as it words them. */
const EXPLAINED = new Set(['BAD_REQUEST', 'FORBIDDEN', 'CONFLICT']);

export const addNumberErrorMessage = (error: unknown) => {
  const code = trpcErrorCode(error);
  const answer = serverMessage(error);
  return answer && code && EXPLAINED.has(code) ? answer : messages.addNumberFailed;
};
