import { messagingMessages } from '@balasin/shared';
import { z } from 'zod';

/**
 * A list's `limit` from the query string. Every way it can be wrong (not a number, a fraction,
 * out of range, given twice) says the same: zod's own words named NaN for `limit=abc`, which
 * the caller never sent.
 */
export const pageLimitParam = (max: number, fallback: number) => {
  const error = messagingMessages.pageLimitInvalid(max);
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(max, { error })
    .default(fallback);
};
