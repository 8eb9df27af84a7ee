export type BackoffPolicy = { baseDelayMs: number; maxDelayMs: number; random: () => number };

/**
 * Delay before retry number `attempt` (1-based): exponential, capped, with full jitter, so 500
 * numbers dropped by the same network blip do not all knock on WhatsApp's door at once.
 */
export const backoffDelay = (attempt: number, policy: BackoffPolicy): number => {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(policy.random() * ceiling);
};
