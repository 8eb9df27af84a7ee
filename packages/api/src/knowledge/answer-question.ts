import type { Db } from '@balasin/db';
import { asksForPerson, KNOWLEDGE_DEFAULT_THRESHOLD, KNOWLEDGE_LIMITS } from '@balasin/shared';
import type { Llm, LlmMessage } from './llm-port.ts';
import { type RetrievedPassage, retrieveKnowledge } from './retrieve-knowledge.ts';
import { trimText } from './trim-text.ts';
import { unwrapLines } from './unwrap-lines.ts';

export type AnswerSource = {
  id: string;
  kind: 'faq' | 'document' | 'page';
  title: string;
  excerpt: string;
  score: number;
};

export type Answer = {
  /** What to send the customer; null when the question goes to a person. */
  answer: string | null;
  /** The passages the answer rests on (or came closest), best first, one per source. */
  sources: AnswerSource[];
  /** The best passage's score, 0..1. */
  confidence: number;
  handoff: boolean;
  handoffReason: 'asked_for_person' | 'low_confidence' | null;
};

export type AnswerDeps = {
  db: Db;
  /** Null when AI_BASE_URL / AI_API_KEY / AI_MODEL are not set: answers are retrieval-only. */
  llm: Llm | null;
  now: () => Date;
};

export type AnswerInput = {
  businessId: string;
  question: string;
  /** How the business wants to sound ("ramah dan santai", "formal"); the LLM path only. */
  tone?: string;
  /** Minimum confidence to answer (0..1); KNOWLEDGE_DEFAULT_THRESHOLD when absent. */
  threshold?: number;
  /** The conversation so far, oldest first, for the LLM to read follow-up questions in context. */
  history?: { role: 'customer' | 'bot' | 'agent'; text: string }[];
};

/** What the LLM answers when the passages do not hold the answer. */
const CANNOT_ANSWER = 'HANDOFF';
/** Turns of history the LLM reads. */
const HISTORY_TURNS = 6;

const toSource = (passage: RetrievedPassage): AnswerSource => ({
  id: passage.sourceId,
  kind: passage.kind,
  title: passage.title,
  excerpt: trimText(passage.answer ?? passage.body, KNOWLEDGE_LIMITS.excerptChars),
  score: passage.score,
});

/**
 * The best passage as the reply itself: a FAQ's answer as the owner wrote it, or a document's
 * passage with its wrapped lines joined, cut at a sentence.
 */
const retrievalAnswer = (passage: RetrievedPassage) =>
  trimText(passage.answer ?? unwrapLines(passage.body), KNOWLEDGE_LIMITS.replyMaxChars);

const systemPrompt = (passages: RetrievedPassage[], tone: string | undefined) =>
  [
    'You answer customers of a small business on WhatsApp, on its behalf.',
    'Answer ONLY from the passages below. Never invent or estimate a price, a date, a stock level, a discount, a guarantee or any promise that the passages do not state word for word.',
    `If the passages do not answer the question, reply with exactly ${CANNOT_ANSWER} and nothing else.`,
    "Reply in the customer's language (Indonesian, English, or the mix they write in).",
    'Keep it short like a WhatsApp message: at most 3 sentences, plain text, no Markdown headings or tables.',
    tone ? `Tone: ${tone}.` : 'Tone: friendly and polite.',
    '',
    'Passages:',
    ...passages.map(
      (passage, index) =>
        `[${index + 1}] ${passage.title}\n${passage.answer ? `Q: ${passage.heading}\nA: ${passage.answer}` : passage.body}`,
    ),
  ].join('\n');

const historyMessages = (history: AnswerInput['history']): LlmMessage[] =>
  (history ?? []).slice(-HISTORY_TURNS).map((turn) => ({
    role: turn.role === 'customer' ? 'user' : 'assistant',
    content: turn.text,
  }));

/**
 * The LLM's reply grounded in the passages, or undefined when it cannot help: it failed (a
 * time-out, 429, 5xx, an empty answer) or said the passages do not hold the answer.
 */
const llmAnswer = async (
  llm: Llm,
  passages: RetrievedPassage[],
  input: AnswerInput,
): Promise<{ text: string } | { cannotAnswer: true } | undefined> => {
  try {
    const text = (
      await llm.generate({
        system: systemPrompt(passages, input.tone),
        messages: [...historyMessages(input.history), { role: 'user', content: input.question }],
        signal: AbortSignal.timeout(KNOWLEDGE_LIMITS.llmTimeoutMs),
      })
    ).trim();
    if (!text) return undefined;
    if (text.replace(/[^A-Z]/g, '') === CANNOT_ANSWER) return { cannotAnswer: true };
    return { text: trimText(text, KNOWLEDGE_LIMITS.replyMaxChars) };
  } catch {
    return undefined;
  }
};

/** The passages the LLM reads: only those near the best one, as a weak match is no ground to answer on. */
export const groundingPassages = (passages: RetrievedPassage[], threshold: number) =>
  passages.filter((passage) => passage.score >= threshold * 0.8);

/**
 * Answers a customer's question from the business's knowledge, or hands it to a person: when
 * they ask for one, or when no passage covers the question well enough. With an LLM the reply
 * is written from the best passages; without one, or when it fails, the best passage is the
 * reply. Never throws for the LLM's sake; a database failure does reject.
 */
export const answerQuestion = async (deps: AnswerDeps, input: AnswerInput): Promise<Answer> => {
  if (asksForPerson(input.question)) {
    return {
      answer: null,
      sources: [],
      confidence: 0,
      handoff: true,
      handoffReason: 'asked_for_person',
    };
  }
  const threshold = input.threshold ?? KNOWLEDGE_DEFAULT_THRESHOLD;
  const passages = await retrieveKnowledge(deps.db, {
    businessId: input.businessId,
    question: input.question.slice(0, KNOWLEDGE_LIMITS.askMax),
    limit: KNOWLEDGE_LIMITS.passagesMax,
  });
  const best = passages[0];
  const confidence = best?.score ?? 0;
  const sources = passages.map(toSource);
  if (!best || confidence < threshold) {
    return { answer: null, sources, confidence, handoff: true, handoffReason: 'low_confidence' };
  }
  if (deps.llm) {
    const written = await llmAnswer(deps.llm, groundingPassages(passages, threshold), input);
    if (written && 'cannotAnswer' in written) {
      return { answer: null, sources, confidence, handoff: true, handoffReason: 'low_confidence' };
    }
    if (written) {
      return { answer: written.text, sources, confidence, handoff: false, handoffReason: null };
    }
  }
  return {
    answer: retrievalAnswer(best),
    sources,
    confidence,
    handoff: false,
    handoffReason: null,
  };
};
