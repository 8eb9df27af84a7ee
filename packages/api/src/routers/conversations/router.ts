import { router } from '../../trpc.ts';
import { addConversationLabelProcedure } from './add-conversation-label.ts';
import { addNoteProcedure } from './add-note.ts';
import { assignProcedure } from './assign.ts';
import { getConversationProcedure } from './get-conversation.ts';
import { inboxEventsProcedure } from './inbox-events.ts';
import { inboxMembersProcedure } from './inbox-members.ts';
import { listConversationsProcedure } from './list-conversations.ts';
import { listThreadProcedure } from './list-thread.ts';
import { markReadProcedure } from './mark-read.ts';
import { removeConversationLabelProcedure } from './remove-conversation-label.ts';
import { replyProcedure } from './reply.ts';
import { setConversationBotProcedure } from './set-conversation-bot.ts';
import { setStatusProcedure } from './set-status.ts';
import { suggestReplyProcedure } from './suggest-reply.ts';

/**
 * Conversations, read by the dashboard (cookie) and by the business's own systems (API token);
 * the inbox's own calls (thread, reply, status, assignment, read, live events) are the team's.
 */
export const conversationsRouter = router({
  list: listConversationsProcedure,
  get: getConversationProcedure,
  setBot: setConversationBotProcedure,
  thread: listThreadProcedure,
  reply: replyProcedure,
  suggest: suggestReplyProcedure,
  setStatus: setStatusProcedure,
  assign: assignProcedure,
  markRead: markReadProcedure,
  addLabel: addConversationLabelProcedure,
  removeLabel: removeConversationLabelProcedure,
  addNote: addNoteProcedure,
  members: inboxMembersProcedure,
  events: inboxEventsProcedure,
});
