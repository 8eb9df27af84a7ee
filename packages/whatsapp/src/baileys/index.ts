// The Baileys driver itself, for callers that want it loaded now (tests, a fake socket).
export { loadAuthState, type StoredAuthState } from './auth-state.ts';
export {
  type BaileysDriverOptions,
  type BaileysSocket,
  createBaileysDriver,
  type MakeSocket,
} from './driver.ts';
export type { BaileysLogger } from './silent-logger.ts';
