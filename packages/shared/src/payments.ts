/** Why an order exists: the first payment, another period, or a bigger package. */
export const PAYMENT_KINDS = ['registration', 'renewal', 'upgrade'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export { PAYMENT_STATUSES, type PaymentStatus } from './payment-statuses.ts';

/** Orders that hold their unique code: a transfer may still arrive for them. */
export const OPEN_PAYMENT_STATUSES = ['awaiting_payment', 'submitted', 'rejected'] as const;

/** A proof of transfer: a photo or screenshot of the receipt, or the bank's PDF. */
export const PROOF_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type ProofType = keyof typeof PROOF_TYPES;

export const PAYMENT_RULES = {
  /**
   * The unique code added to the price (the common Indonesian practice), so that an admin can
   * tell transfers of the same package apart on a bank statement: 1 to 999 rupiah.
   */
  uniqueCodeMin: 1,
  uniqueCodeMax: 999,
  /** How long an order waits for its transfer; a rejection gives the owner this long again. */
  deadlineHours: 72,
  proofMaxBytes: 5 * 1024 * 1024,
  payerNameMax: 120,
  bankMax: 40,
  reasonMin: 5,
  reasonMax: 500,
  /**
   * Renewal reminders by e-mail, each with a renewal order: this many days before a running
   * subscription's end, most distant first. A subscription that reaches a stage late (it began
   * with less time left) gets only the most urgent stage it has reached.
   */
  renewalReminderDays: [14, 7, 1],
  /** The owner's invoice list (Billing, GET /api/invoices): invoices a page, by default and at most. */
  invoicePageDefault: 20,
  invoicePageMax: 100,
} as const;

export const paymentMessages = {
  notFound: 'Payment not found',
  proofRequired: 'Attach the proof of transfer (an image or a PDF)',
  proofTooLarge: `The proof of transfer may be at most ${PAYMENT_RULES.proofMaxBytes / 1024 / 1024}\u00a0MB`,
  proofWrongType: 'The proof of transfer must be a JPEG, PNG or WebP image, or a PDF',
  bankRequired: 'Bank is required',
  payerNameRequired: "Sender's name is required",
  notSubmittable: 'This payment can no longer be submitted',
  expired: 'This payment order has expired. Request new payment details.',
  alreadyConfirmed: 'This payment is already confirmed',
  notRejectable: 'Only a payment awaiting review can be rejected',
  /** An admin may confirm only what the owner has said they paid (and sent a proof of). */
  notConfirmable: (status: 'awaiting_payment' | 'rejected' | 'expired') =>
    `Only a payment awaiting review can be confirmed: this one is ${
      status === 'awaiting_payment' ? 'still awaiting the transfer' : status
    }`,
  /** "I have paid" waits for the owner's e-mail address to be confirmed first. */
  emailNotVerified:
    'Verify your e-mail address before sending a proof of transfer: open the link we e-mailed you, or ask for a new one.',
  reasonRequired: `Give a reason of at least ${PAYMENT_RULES.reasonMin} characters`,
  noPendingSubscription: 'This subscription has nothing to pay for',
  /** Upgrades only go up, from a package to a bigger one; downgrades are not offered. */
  upgradeNotBigger: 'Choose a package bigger than the current one',
  upgradeNeedsActive: 'Only a running subscription can be upgraded',
  /** An order the owner said they paid is under review: a second order would pay twice. */
  upgradeWhileSubmitted:
    'A payment for this subscription is waiting for review. Upgrade after it is confirmed.',
  noCodeFree: 'No payment code is free right now. Please try again in a minute.',
  submitted: 'Thank you. We will check your transfer and confirm it soon.',
  confirmed: 'Payment confirmed',
  rejected: 'Payment rejected',
  confirmFailed: 'Failed to confirm payment',
  rejectFailed: 'Failed to reject payment',
  listFailed: 'Failed to fetch payments',
  submitFailed: 'Failed to send the proof of transfer',
} as const;

/** How long a package's period is, from its price: a year for Lite, a month for the others. */
export const periodEnd = (start: Date, period: 'tahun' | 'bulan'): Date => {
  const end = new Date(start);
  if (period === 'tahun') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
};
