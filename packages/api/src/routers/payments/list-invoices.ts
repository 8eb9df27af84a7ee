import { listInvoicesForBusiness } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
import { managerProcedure } from '../../trpc.ts';
import { toInvoiceDto } from './invoice-dto.ts';
import { listInvoicesInput, listInvoicesMeta, listInvoicesOutput } from './list-invoices.schema.ts';

export const listInvoicesProcedure = managerProcedure
  .meta(listInvoicesMeta)
  .input(listInvoicesInput)
  .output(listInvoicesOutput)
  .query(async ({ ctx, input }) => {
    // Decoded first: a bad cursor is 400 whoever asks.
    const before = input.cursor ? decodeCursor(input.cursor) : undefined;
    if (!ctx.membership) return { items: [], next_cursor: null };
    const rows = await listInvoicesForBusiness(ctx.db, {
      businessId: ctx.membership.businessId,
      before,
      limit: input.limit + 1,
    });
    // issued_at comes from the server's clock, a JS Date: the cursor's milliseconds are exact.
    return keysetPage(rows, input.limit, (row) => ({ at: row.issuedAt, id: row.id }), toInvoiceDto);
  });
