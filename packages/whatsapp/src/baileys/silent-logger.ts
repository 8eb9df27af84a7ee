import type { UserFacingSocketConfig } from 'baileys';

/** Baileys' logger shape (pino's), which its package index does not export by name. */
export type BaileysLogger = NonNullable<UserFacingSocketConfig['logger']>;

const ignore = () => {};

/** Baileys logs a great deal at info level; the server passes its own logger when it wants that. */
export const silentLogger: BaileysLogger = {
  level: 'silent',
  child: () => silentLogger,
  trace: ignore,
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
};
