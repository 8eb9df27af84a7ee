import { listPaymentsForBusiness } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { listPaymentsInput, listPaymentsMeta, listPaymentsOutput } from './list-payments.schema.ts';
import { toPaymentDto } from './payment-dto.ts';

export const listPaymentsProcedure = managerProcedure
  .meta(listPaymentsMeta)
  .input(listPaymentsInput)
  .output(listPaymentsOutput)
  .query(async ({ ctx }) => {
    const now = ctx.now();
    if (!ctx.membership) return [];
    const rows = await listPaymentsForBusiness(ctx.db, ctx.membership.businessId);
    return rows.map((row) => toPaymentDto(row, now));
  });
