import type { NumberStatus } from './plans.ts';

/** How a number reaches WhatsApp. `cloud` (Meta's Cloud API) is designed for, not built yet. */
export const DRIVERS = ['baileys', 'sandbox', 'cloud'] as const;
export type DriverName = (typeof DRIVERS)[number];

/** How the owner asked to connect (the REST contract's `method`). */
export const CONNECT_METHODS = ['qr', 'pairing_code', 'cloud', 'sandbox'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

/** The engine's states, as the design page gives them. `logged_out` and `failed` wait for the owner. */
export const CONNECTION_STATES = [
  'disconnected',
  'connecting',
  'qr',
  'pairing',
  'connected',
  'logged_out',
  'failed',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/**
 * The spec's three list statuses follow the engine: pairing is still "connecting" to the owner,
 * and the states that wait for the owner are "disconnected".
 */
export const statusOfState = (state: ConnectionState): NumberStatus => {
  if (state === 'connected') return 'connected';
  if (state === 'connecting' || state === 'qr' || state === 'pairing') return 'connecting';
  return 'disconnected';
};

/** What each state means, in words, on the number's page. */
export const CONNECTION_STATE_TEXT: Record<ConnectionState, { label: string; meaning: string }> = {
  disconnected: {
    label: 'Disconnected',
    meaning: 'Not linked to WhatsApp. Press Connect to link this number.',
  },
  connecting: {
    label: 'Connecting',
    meaning: 'Opening the link to WhatsApp. This usually takes a few seconds.',
  },
  qr: {
    label: 'Waiting for scan',
    meaning:
      'On the phone, open WhatsApp > Settings > Linked devices > Link a device, and scan this code. It changes every few seconds.',
  },
  pairing: {
    label: 'Waiting for code',
    meaning:
      'On the phone, open WhatsApp > Settings > Linked devices > Link a device > Link with phone number instead, and type this code.',
  },
  connected: {
    label: 'Connected',
    meaning: 'Linked to WhatsApp: messages to this number arrive here and replies go out from it.',
  },
  logged_out: {
    label: 'Logged out',
    meaning: 'The phone removed this device, or you logged out. Connect again and scan a new code.',
  },
  failed: {
    label: 'Failed',
    meaning:
      'Balasin stopped trying to connect after repeated errors. Read the error, then Reconnect.',
  },
};

export const ENGINE_LIMITS = {
  /** Sandbox (test) numbers per business, outside the package's number limit. */
  testNumbersMax: 2,
  /** A worker that has not renewed its lease for this long is dead: its numbers are taken over. */
  leaseTtlSeconds: 30,
  leaseRenewSeconds: 10,
  /** Start-up connects are spread out so a restart does not reconnect every number at once. */
  startupSpreadMs: 250,
  sandboxTextMax: 4096,
  sandboxMessagesPage: 100,
} as const;
