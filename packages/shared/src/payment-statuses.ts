/**
 * An order's life: awaiting the transfer, submitted by the owner ("I have paid"), then confirmed
 * or rejected by an admin (a rejected order may be submitted again). An order nobody paid by its
 * deadline expires and frees its unique code. A module of its own because the admin payments
 * page checks its address's status with it before its chunk loads: the web app's main bundle,
 * which every marketing page downloads, carries these five words and none of the payment texts.
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'submitted',
  'confirmed',
  'rejected',
  'expired',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
