import { MediaTooLargeError } from '../errors.ts';
import type {
  AuthStore,
  Driver,
  DriverSession,
  InboundMessage,
  OpenOptions,
  OutboundMessage,
  SessionHandlers,
  StatusUpdate,
} from '../types.ts';
import { newMessageId, newPairingCode, newQrPayload } from './codes.ts';

export type SandboxDelivery = OutboundMessage & { externalId: string; at: Date };

/** Where the simulated customers' phones live: the server stores what each one received. */
export type SandboxNetwork = {
  deliver: (numberId: string, message: SandboxDelivery) => Promise<void>;
  /**
   * The simulated media server: the bytes a customer's phone uploaded under `ref`. Only a
   * customer who sends a file needs it.
   */
  fetchMedia?: (ref: string) => Promise<Uint8Array>;
};

/** What a simulated customer sends: text, a file already uploaded under `ref`, or a place. */
export type SandboxInbound =
  | { type: 'text'; text: string }
  | {
      type: 'image' | 'document' | 'audio';
      ref: string;
      mimeType: string;
      size: number;
      fileName?: string;
      caption?: string;
    }
  | { type: 'location'; latitude: number; longitude: number; name?: string }
  /** An emoji reaction to one of the number's messages (not a message of its own). */
  | { type: 'reaction'; emoji: string };

/**
 * Where the simulated message is written: the customer's one-to-one chat (the default) or a
 * group the number is in; `fromMe` is the business's own phone writing to the customer.
 */
export type SandboxChat = { group?: string; fromMe?: boolean };

export type SandboxDriver = Driver & {
  /** Ends an open session as a lost network would; false when none of that number is open. */
  drop: (numberId: string) => boolean;
  /** The owner "scans" the QR (or enters the code); false when no session of it is waiting. */
  scan: (numberId: string) => boolean;
  /** A simulated customer writes; returns the message's id, or null when the number is not open. */
  inbound: (
    numberId: string,
    from: { phone: string; name?: string },
    content: SandboxInbound,
    chat?: SandboxChat,
  ) => string | null;
};

export type SandboxOptions = {
  /** WhatsApp rotates its linking QR every 20 s. */
  qrRotateMs?: number;
  /** How long after `sent` the simulated phone reports `delivered`. */
  deliveredAfterMs?: number;
  /** Stands in for WhatsApp's keep-alive pings, which feed the connection's watchdog. */
  heartbeatMs?: number;
};

const CREDS_KEY = 'creds';

type Session = {
  numberId: string;
  phone: string;
  auth: AuthStore;
  handlers: SessionHandlers;
  phase: 'waiting' | 'pairing' | 'open' | 'closed';
  rotation?: ReturnType<typeof setInterval>;
  // Created on the first send only: 500 idle benchmark numbers should cost next to nothing.
  pending?: Set<ReturnType<typeof setTimeout>>;
};

/**
 * A simulated phone network, like a payment provider's test mode. Pairing is a button press,
 * resuming with stored creds needs none, and customers are whoever calls `inbound`.
 * A session ended by its caller (close, logout) reports no link event: the caller knows.
 */
