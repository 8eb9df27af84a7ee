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
export { MediaRefusedError, MediaTooLargeError, NotConnectedError } from './errors.ts';
export { createMemoryAuthStore } from './memory-auth-store.ts';
export { CLOSE_REASON_WORDS, ENGINE_MESSAGES, failedAfterAttempts } from './messages.ts';
export { readCapped } from './read-capped.ts';
export {
  createSandboxDriver,
  type SandboxChat,
  type SandboxDelivery,
  type SandboxDriver,
  type SandboxInbound,
  type SandboxNetwork,
  type SandboxOptions,
} from './sandbox/driver.ts';
export * from './types.ts';
