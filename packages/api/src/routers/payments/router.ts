import { router } from '../../trpc.ts';
import { getPaymentProcedure } from './get-payment.ts';
import { listPaymentsProcedure } from './list-payments.ts';
import { requestPaymentProcedure } from './request-payment.ts';

export const paymentsRouter = router({
  list: listPaymentsProcedure,
  get: getPaymentProcedure,
  request: requestPaymentProcedure,
});
