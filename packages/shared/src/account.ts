import { z } from 'zod';
import { LIMITS } from './limits.ts';
import {
  businessNameSchema,
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  personNameSchema,
} from './schemas.ts';

/**
 * Changing the sign-in address: the link sent to the new address works for a day, once; a new
 * request replaces the pending one, at most once a minute, so the form cannot flood two inboxes.
 */
export const EMAIL_CHANGE = { ttlHours: 24, minSecondsBetween: 60 } as const;

/** What the account settings (e-mail change, account deletion) say. */
export const accountMessages = {
  wrongPassword: 'Your current password is not correct',
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'This e-mail address is already used by another account',
  emailChangeSent:
    'We have sent a confirmation link to your new address. Your e-mail changes when you open it.',
  emailChangeTooSoon:
    'You asked for an e-mail change less than a minute ago. Please wait a minute before asking again.',
  emailChangeCancelled: 'E-mail change cancelled',
  noPendingEmailChange: 'There is no pending e-mail change',
  confirmationMismatch: 'Type your e-mail address exactly as shown to confirm',
  lastAdmin:
    'You are the only platform administrator: make someone else an administrator before deleting your account',
  accountDeleted: 'Your account has been deleted',
  profileSaved: 'Your name is saved',
  businessRenamed: 'The business name is saved',
  passwordChanged: 'Password changed. Every other device has been signed out.',
  samePassword: 'The new password must differ from the current one',
  sessionNotFound: 'This session was not found, or it has already ended',
  currentSession: 'This is the session you are using: use Sign Out to end it',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other device was signed in'
      : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}`,
} as const;

/** Audit actions written by account settings. */
export const ACCOUNT_AUDIT_ACTIONS = {
  passwordChange: 'user.password_change',
  /** Through the link in a forgotten-password e-mail, signed out. */
  passwordReset: 'user.password_reset',
  businessRename: 'business.rename',
  emailChange: 'user.email_change',
  deleteAccount: 'user.delete_account',
} as const;

export const requestEmailChangeSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});

/** The typed e-mail is compared as the stored one is kept: trimmed and lower-cased. */
export const deleteAccountSchema = z.object({
  password: loginPasswordSchema,
  confirmation: z
    .string({ error: accountMessages.confirmationMismatch })
    .trim()
    .min(1, accountMessages.confirmationMismatch)
    .max(LIMITS.emailMax, accountMessages.confirmationMismatch)
    .overwrite((value) => value.toLowerCase()),
});

export const updateProfileSchema = z.object({ name: personNameSchema });

export const renameBusinessSchema = z.object({ name: businessNameSchema });

/** The new password follows registration's rule; the current one is only checked. */
export const changePasswordSchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: newPasswordSchema,
});
