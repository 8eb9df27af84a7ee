import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * `bls_<8 visible characters>_<43 secret characters>`: 256 random bits behind a prefix an owner
 * can read in a list. Only the SHA-256 of the whole token is stored.
 */
export const newApiToken = () => {
  const visible = [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  const prefix = `bls_${visible}`;
  const token = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, tokenHash: createHash('sha256').update(token).digest('hex') };
};
