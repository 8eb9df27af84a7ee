import { Readable } from 'node:stream';
import { findInvoiceForPayment } from '@balasin/db';
import { paymentMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { visiblePayment } from '../payments/owned-payment.ts';
import { paymentFileInput } from './payment-file.schema.ts';

/** GET /api/payments/{id}/proof: the proof of transfer, for the business's owner and admins, and platform admins. */
export const paymentProofProcedure = managerProcedure
  .input(paymentFileInput)
  .query(async ({ ctx, input }) => {
    const { order } = await visiblePayment(ctx, input.id);
    const stream = order.proofKey ? await ctx.media.store.get(order.proofKey) : null;
    if (!stream || !order.proofType) throw new NotFoundError(paymentMessages.notFound);
    return {
      stream,
      mimeType: order.proofType,
      fileName: order.proofName ?? 'proof',
      size: order.proofSize ?? undefined,
    };
  });

/** GET /api/payments/{id}/invoice: the invoice's PDF as it was issued and e-mailed. */
export const paymentInvoiceProcedure = managerProcedure
  .input(paymentFileInput)
  .query(async ({ ctx, input }) => {
    const { order } = await visiblePayment(ctx, input.id);
    const invoice = await findInvoiceForPayment(ctx.db, order.id);
    if (!invoice) throw new NotFoundError(paymentMessages.notFound);
    return {
      stream: Readable.from([Buffer.from(invoice.pdf)]),
      mimeType: 'application/pdf',
      fileName: `invoice-${invoice.number.replaceAll('/', '-')}.pdf`,
      size: invoice.pdf.length,
    };
  });
