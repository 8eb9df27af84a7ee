import { router } from '../../trpc.ts';
import { getPaymentProcedure } from './get-payment.ts';
import { listInvoicesProcedure } from './list-invoices.ts';
import { listPaymentsProcedure } from './list-payments.ts';
import { requestPaymentProcedure } from './request-payment.ts';
import { requestUpgradeProcedure } from './request-upgrade.ts';

export const paymentsRouter = router({
  list: listPaymentsProcedure,
  get: getPaymentProcedure,
  invoices: listInvoicesProcedure,
  request: requestPaymentProcedure,
  upgrade: requestUpgradeProcedure,
});
