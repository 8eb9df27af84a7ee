import { DisconnectReason } from 'baileys';
import type { CloseReason } from '../types.ts';

/** Baileys closes with a Boom error; its HTTP-like status code says why. */
export const statusCodeOf = (error: unknown): number | undefined => {
  const output = (error as { output?: { statusCode?: unknown } } | undefined)?.output;
  return typeof output?.statusCode === 'number' ? output.statusCode : undefined;
};

export const closeReasonOf = (error: unknown): CloseReason => {
  switch (statusCodeOf(error)) {
    case DisconnectReason.loggedOut:
      return 'logged_out';
    case DisconnectReason.restartRequired:
      return 'restart_required';
    case DisconnectReason.connectionReplaced:
      return 'replaced';
    // 411: the account's multi-device state no longer matches these keys; only a new pairing helps.
    case DisconnectReason.badSession:
    case DisconnectReason.multideviceMismatch:
      return 'bad_session';
    case DisconnectReason.forbidden:
      return 'banned';
    default:
      // 408, 428, 503, socket errors and anything new: worth another try.
      return 'connection_lost';
  }
};
