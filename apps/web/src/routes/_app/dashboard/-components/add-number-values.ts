import { indonesianPhoneNumberSchema } from '@balasin/shared/indonesian-phone';
import { messages } from '@balasin/shared/messages';
import { withIndonesianPrefix } from '@balasin/shared/phone';
import { addNumberInputSchema } from '@balasin/shared/schemas';
import { serverMessage, trpcErrorCode } from '../../../../lib/trpc-errors.ts';

/**
 * Indonesia (+62) is the only country offered, so the code is applied to what was typed: the full
 * number as the hint shows it (+628123456789), or the national form (08123456789, 8123456789).
 * Nothing typed stays empty, so the schema answers 'required'.
 */
export const toAddNumberInput = (values: { name: string; number: string; test?: boolean }) => ({
  name: values.name,
  number: values.number.trim() ? withIndonesianPrefix(values.number) : '',
  ...(values.test ? { test: true } : {}),
});

/** The server's rules and messages, and a number that exists in Indonesia (the only country offered). */
const addNumberFormSchema = addNumberInputSchema.extend({ number: indonesianPhoneNumberSchema });

export const parseAddNumber = (values: { name: string; number: string; test: boolean }) =>
  addNumberFormSchema.safeParse(toAddNumberInput(values));

/** Refusals the server explains (format, no subscription, limit, taken) are shown as it words them. */
const EXPLAINED = new Set(['BAD_REQUEST', 'FORBIDDEN', 'CONFLICT']);

export const addNumberErrorMessage = (error: unknown) => {
  const code = trpcErrorCode(error);
  const answer = serverMessage(error);
  return answer && code && EXPLAINED.has(code) ? answer : messages.addNumberFailed;
};
