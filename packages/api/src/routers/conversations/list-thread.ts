import { listConversationEventsBetween, listNotesBetween, listThreadMessages } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
import { businessProcedure } from '../../trpc.ts';
import { toConversationEventDto } from './conversation-event-dto.ts';
import { listThreadInput, listThreadMeta, listThreadOutput } from './list-thread.schema.ts';
import { memberConversation } from './member-conversation.ts';
import { toNoteDto } from './note-dto.ts';
import { toThreadMessageDto } from './thread-message-dto.ts';

export const listThreadProcedure = businessProcedure
  .meta(listThreadMeta)
  .input(listThreadInput)
  .output(listThreadOutput)
  .query(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const before = input.cursor ? decodeCursor(input.cursor) : undefined;
    const rows = await listThreadMessages(ctx.db, {
      businessId: conversation.businessId,
      id: conversation.id,
      ...(before ? { before } : {}),
      limit: input.limit + 1,
    });
    const page = keysetPage(
      rows,
      input.limit,
      (row) => ({ at: row.createdAt, id: row.id }),
      toThreadMessageDto,
    );
    // The notes and hand-offs between this page's oldest message (when older pages follow) and
    // the newer page's: each comes once, beside the messages of its time.
    const oldest = page.next_cursor ? rows[input.limit - 1] : undefined;
    const stretch = {
      businessId: conversation.businessId,
      conversationId: conversation.id,
      ...(oldest ? { after: oldest.createdAt } : {}),
      ...(before ? { upTo: before.at } : {}),
    };
    const [notes, events] = await Promise.all([
      listNotesBetween(ctx.db, stretch),
      listConversationEventsBetween(ctx.db, stretch),
    ]);
    return { ...page, notes: notes.map(toNoteDto), events: events.map(toConversationEventDto) };
  });
