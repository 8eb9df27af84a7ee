import { managerProcedure } from '../../trpc.ts';
import { getPaymentInput, getPaymentMeta, getPaymentOutput } from './get-payment.schema.ts';
import { visiblePayment } from './owned-payment.ts';
import { toPaymentDto } from './payment-dto.ts';

export const getPaymentProcedure = managerProcedure
  .meta(getPaymentMeta)
  .input(getPaymentInput)
  .output(getPaymentOutput)
  .query(async ({ ctx, input }) => toPaymentDto(await visiblePayment(ctx, input.id), ctx.now()));
