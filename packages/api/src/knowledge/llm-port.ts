/** One turn the LLM reads: what the customer wrote, or what the business (bot or agent) answered. */
export type LlmMessage = { role: 'user' | 'assistant'; content: string };

/**
 * A chat model behind any OpenAI-compatible endpoint (the server builds it from AI_BASE_URL,
 * AI_API_KEY and AI_MODEL). It rejects on any failure (time-out, 429, 5xx, an empty answer):
 * the caller decides what the customer gets instead.
 */
export type Llm = {
  generate: (prompt: {
    system: string;
    messages: LlmMessage[];
    /** Aborted when the answer is no longer wanted (the time-out). */
    signal: AbortSignal;
  }) => Promise<string>;
};
