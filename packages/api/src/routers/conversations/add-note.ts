import { findNote, insertNote, notifyConversation } from '@balasin/db';
import { businessProcedure } from '../../trpc.ts';
import { addNoteInput, addNoteMeta, addNoteOutput } from './add-note.schema.ts';
import { memberConversation } from './member-conversation.ts';
import { toNoteDto } from './note-dto.ts';

/**
 * A team member's note to the team. Unlike a reply it queues nothing and leaves the
 * conversation's activity, waiting time, assignee and bot alone: only the open inboxes hear of it.
 */
export const addNoteProcedure = businessProcedure
  .meta(addNoteMeta)
  .input(addNoteInput)
  .output(addNoteOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const id = await ctx.db.transaction(async (tx) => {
      const noteId = await insertNote(tx, {
        businessId: conversation.businessId,
        conversationId: conversation.id,
        authorId: ctx.auth.user.id,
        body: input.text,
        at: ctx.now(),
      });
      await notifyConversation(tx, {
        businessId: conversation.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'note',
      });
      return noteId;
    });
    const note = id
      ? await findNote(ctx.db, { businessId: conversation.businessId, id })
      : undefined;
    if (!note) throw new Error('the note just written was not found');
    return toNoteDto(note);
  });
