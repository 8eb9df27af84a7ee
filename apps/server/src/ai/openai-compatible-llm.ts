import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Llm } from '@balasin/api';
import { KNOWLEDGE_LIMITS } from '@balasin/shared';
import { generateText } from 'ai';

export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** One answer's whole budget, retries included; KNOWLEDGE_LIMITS.llmTimeoutMs by default. */
  timeoutMs?: number;
  /** Retries after a 429 or 5xx within that budget (1: a customer is waiting). */
  maxRetries?: number;
};

/**
 * The chat model at an OpenAI-compatible endpoint (OpenAI, Groq, OpenRouter, a local Ollama or
 * vLLM...). Every failure rejects; answerQuestion falls back to the retrieval answer.
 */
export const createOpenAiCompatibleLlm = (config: LlmConfig): Llm => {
  const provider = createOpenAICompatible({
    name: 'balasin-ai',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
  });
  const model = provider.chatModel(config.model);
  const timeoutMs = config.timeoutMs ?? KNOWLEDGE_LIMITS.llmTimeoutMs;
  return {
    generate: async (prompt) => {
      const result = await generateText({
        model,
        instructions: prompt.system,
        messages: prompt.messages,
        abortSignal: AbortSignal.any([prompt.signal, AbortSignal.timeout(timeoutMs)]),
        maxRetries: config.maxRetries ?? 1,
        temperature: 0.2,
        maxOutputTokens: 300,
      });
      return result.text;
    },
  };
};

/** The LLM the environment configures, or null (retrieval-only answers) when any of the three is unset. */
export const llmFromEnv = (env: {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
}) =>
  env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
    ? createOpenAiCompatibleLlm({
        baseUrl: env.AI_BASE_URL,
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL,
      })
    : null;
