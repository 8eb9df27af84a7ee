import { countContactsMatching, labelsOfContacts, listContactsBook } from '@balasin/db';
import { businessProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toLabelDto } from '../labels/label-dto.ts';
import { decodeBookCursor, encodeBookCursor } from './book-cursor.ts';
import { activityOf } from './contact-activity.ts';
import { toContactDto } from './contact-dto.ts';
import { contactUsage } from './contact-limit.ts';
import { listContactsInput, listContactsMeta, listContactsOutput } from './list-contacts.schema.ts';

export const listContactsProcedure = businessProcedure
  .meta(listContactsMeta)
  .input(listContactsInput)
  .output(listContactsOutput)
  .query(async ({ ctx, input }) => {
    const after = input.cursor ? decodeBookCursor(input.cursor) : undefined;
    if (!ctx.membership) return { items: [], next_cursor: null, total: 0, count: 0, limit: 0 };
    const businessId = ctx.membership.businessId;
    const search = input.q || undefined;
    const usage = await contactUsage(ctx.db, businessId, ctx.now());
    // Another business's label (or a malformed id) filters down to nothing, like an unknown one.
    if (input.label && !isUuid(input.label)) {
      return { items: [], next_cursor: null, total: 0, ...usage };
    }
    const filter = {
      ...(search ? { search } : {}),
      ...(input.label ? { labelId: input.label } : {}),
    };
    const rows = await listContactsBook(ctx.db, {
      businessId,
      ...filter,
      ...(after ? { after } : {}),
      limit: input.limit + 1,
    });
    const page = rows.slice(0, input.limit);
    const activity = await activityOf(
      ctx.db,
      businessId,
      page.map((row) => row.id),
    );
    const labels = await labelsOfContacts(
      ctx.db,
      page.map((row) => row.id),
    );
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const { conversations, firstMessageAt, lastMessageAt } = activity(row.id);
        return {
          ...toContactDto(row),
          first_message_at: firstMessageAt?.toISOString() ?? null,
          last_message_at: lastMessageAt?.toISOString() ?? null,
          conversations: conversations.map((t) => ({
            id: t.id,
            number_id: t.numberId,
            number_name: t.numberName,
          })),
          labels: (labels.get(row.id) ?? []).map(toLabelDto),
        };
      }),
      next_cursor:
        rows.length > input.limit && last
          ? encodeBookCursor({ key: last.sortKey, id: last.id })
          : null,
      total: await countContactsMatching(ctx.db, { businessId, ...filter }),
      ...usage,
    };
  });
