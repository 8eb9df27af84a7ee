import { router } from '../../trpc.ts';
import { getConversationProcedure } from './get-conversation.ts';
import { listConversationsProcedure } from './list-conversations.ts';
import { setConversationBotProcedure } from './set-conversation-bot.ts';

/** Conversations, read by the dashboard (cookie) and by the business's own systems (API token). */
export const conversationsRouter = router({
  list: listConversationsProcedure,
  get: getConversationProcedure,
  setBot: setConversationBotProcedure,
});
