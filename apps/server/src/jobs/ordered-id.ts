import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7 whose order is the order of the calls in this process: the time in milliseconds, then
 * a counter within the millisecond (RFC 9562's method 1), then random bits. pg-boss takes a
 * conversation's next job by `created_on` and then `id`, and `created_on` is the time its
 * transaction started: two messages queued in one transaction (a greeting and an answer) would
 * otherwise go out in the order of two random ids.
 */
export const orderedId = () => {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // 4,096 in one millisecond: borrow the next one, which keeps the order.
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
