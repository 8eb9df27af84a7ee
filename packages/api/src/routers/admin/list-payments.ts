import { searchPayments } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
import { toPaymentDto } from '../payments/payment-dto.ts';
import {
  adminListPaymentsInput,
  adminListPaymentsMeta,
  adminListPaymentsOutput,
} from './list-payments.schema.ts';

export const adminListPaymentsProcedure = adminProcedure
  .meta(adminListPaymentsMeta)
  .input(adminListPaymentsInput)
  .output(adminListPaymentsOutput)
  .query(async ({ ctx, input }) => {
    const { items, total } = await searchPayments(ctx.db, { ...input, q: input.q || undefined });
    const now = ctx.now();
    return {
      items: items.map((item) => toPaymentDto(item, now)),
      total,
      page: input.page,
      pageSize: input.pageSize,
      pageCount: Math.ceil(total / input.pageSize),
    };
  });
