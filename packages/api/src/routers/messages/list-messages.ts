import { listNumberMessages } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
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
    return keysetPage(
      rows,
      input.limit,
      (row) => ({ at: row.createdAt, id: row.id }),
      toMessageDto,
    );
  });
