import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. 2 is Algorithm.Argon2id (a const enum). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; for an unknown account it verifies against a dummy hash of the same
 * cost, so response time does not reveal which e-mails exist.
 */
export const verifyPassword = async (storedHash: string | undefined, password: string) => {
  if (storedHash) return verify(storedHash, password);
  dummyHash ??= hashPassword('balasin-timing-equaliser');
  await verify(await dummyHash, password);
  return false;
};
