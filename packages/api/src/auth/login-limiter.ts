import { messages } from '@balasin/shared';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors.ts';

export type LoginLimits = {
  /** Failed logins allowed per IP and e-mail within the window. */
  failuresPerIpAndEmail: number;
  /** Failed logins allowed per IP (any e-mail) within the window. */
  failuresPerIp: number;
  windowSeconds: number;
};

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  failuresPerIpAndEmail: 10,
  failuresPerIp: 100,
  windowSeconds: 15 * 60,
};

/**
 * Counts login attempts in memory (one server process; a shared store would be needed for
 * several). An attempt reserves a point per IP+e-mail and per IP before any password hashing, in
 * one atomic step each, so parallel attempts cannot all pass a check made before any is counted.
 * A successful login gives its points back (and clears its IP+e-mail count); a failed one keeps
 * them; one the database could not judge gives them back.
 */
export const createLoginLimiter = (limits: LoginLimits = DEFAULT_LOGIN_LIMITS) => {
  const byIpAndEmail = new RateLimiterMemory({
    points: limits.failuresPerIpAndEmail,
    duration: limits.windowSeconds,
  });
  const byIp = new RateLimiterMemory({
    points: limits.failuresPerIp,
    duration: limits.windowSeconds,
  });
  const keyOf = (ip: string, email: string) => `${ip}|${email}`;

  /** consume() rejects with the limiter's state once the budget is spent. */
  const refusal = (rejection: unknown) => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return new TooManyRequestsError(
      Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      messages.tooManyLoginAttempts,
    );
  };

  return {
    /** Takes one attempt from both budgets, or refuses (429) and takes none. */
    async reserve(ip: string, email: string) {
      try {
        await byIpAndEmail.consume(keyOf(ip, email));
      } catch (rejection) {
        await byIpAndEmail.reward(keyOf(ip, email));
        throw refusal(rejection);
      }
      try {
        await byIp.consume(ip);
      } catch (rejection) {
        await Promise.all([byIp.reward(ip), byIpAndEmail.reward(keyOf(ip, email))]);
        throw refusal(rejection);
      }
    },
    /** The attempt could not be judged (the database failed): it costs nothing. */
    async release(ip: string, email: string) {
      await Promise.all([byIpAndEmail.reward(keyOf(ip, email)), byIp.reward(ip)]);
    },
    /** The right password: this IP+e-mail starts afresh, and the IP gets its point back. */
    async succeeded(ip: string, email: string) {
      await Promise.all([byIpAndEmail.delete(keyOf(ip, email)), byIp.reward(ip)]);
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
