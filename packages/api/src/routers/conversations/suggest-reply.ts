import { conversationHistory, getBotSettings, lastCustomerText } from '@balasin/db';
import { BOT_LIMITS } from '@balasin/shared';
import { answerQuestion } from '../../knowledge/answer-question.ts';
import { historyTurns } from '../../knowledge/history-turns.ts';
import { businessProcedure } from '../../trpc.ts';
import { memberConversation } from './member-conversation.ts';
import { suggestReplyInput, suggestReplyMeta, suggestReplyOutput } from './suggest-reply.schema.ts';

/**
 * A draft for the team member, not a message: the same answer the bot would give to the
 * customer's latest message, so an agent can answer in one step what the bot handed over.
 */
export const suggestReplyProcedure = businessProcedure
  .meta(suggestReplyMeta)
  .input(suggestReplyInput)
  .output(suggestReplyOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const last = await lastCustomerText(ctx.db, conversation.id);
    const question = last?.body?.trim();
    if (!last || !question) {
      return {
        question: null,
        answer: null,
        sources: [],
        confidence: 0,
        handoff: true,
        reason: 'no_question' as const,
      };
    }
    const settings = await getBotSettings(ctx.db, conversation.numberId);
    const history = await conversationHistory(ctx.db, {
      conversationId: conversation.id,
      before: last.createdAt,
      limit: BOT_LIMITS.historyMessages,
    });
    const answer = await answerQuestion(
      { db: ctx.db, llm: ctx.llm, now: ctx.now },
      {
        businessId: conversation.businessId,
        question,
        tone: settings.tone,
        threshold: settings.threshold,
        history: historyTurns(history),
      },
    );
    return {
      question,
      answer: answer.answer,
      sources: answer.sources,
      confidence: answer.confidence,
      handoff: answer.handoff,
      reason: answer.handoffReason,
    };
  });
