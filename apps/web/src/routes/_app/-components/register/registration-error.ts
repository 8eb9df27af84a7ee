import { messages } from '@balasin/shared/messages';
import { serverMessage } from '../../../../lib/trpc-errors.ts';

/** Spec section 8: the server's message (an existing e-mail gets a hint to sign in instead). */
export const registrationErrorMessage = (error: unknown) => {
  const answer = serverMessage(error);
  if (answer === undefined) return messages.registrationError;
  const message = answer || messages.registrationFailed;
  return message.includes('already registered') ? messages.emailAlreadyRegisteredHint : message;
};
