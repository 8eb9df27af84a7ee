import { messages } from '@balasin/shared';
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
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
 * Counts failed logins in memory (one server process; a shared store would be needed for
 * several). Checked before any password hashing, so a flood costs no CPU.
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

  const refuse = (res: RateLimiterRes) => {
    throw new TooManyRequestsError(
      Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      messages.tooManyLoginAttempts,
    );
  };

  return {
    async check(ip: string, email: string) {
      const [pair, ipOnly] = await Promise.all([byIpAndEmail.get(keyOf(ip, email)), byIp.get(ip)]);
      if (pair && pair.consumedPoints >= limits.failuresPerIpAndEmail) refuse(pair);
      if (ipOnly && ipOnly.consumedPoints >= limits.failuresPerIp) refuse(ipOnly);
    },
    async recordFailure(ip: string, email: string) {
      // consume() rejects once the budget is spent; the next check() refuses, so ignore that here.
      await Promise.allSettled([byIpAndEmail.consume(keyOf(ip, email)), byIp.consume(ip)]);
    },
    async recordSuccess(ip: string, email: string) {
      await byIpAndEmail.delete(keyOf(ip, email));
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
