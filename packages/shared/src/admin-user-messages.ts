/** What the admin user management and the audit log say, and what a disabled user is told. */
export const adminUserMessages = {
  accountDisabled:
    'This account has been disabled by a Balasin administrator. Contact support to have it enabled again.',
  userNotFound: 'User not found',
  lastAdmin: 'This is the only admin left: promote someone else to admin first',
  notYourself: 'You cannot disable your own account',
  alreadyVerified: 'This user has already verified their e-mail address',
  verificationSent: 'Verification e-mail sent',
  searchTooShort: 'Type at least 3 characters to search',
  badCursor: 'This page link is no longer valid: start again from the first page',
  badDateRange: 'The start of the date range must be before its end',
} as const;

/** Audit actions written by admin user management. */
export const ADMIN_USER_AUDIT_ACTIONS = {
  disable: 'user.disable',
  enable: 'user.enable',
  promote: 'user.promote',
  demote: 'user.demote',
  resendVerification: 'user.resend_verification',
} as const;
