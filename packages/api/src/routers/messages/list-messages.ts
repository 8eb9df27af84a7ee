import { listNumberMessages } from '@balasin/db';
import { decodeCursor, encodeCursor } from '../../keyset-cursor.ts';
import { tokenProcedure } from '../../trpc.ts';
import { listMessagesInput, listMessagesMeta, listMessagesOutput } from './list-messages.schema.ts';
import { toMessageDto } from './message-dto.ts';

export const listMessagesProcedure = tokenProcedure
  .meta(listMessagesMeta)
  .input(listMessagesInput)
  .output(listMessagesOutput)
  .query(async ({ ctx, input }) => {
    const rows = await listNumberMessages(ctx.db, {
      numberId: ctx.apiToken.numberId,
      ...(input.contact ? { contactPhone: input.contact } : {}),
      ...(input.direction ? { direction: input.direction } : {}),
      ...(input.cursor ? { before: decodeCursor(input.cursor) } : {}),
      limit: input.limit + 1,
    });
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map(toMessageDto),
      next_cursor: rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  });
