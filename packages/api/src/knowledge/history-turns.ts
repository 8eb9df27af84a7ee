import type { SenderKind } from '@balasin/shared';
import type { AnswerInput } from './answer-question.ts';

const ROLE = { contact: 'customer', bot: 'bot', agent: 'agent', api: 'agent' } as const;

/** Stored messages as the answer engine reads a conversation: who said what, text only. */
export const historyTurns = (
  rows: { senderKind: SenderKind; body: string | null }[],
): NonNullable<AnswerInput['history']> =>
  rows.flatMap((row) => (row.body ? [{ role: ROLE[row.senderKind], text: row.body }] : []));
