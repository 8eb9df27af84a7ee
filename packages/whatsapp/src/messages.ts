import type { CloseReason } from './types.ts';

/**
 * Every sentence the engine puts in front of a person (the snapshot's `error`), in one place so
 * the dashboard, the API and the tests read the same words.
 */
export const ENGINE_MESSAGES = {
  loggedOut: 'Logged out: scan again',
  badSession: 'The saved WhatsApp session could not be used: scan again',
  replaced:
    'This number was opened in another WhatsApp Web session, which took over: close it, then press Connect',
  banned: 'WhatsApp refused this number (it may be banned or restricted): check the phone',
  pairingTimedOut: 'Pairing timed out: press Connect to try again',
  reconnecting: 'Connection lost: reconnecting',
} as const;

/** A close reason in words, for the "failed after N attempts" message and the retry status. */
export const CLOSE_REASON_WORDS: Record<CloseReason, string> = {
  logged_out: 'logged out',
  restart_required: 'WhatsApp asked for a restart',
  replaced: 'replaced by another session',
  bad_session: 'the saved session was unusable',
  banned: 'refused by WhatsApp',
  connection_lost: 'connection lost',
  closed: 'connection closed',
};

export const failedAfterAttempts = (attempts: number, reason: string) =>
  `Could not connect after ${attempts} attempts (last: ${reason}): press Connect to try again`;
