import { listConversations } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
import { sessionOrTokenProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toConversationDto } from './conversation-dto.ts';
import {
  listConversationsInput,
  listConversationsMeta,
  listConversationsOutput,
} from './list-conversations.schema.ts';

export const listConversationsProcedure = sessionOrTokenProcedure
  .meta(listConversationsMeta)
  .input(listConversationsInput)
  .output(listConversationsOutput)
  .query(async ({ ctx, input }) => {
    // Another business's number (or a malformed id) filters down to nothing, like an unknown one.
    if (input.number_id && !isUuid(input.number_id)) return { items: [], next_cursor: null };
    const rows = await listConversations(ctx.db, {
      scope: ctx.scope,
      ...(input.number_id ? { numberId: input.number_id } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.cursor ? { before: decodeCursor(input.cursor) } : {}),
      limit: input.limit + 1,
    });
    return keysetPage(
      rows,
      input.limit,
      (row) => ({ at: row.lastMessageAt, id: row.id }),
      toConversationDto,
    );
  });
