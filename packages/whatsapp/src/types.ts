/**
 * The engine's ports. Drivers speak WhatsApp (or simulate it); the connection (state machine)
 * sits on top of one driver session; storage, events and the clock are injected by the server,
 * so this package imports neither the database nor the API.
 */

// One spelling of these for the engine, the database and the pages.
export type { ConnectionState, ConnectMethod, DriverName } from '@balasin/shared';

import type { ConnectMethod, DriverName } from '@balasin/shared';

/** Why a driver's link closed, in the engine's words (Baileys' status codes map onto these). */
export type CloseReason =
  | 'logged_out' // 401: the phone removed the device; auth state is void
  | 'restart_required' // 515: expected right after pairing; reconnect at once
  | 'replaced' // 440: another session took over this device
  | 'bad_session' // 500: auth state unusable
  | 'banned' // 403
  | 'connection_lost' // 408, 428, network errors
  | 'closed'; // we closed it ourselves

/** What a driver session reports about its link. `qr` repeats as WhatsApp rotates it. */
export type LinkEvent =
  | { type: 'connecting' }
  | { type: 'qr'; qr: string }
  | { type: 'pairing_code'; code: string }
  | { type: 'open'; me: { phone: string; lid?: string; name?: string } }
  | { type: 'close'; reason: CloseReason; detail?: string };

/** A WhatsApp user as a message names them: by phone number, by LID, or both. */
export type Peer = { phone?: string; lid?: string; name?: string };

/**
 * A received file as WhatsApp describes it. The bytes stay on WhatsApp's servers until
 * `download` fetches them (absent when the driver cannot); it rejects with MediaTooLargeError as
 * soon as more than `maxBytes` arrive, so an oversized file is never held whole in memory.
 */
export type InboundMedia = {
  mimeType?: string;
  fileName?: string;
  size?: number;
  caption?: string;
  download?: (options: { maxBytes: number }) => Promise<Uint8Array>;
};

/** Where a message was written: only a one-to-one chat is a customer talking to the business. */
export type ChatKind = 'direct' | 'group' | 'status' | 'broadcast' | 'other';

/**
 * What a received event is: a message someone wrote, or something about one (a reaction, an
 * edit, a deletion) or about the link (protocol chatter): nothing a person should be answered for.
 */
export type InboundKind = 'message' | 'reaction' | 'edit' | 'deletion' | 'protocol';

export type InboundMessage = {
  externalId: string;
  /**
   * Who wrote it; in a one-to-one chat the customer, also when `fromMe` (then the customer is
   * whom the number wrote to). In a group, the participant.
   */
  from: Peer;
  chat: ChatKind;
  kind: InboundKind;
  /**
   * Written by the number itself on another device (the phone's WhatsApp, WhatsApp Web): a
   * person at the business answered outside Balasin.
   */
  fromMe: boolean;
  type: 'text' | 'image' | 'document' | 'audio' | 'video' | 'location' | 'sticker' | 'other';
  text?: string;
  media?: InboundMedia;
  location?: { latitude: number; longitude: number; name?: string };
  timestamp: Date;
};

/**
 * `id`, when given, becomes WhatsApp's message id: a retry after a crash sends the same id again,
 * and the recipient's phone shows one message, not two.
 */
export type OutboundMessage = { to: string; id?: string } & (
  | { type: 'text'; text: string }
  | { type: 'image' | 'document'; url: string; caption?: string; filename?: string }
);

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';
export type StatusUpdate = { externalId: string; status: DeliveryStatus; at: Date; error?: string };

/** Callbacks a driver session calls. `activity` fires on any frame received (the watchdog's food). */
export type SessionHandlers = {
  link: (event: LinkEvent) => void;
  message: (message: InboundMessage) => void;
  status: (update: StatusUpdate) => void;
  /** Phone-number and LID pairs WhatsApp revealed, so a contact stays one contact. */
  identities: (pairs: { phone: string; lid: string }[]) => void;
  activity: () => void;
};

/**
 * Auth state as opaque text values under string keys (creds, signal keys), one store per number.
 * `set` is atomic: every entry of one call is written, or none; a null value deletes its key.
 */
export type AuthStore = {
  get: (keys: string[]) => Promise<Map<string, string>>;
  set: (entries: Record<string, string | null>) => Promise<void>;
  clear: () => Promise<void>;
};

export type OpenOptions = {
  numberId: string;
  /** The number in E.164 digits without '+', e.g. 6281234567890 (pairing codes need it). */
  phone: string;
  method: ConnectMethod;
  auth: AuthStore;
  handlers: SessionHandlers;
};

export type DriverSession = {
  send: (message: OutboundMessage) => Promise<{ externalId: string }>;
  /** Typing presence before a reply (WhatsApp Web numbers); a no-op where it means nothing. */
  typing: (to: string, on: boolean) => Promise<void>;
  /** Ends the link and keeps the auth state (a restart resumes without a new scan). */
  close: () => Promise<void>;
  /** Tells WhatsApp the device leaves, then clears the auth state. */
  logout: () => Promise<void>;
};

export type Driver = {
  name: DriverName;
  open: (options: OpenOptions) => Promise<DriverSession>;
};
