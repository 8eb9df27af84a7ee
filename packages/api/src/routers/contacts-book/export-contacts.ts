import { exportContactsBook } from '@balasin/db';
import { CONTACTS_CSV_HEADER } from '@balasin/shared';
import { asSpreadsheetText, toCsv } from '../../contacts/csv.ts';
import { managerProcedure } from '../../trpc.ts';
import { activityOf } from './contact-activity.ts';

/**
 * GET /api/contacts/export: the whole book as CSV for Excel (BOM, CRLF), the owner's and admins'.
 * Someone of no business gets the header alone: nothing is theirs.
 */
export const exportContactsProcedure = managerProcedure.query(async ({ ctx }) => {
  const businessId = ctx.membership?.businessId;
  const rows = businessId ? await exportContactsBook(ctx.db, businessId) : [];
  const activity = businessId
    ? await activityOf(
        ctx.db,
        businessId,
        rows.map((row) => row.id),
      )
    : undefined;
  return toCsv([
    CONTACTS_CSV_HEADER,
    ...rows.map((row) => {
      const seen = activity?.(row.id);
      return [
        asSpreadsheetText(row.name ?? ''),
        row.phone ?? '',
        seen?.firstMessageAt?.toISOString() ?? '',
        seen?.lastMessageAt?.toISOString() ?? '',
      ];
    }),
  ]);
});
