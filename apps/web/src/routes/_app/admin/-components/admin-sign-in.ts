import { messages } from '@balasin/shared/messages';
import { confirmAdmin, type SessionContext, signIn, signOut } from '../../../../lib/session.ts';

export type AdminSignInOutcome = 'admin' | 'invalid-credentials' | 'refused';

/**
 * Signs in from the admin form, then asks the server for the admin right (spec section 6).
 * A plain user is signed out again straight away, so the admin form never leaves them signed in.
 */
export const adminSignIn = async (
  context: SessionContext,
  credentials: { email: string; password: string },
): Promise<AdminSignInOutcome> => {
  try {
    await signIn(context, credentials);
  } catch (error) {
    // The spec tells the two apart only by this exact message (section 8).
    return error instanceof Error && error.message === messages.invalidCredentials
      ? 'invalid-credentials'
      : 'refused';
  }
  if (await confirmAdmin(context)) return 'admin';
  await signOut(context).catch(() => undefined);
  return 'refused';
};
