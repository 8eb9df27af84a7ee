import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 bits, URL-safe: opaque session and verification tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are high-entropy, so a fast hash is enough; only hashes are stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The successor of a refresh token is derived from the raw token (only the client has it) and
 * the row's rotation key (only the database has it), so a refresh repeated within the reuse
 * window returns the very same pair without storing any raw token.
 */
export const deriveSuccessorTokens = (refreshToken: string, rotationKey: string) => ({
  accessToken: createHmac('sha256', rotationKey)
    .update(`access:${refreshToken}`)
    .digest('base64url'),
  refreshToken: createHmac('sha256', rotationKey)
    .update(`refresh:${refreshToken}`)
    .digest('base64url'),
});
