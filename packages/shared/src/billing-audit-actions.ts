/** Audit actions written by payments, subscriptions and the operator's settings. */
export const BILLING_AUDIT_ACTIONS = {
  paymentSubmitted: 'payment.submitted',
  paymentConfirmed: 'payment.confirmed',
  paymentRejected: 'payment.rejected',
  subscriptionPaid: 'subscription.paid',
  subscriptionUpgradedWithCredit: 'subscription.upgraded_with_credit',
  subscriptionStatus: 'subscription.status',
  subscriptionDates: 'subscription.dates',
  subscriptionExpired: 'subscription.expired',
  operatorSettings: 'operator.settings',
} as const;
