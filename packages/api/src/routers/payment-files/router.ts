import { createCallerFactory, router } from '../../trpc.ts';
import { paymentInvoiceProcedure, paymentProofProcedure } from './open-payment-file.ts';
import { submitPaymentProcedure } from './submit-payment.ts';

/**
 * A proof of transfer travels as multipart form data and comes back as bytes, neither of which
 * is JSON: plain HTTP routes (apps/server's payments plugin) call these procedures for the same
 * authentication, validation and error mapping as every other path. Not part of appRouter.
 */
export const paymentFilesRouter = router({
  submit: submitPaymentProcedure,
  proof: paymentProofProcedure,
  invoice: paymentInvoiceProcedure,
});

export const createPaymentFilesCaller = createCallerFactory(paymentFilesRouter);
