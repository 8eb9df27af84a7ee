import { confirmPayment } from '../../payments/confirm-payment.ts';
import { adminProcedure } from '../../trpc.ts';
import { toPaymentDto } from '../payments/payment-dto.ts';
import {
  confirmPaymentInput,
  confirmPaymentMeta,
  confirmPaymentOutput,
} from './review-payment.schema.ts';

export const confirmPaymentProcedure = adminProcedure
  .meta(confirmPaymentMeta)
  .input(confirmPaymentInput)
  .output(confirmPaymentOutput)
  .mutation(async ({ ctx, input }) => {
    const { view, email } = await confirmPayment(ctx, ctx.auth.user.id, input.id);
    ctx.onEmailQueued(email);
    return toPaymentDto(view, ctx.now());
  });
