export { type BackoffPolicy, backoffDelay } from './backoff.ts';
export { createLazyBaileysDriver } from './baileys/lazy-driver.ts';
export {
  type Connection,
  type ConnectionOptions,
  type ConnectionPolicy,
  type ConnectionSnapshot,
  createConnection,
  DEFAULT_CONNECTION_POLICY,
  type LinkedAccount,
} from './connection.ts';
export { NotConnectedError } from './errors.ts';
export { createMemoryAuthStore } from './memory-auth-store.ts';
export { CLOSE_REASON_WORDS, ENGINE_MESSAGES, failedAfterAttempts } from './messages.ts';
export {
  createSandboxDriver,
  type SandboxDelivery,
  type SandboxDriver,
  type SandboxNetwork,
  type SandboxOptions,
} from './sandbox/driver.ts';
export * from './types.ts';
