import type { PaymentStatus } from '@balasin/shared/payment-statuses';
import type { PaymentKind } from '@balasin/shared/payments';
import type { SubscriptionStatus } from '@balasin/shared/plans';
import type { MessageKey } from './en.ts';

/** A subscription's status as people read it, on the dashboard and in the admin area. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, MessageKey> = {
  active: 'status.active',
  pending: 'status.pending',
  cancelled: 'status.cancelled',
  expired: 'status.expired',
};

/** A payment order's status as the admin's payments queue names it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageKey> = {
  awaiting_payment: 'paymentStatus.awaiting',
  submitted: 'paymentStatus.submitted',
  confirmed: 'paymentStatus.confirmed',
  rejected: 'paymentStatus.rejected',
  expired: 'paymentStatus.expired',
};

/** What an order pays for, as the admin's payments queue names it. */
export const PAYMENT_KIND_LABELS: Record<PaymentKind, MessageKey> = {
  registration: 'paymentKind.registration',
  renewal: 'paymentKind.renewal',
  upgrade: 'paymentKind.upgrade',
};
