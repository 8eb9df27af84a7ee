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
    // Another business's number or label (or a malformed id) filters down to nothing, like an
    // unknown one.
    // A caller of no business has nothing to list.
    // "Mine" with an API token is nobody's: a token is a number, not a person.
    if (
      !ctx.scope ||
      (input.number_id && !isUuid(input.number_id)) ||
      (input.label && !isUuid(input.label)) ||
      (input.assignee === 'mine' && !ctx.userId)
    ) {
      return { items: [], next_cursor: null };
    }
    const rows = await listConversations(ctx.db, {
      scope: ctx.scope,
      ...(input.number_id ? { numberId: input.number_id } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.assignee === 'mine' ? { assigneeId: ctx.userId } : {}),
      ...(input.assignee === 'unassigned' ? { assigneeId: null } : {}),
      ...(input.q ? { search: input.q } : {}),
      ...(input.label ? { labelId: input.label } : {}),
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
