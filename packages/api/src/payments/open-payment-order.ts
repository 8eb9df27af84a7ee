import { type Db, insertPaymentOrder } from '@balasin/db';
import {
  PACKAGE_PRICES,
  type PackageType,
  type PaymentKind,
  paymentMessages,
} from '@balasin/shared';
import { DomainError } from '../errors.ts';

/**
 * A new order for a subscription at its package's price, less an upgrade's credit, plus a free
 * unique code. Call inside a transaction: codes are handed out under a lock that lasts until it
 * ends.
 */
export const openPaymentOrder = async (
  db: Db,
  values: {
    subscriptionId: string;
    businessId: string;
    package: PackageType;
    kind: PaymentKind;
    /** An upgrade's credit for the unused rest of the current period. */
    credit?: { amount: number; days: number; extraDays: number };
    now: Date;
  },
) => {
  const order = await insertPaymentOrder(db, {
    ...values,
    baseAmount: PACKAGE_PRICES[values.package].amountIdr,
  });
  // Every one of the 999 codes is held by an order still open: a flood no business makes.
  if (!order) throw new DomainError('SERVICE_UNAVAILABLE', paymentMessages.noCodeFree);
  return order;
};
