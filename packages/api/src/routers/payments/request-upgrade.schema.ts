import { PACKAGES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { paymentSchema } from './payment-dto.ts';

export const requestUpgradeInput = z.object({
  subscription_id: idParam.meta({ example: '9b1d3a2e-58f4-4c1a-8e0f-6a7b8c9d0e1f' }),
  package: z.enum(PACKAGES).describe('The bigger package to move to'),
});
export const requestUpgradeOutput = paymentSchema;
export const requestUpgradeMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/payments/upgrade',
    tags: ['payments'],
    summary:
      'Upgrade to a bigger package: payment details, or applied at once when the credit pays for it',
    description:
      "Opens an upgrade order for a running subscription: the new package's price, less a credit for the unused whole days of the current period (its price × days left / days in the period, fixed now), plus a unique code. The new package's period starts when the payment is confirmed. A credit worth the whole price or more (time paid ahead) leaves nothing to transfer: the upgrade is applied at once, its new period starting now with the surplus as extra days (credit_extra_days), and the answer is a confirmed order with paid_by_credit, amount 0, no unique code, and its invoice (invoice_number, invoice_url: the price, the credit and 0 to pay), e-mailed to the owner. Asking again for the same package answers the open order; an unpaid renewal or another upgrade still open is replaced, since both would pay for the same time.",
    errorResponses: {
      400: 'Invalid input',
      401: 'Not authenticated',
      404: 'Subscription not found',
      409: 'Not a bigger package, the subscription is not running, or a payment is under review',
    },
  },
};
