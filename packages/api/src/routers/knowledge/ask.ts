import { findNumberForBusiness, getBotSettings } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { answerQuestion } from '../../knowledge/answer-question.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { askInput, askMeta, askOutput } from './ask.schema.ts';
import { knowledgeBusinessId } from './knowledge-business.ts';

export const askProcedure = managerProcedure
  .meta(askMeta)
  .input(askInput)
  .output(askOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = knowledgeBusinessId(ctx.membership);
    let settings: { tone: string; threshold: number } | undefined;
    if (input.number_id !== undefined) {
      const number = isUuid(input.number_id)
        ? await findNumberForBusiness(ctx.db, businessId, input.number_id)
        : undefined;
      if (!number) throw new NotFoundError(messages.numberNotFound);
      // As that number's bot would answer: its tone, its threshold.
      settings = await getBotSettings(ctx.db, number.id);
    }
    const answer = await answerQuestion(
      { db: ctx.db, llm: ctx.llm, now: ctx.now },
      {
        businessId,
        question: input.question,
        ...(settings ? { tone: settings.tone, threshold: settings.threshold } : {}),
      },
    );
    return {
      answer: answer.answer,
      sources: answer.sources,
      confidence: answer.confidence,
      handoff: answer.handoff,
    };
  });
