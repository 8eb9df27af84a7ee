/**
 * Every message a person can see, in one place. The first block is the spec's error catalogue
 * (section 8) verbatim: tests quote these, so never paraphrase them.
 */
export const messages = {
  invalidCredentials: 'Invalid email or password',
  loginFailed: 'Login failed',
  loginSuccess: 'Login successful',
  authCheckFailed: 'Authentication check failed',
  fetchNumbersFailed: 'Failed to fetch WhatsApp numbers',
  deleteNumberFailed: 'Failed to delete WhatsApp number',
  numberDeleted: 'WhatsApp number deleted',
  addNumberFailed: 'Failed to add WhatsApp number',
  fetchSubscriptionFailed: 'Failed to fetch subscription details',
  numberAdded: 'WhatsApp number added successfully',
  invalidNumber: 'Invalid WhatsApp number format',
  noActiveSubscription: 'No active subscription found. Please subscribe to a package first.',
  signOutFailed: 'Failed to sign out',
  refreshFailed: 'Failed to refresh token',
  tokenRefreshFailed: 'Token refresh failed',
  notAuthenticated: 'Not authenticated',
  registrationFailed: 'Registration failed',
  emailAlreadyRegisteredHint: 'This email is already registered. Please login instead.',
  registrationError: 'An error occurred during registration',
  paymentMethodMissing: 'Silakan pilih metode pembayaran',
  adminNoAccess: 'You do not have admin access',
  adminLoginFailedToast: 'Invalid credentials or unauthorized access',
  unauthorizedAccess: 'Unauthorized access',
  statsFailed: 'Failed to fetch statistics',
  subscriptionsFailed: 'Failed to fetch subscriptions',
  statusUpdated: 'Subscription status updated',
  statusUpdateFailed: 'Failed to update subscription status',
  datesUpdated: 'Subscription dates updated',
  datesUpdateFailed: 'Failed to update subscription dates',
  pleaseLogin: 'Please login to continue',
  apiRequestFailed: 'API request failed',

  // Decided by the contract where the spec is silent.
  businessNameRequired: 'Business name is required',
  numberAlreadyRegistered: 'This WhatsApp number is already registered',
  numberNotFound: 'WhatsApp number not found',
  emailAlreadyRegistered: 'This email is already registered',
  registered:
    'Registration successful. We have sent a verification email with the payment instructions to your inbox.',
  subscriptionNotFound: 'Subscription not found',
  endBeforeStart: 'End date must not be before start date',
  invalidVerificationToken: 'This verification link is invalid or has expired',

  // The contact form on the (Indonesian) marketing site.
  contactNameRequired: 'Nama wajib diisi',
  contactEmailRequired: 'Email wajib diisi',
  contactEmailInvalid: 'Masukkan alamat email yang valid',
  contactPhoneInvalid: 'Nomor WhatsApp tidak valid (contoh: 081234567890)',
  contactMessageTooShort: 'Pesan minimal 10 karakter',
  contactTooLong: (field: string, max: number) => `${field} maksimal ${max} karakter`,
  contactSent:
    'Terima kasih! Pesan Anda sudah kami terima. Tim kami akan membalas dalam 1 hari kerja.',
  contactFailed: 'Pesan gagal dikirim. Silakan coba lagi atau hubungi kami lewat WhatsApp.',
  contactTooMany:
    'Terlalu banyak pesan dari perangkat Anda. Silakan coba lagi dalam beberapa menit.',

  // Field validation.
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  nameRequired: 'Name is required',
  numberRequired: 'WhatsApp number is required',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,

  // Transport-level errors.
  tooManyRequests: 'Too many requests. Please try again later.',
  aiTooMany: 'Too many questions to the AI in a minute. Please wait a moment and try again.',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  crossSiteRefused: 'Cross-site request refused',
  unsupportedMediaType: 'Request body must be JSON (Content-Type: application/json)',
  payloadTooLarge: 'Request body is too large (at most 100 KB)',
  malformedJson: 'Request body is not valid JSON',
  tooDeeplyNested: 'Request body is nested too deeply',
  bodyNotObject: 'Request body must be a JSON object',
  batchTooLarge: (max: number) => `A batch may hold at most ${max} calls`,
  badUrl: 'The address is not valid',
  urlTooLong: 'The address is too long',
  headersTooLarge: 'The request headers are too large',
  badRequest: 'Bad request',
  nulCharacter: 'Text must not contain NUL (\\u0000) characters',
  loneSurrogate:
    'Text must be valid Unicode: half of a surrogate pair (\\ud800 to \\udfff) on its own cannot be stored',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

export const packageLimitMessage = (packageName: string, limit: number) =>
  `Your ${packageName} package allows maximum ${limit} WhatsApp numbers`;