export const createSandboxDriver = (
  network: SandboxNetwork,
  options: SandboxOptions = {},
): SandboxDriver => {
  const qrRotateMs = options.qrRotateMs ?? 20_000;
  const deliveredAfterMs = options.deliveredAfterMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const sessions = new Map<string, Session>();
  // One timer for every open number rather than one each.
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const beat = () => {
    for (const session of sessions.values()) {
      if (session.phase === 'open') session.handlers.activity();
    }
  };

  const end = (session: Session) => {
    session.phase = 'closed';
    clearInterval(session.rotation);
    session.rotation = undefined;
    for (const timer of session.pending ?? []) clearTimeout(timer);
    session.pending = undefined;
    if (sessions.get(session.numberId) === session) sessions.delete(session.numberId);
    if (sessions.size === 0) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  const markOpen = (session: Session) => {
    session.phase = 'open';
    heartbeat ??= setInterval(beat, heartbeatMs);
    session.handlers.link({ type: 'open', me: { phone: session.phone, name: 'Balasin Sandbox' } });
  };

  const later = (session: Session, ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      session.pending?.delete(timer);
      run();
    }, ms);
    session.pending ??= new Set();
    session.pending.add(timer);
  };

  const statusLater = (session: Session, ms: number, update: Omit<StatusUpdate, 'at'>) =>
    later(session, ms, () => session.handlers.status({ ...update, at: new Date() }));

  const open = async ({
    numberId,
    phone,
    method,
    auth,
    handlers,
  }: OpenOptions): Promise<DriverSession> => {
    const paired = (await auth.get([CREDS_KEY])).has(CREDS_KEY);
    const previous = sessions.get(numberId);
    const session: Session = { numberId, phone, auth, handlers, phase: 'waiting' };
    sessions.set(numberId, session);
    // As on WhatsApp, a second session of the same device takes over from the first.
    if (previous) {
      end(previous);
      previous.handlers.link({ type: 'close', reason: 'replaced' });
    }

    handlers.link({ type: 'connecting' });
    if (paired) {
      markOpen(session);
    } else if (method === 'pairing_code') {
      handlers.link({ type: 'pairing_code', code: newPairingCode() });
    } else {
      const showQr = () => handlers.link({ type: 'qr', qr: newQrPayload(numberId) });
      showQr();
      session.rotation = setInterval(showQr, qrRotateMs);
    }

    return {
      send: async (message) => {
        if (session.phase !== 'open') throw new Error('The sandbox link is not open');
        const externalId = message.id ?? newMessageId();
        await network.deliver(numberId, { ...message, externalId, at: new Date() });
        // After send resolves, as on WhatsApp, so the caller has stored the id the statuses name.
        statusLater(session, 0, { externalId, status: 'sent' });
        statusLater(session, deliveredAfterMs, { externalId, status: 'delivered' });
        return { externalId };
      },
      typing: async () => {},
      close: async () => end(session),
      logout: async () => {
        end(session);
        await auth.clear();
      },
    };
  };

  const scan = (numberId: string) => {
    const session = sessions.get(numberId);
    if (session?.phase !== 'waiting') return false;
    session.phase = 'pairing';
    clearInterval(session.rotation);
    session.rotation = undefined;
    const creds = JSON.stringify({ sandbox: true, numberId, pairedAt: new Date().toISOString() });
    session.auth.set({ [CREDS_KEY]: creds }).then(
      () => {
        if (session.phase === 'pairing') markOpen(session);
      },
      (error: unknown) => {
        if (session.phase !== 'pairing') return;
        end(session);
        const detail = error instanceof Error ? error.message : String(error);
        session.handlers.link({ type: 'close', reason: 'connection_lost', detail });
      },
    );
    return true;
  };

  /** As WhatsApp hands a file over: metadata now, bytes from the media server on demand. */
  const mediaOf = (content: Extract<SandboxInbound, { ref: string }>) => ({
    mimeType: content.mimeType,
    size: content.size,
    ...(content.fileName ? { fileName: content.fileName } : {}),
    ...(content.caption ? { caption: content.caption } : {}),
    download: async ({ maxBytes }: { maxBytes: number }) => {
      if (!network.fetchMedia) throw new Error('The sandbox network keeps no media');
      const bytes = await network.fetchMedia(content.ref);
      if (bytes.byteLength > maxBytes) throw new MediaTooLargeError(maxBytes);
      return bytes;
    },
  });

  const contentOf = (
    content: SandboxInbound,
  ): Pick<InboundMessage, 'type' | 'text' | 'media' | 'location' | 'kind'> => {
    if (content.type === 'text') return { kind: 'message', type: 'text', text: content.text };
    if (content.type === 'reaction')
      return { kind: 'reaction', type: 'other', text: content.emoji };
    if (content.type === 'location') {
      const { type, ...location } = content;
      return { kind: 'message', type, location };
    }
    return {
      kind: 'message',
      type: content.type,
      ...(content.caption ? { text: content.caption } : {}),
      media: mediaOf(content),
    };
  };

  const inbound = (
    numberId: string,
    from: { phone: string; name?: string },
    content: SandboxInbound,
    chat: SandboxChat = {},
  ) => {
    const session = sessions.get(numberId);
    if (session?.phase !== 'open') return null;
    const externalId = newMessageId();
    session.handlers.activity();
    session.handlers.message({
      externalId,
      from: { phone: from.phone.replace(/\D/g, ''), ...(from.name ? { name: from.name } : {}) },
      chat: chat.group ? 'group' : 'direct',
      fromMe: chat.fromMe === true,
      ...contentOf(content),
      timestamp: new Date(),
    });
    return externalId;
  };

  /** The simulated network loses the link, as a phone going out of coverage would. */
  const drop = (numberId: string) => {
    const session = sessions.get(numberId);
    if (session?.phase !== 'open') return false;
    end(session);
    session.handlers.link({
      type: 'close',
      reason: 'connection_lost',
      detail: 'sandbox link dropped',
    });
    return true;
  };

  return { name: 'sandbox', open, scan, inbound, drop };
};
