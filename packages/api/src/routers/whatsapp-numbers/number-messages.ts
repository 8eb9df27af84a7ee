import { listNumberMessages } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
import { managerProcedure } from '../../trpc.ts';
import { toMessageDto } from '../messages/message-dto.ts';
import {
  numberMessagesInput,
  numberMessagesMeta,
  numberMessagesOutput,
} from './number-messages.schema.ts';
import { ownedNumber } from './owned-number.ts';

/** The owner's view of a number's messages (the Developers tab's API log reads sender=api). */
export const numberMessagesProcedure = managerProcedure
  .meta(numberMessagesMeta)
  .input(numberMessagesInput)
  .output(numberMessagesOutput)
  .query(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    const rows = await listNumberMessages(ctx.db, {
      numberId: number.id,
      ...(input.sender ? { senderKind: input.sender } : {}),
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
