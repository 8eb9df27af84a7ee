/**
 * Asking for the verification e-mail again: at most one a minute (the registration e-mail
 * counts) and five an hour per user, so the button cannot be used to flood an inbox.
 */
export const VERIFICATION_RESEND = { perMinute: 1, perHour: 5 } as const;

export const verificationMessages = {
  resent: 'We have sent you a new verification e-mail. Open its link to verify your address.',
  alreadyVerified: 'Your e-mail address is already verified',
  tooSoon:
    'We sent you a verification e-mail less than a minute ago. Please check your inbox, or wait a minute before asking again.',
  hourlyLimit: `You can ask for at most ${VERIFICATION_RESEND.perHour} verification e-mails an hour. Please try again later.`,
  resendFailed: 'Failed to send the verification e-mail',
} as const;
