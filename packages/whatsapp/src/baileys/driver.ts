import NodeCache from '@cacheable/node-cache';
import makeWASocket, {
  type AnyMessageContent,
  type BaileysEventEmitter,
  Browsers,
  type CacheStore,
  makeCacheableSignalKeyStore,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WAPresence,
} from 'baileys';
import type { Driver, DriverSession, OpenOptions, StatusUpdate } from '../types.ts';
import { loadAuthState } from './auth-state.ts';
import { closeReasonOf } from './close-reason.ts';
import { toInboundMessage } from './inbound.ts';
import { parseJid, peerOf, toJid } from './jid.ts';
import { downloadMedia } from './media.ts';
import { toMessageContent } from './outbound.ts';
import { type BaileysLogger, silentLogger } from './silent-logger.ts';
import { deliveryStatusOf } from './status.ts';

/** The part of Baileys' socket this driver uses; `makeWASocket`'s socket has all of it. */
export type BaileysSocket = {
  ev: Pick<BaileysEventEmitter, 'on'>;
  ws: { on: (event: 'frame', listener: () => void) => unknown };
  user?: { id: string; lid?: string; name?: string; notify?: string } | undefined;
  requestPairingCode: (phone: string) => Promise<string>;
  sendMessage: (
    jid: string,
    content: AnyMessageContent,
    options?: { messageId?: string },
  ) => Promise<{ key: { id?: string | null } } | undefined>;
  sendPresenceUpdate: (type: WAPresence, jid?: string) => Promise<void>;
  /** Asks the sender's phone to upload an expired file again; answers the refreshed message. */
  updateMediaMessage: (message: WAMessage) => Promise<WAMessage>;
  logout: () => Promise<void>;
  end: (error: Error | undefined) => unknown;
};

export type MakeSocket = (config: UserFacingSocketConfig) => BaileysSocket;

export type BaileysDriverOptions = {
  /** Tests pass a fake of Baileys' socket here. */
  makeSocket?: MakeSocket;
  logger?: BaileysLogger;
  /**
   * The browser the phone's "Linked devices" list shows. Keep it a real browser's name
   * ('Chrome', 'Firefox', 'Safari', 'Edge'): WhatsApp rejects pairing codes from made-up ones.
   */
  browserName?: string;
  /**
   * The bytes of an image or document sent by URL, fetched by the caller's rules (the server
   * refuses private addresses and caps the size); without it Baileys fetches any URL itself.
   */
  fetchMedia?: (url: string) => Promise<Buffer>;
  /** Hosts a received file may be downloaded from: WhatsApp's media servers unless a test says. */
  isMediaHost?: (host: string) => boolean;
};

/** Baileys' own choice for its signal key cache. */
const KEY_CACHE_TTL_S = 5 * 60;

/** WhatsApp shows pairing codes as two groups of four. */
const formatPairingCode = (code: string) =>
  code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * WhatsApp Web multi-device through Baileys 7: one socket per `open`, auth state in the injected
 * AuthStore. The driver never reconnects; it reports the close and the connection decides.
 */
export const createBaileysDriver = (options: BaileysDriverOptions = {}): Driver => {
  const makeSocket: MakeSocket = options.makeSocket ?? makeWASocket;
  const logger = options.logger ?? silentLogger;
  const browser = Browsers.ubuntu(options.browserName ?? 'Chrome');

  const open = async ({ phone, method, auth, handlers }: OpenOptions): Promise<DriverSession> => {
    const { state, saveCreds } = await loadAuthState(auth);
    // Baileys' default key cache starts a sweeper interval that nothing ever stops; this one is
    // closed with the session, so reconnects do not pile up timers and cached keys.
    const keyCache = new NodeCache({
      stdTTL: KEY_CACHE_TTL_S,
      useClones: false,
      deleteOnExpire: true,
    });
    const sock = makeSocket({
      auth: {
        creds: state.creds,
        // NodeCache types its values per instance, Baileys per call; the values are Baileys' own.
        keys: makeCacheableSignalKeyStore(state.keys, logger, keyCache as CacheStore),
      },
      logger,
      browser,
      // Staying "offline" keeps notifications on the owner's phone, where staff still answer.
      markOnlineOnConnect: false,
      // Past chats are not imported; a support inbox starts from the first new message.
      syncFullHistory: false,
      shouldSyncHistoryMessage: () => false,
    });

    // Set once the engine ends this session itself: its own close is no news to report.
    let ended = false;
    let pairingRequested = false;
    // Creds writes in order, so an older snapshot never lands after a newer one.
    let saving: Promise<void> = Promise.resolve();

    const finish = () => {
      ended = true;
      keyCache.close();
    };

    const saveInOrder = () => {
      saving = saving
        .then(saveCreds)
        .catch((error) => logger.error({ error }, 'saving creds failed'));
    };

    const requestPairingCode = () => {
      pairingRequested = true;
      sock.requestPairingCode(phone).then(
        (code) => {
          if (!ended) handlers.link({ type: 'pairing_code', code: formatPairingCode(code) });
        },
        (error) => {
          logger.error({ error }, 'pairing code request failed');
          if (ended) return;
          finish();
          sock.end(undefined);
          handlers.link({ type: 'close', reason: 'connection_lost', detail: errorText(error) });
        },
      );
    };

    const reportStatus = (key: WAMessageKey, update: Omit<StatusUpdate, 'externalId'>) => {
      if (key.fromMe && key.id) handlers.status({ externalId: key.id, ...update });
    };

    sock.ws.on('frame', () => handlers.activity());

    sock.ev.on('creds.update', (update) => {
      // Baileys assigns the update to this same object too; doing it here keeps the write whole.
      Object.assign(state.creds, update);
      saveInOrder();
    });

    sock.ev.on('connection.update', ({ connection, lastDisconnect, qr }) => {
      if (ended) return;
      if (connection === 'connecting') handlers.link({ type: 'connecting' });
      // A QR means the socket is up and waiting to be linked; by code, WhatsApp then wants a
      // code request instead, once per socket (each one voids the previous code).
      if (qr && method === 'pairing_code') {
        if (!pairingRequested && !state.creds.registered) requestPairingCode();
      } else if (qr) {
        handlers.link({ type: 'qr', qr });
      }
      if (connection === 'open') {
        const me = sock.user ?? state.creds.me;
        const account = peerOf([me?.id, me?.lid], me?.name ?? me?.notify);
        handlers.link({
          type: 'open',
          me: { ...account, phone: account.phone ?? parseJid(me?.id)?.user ?? phone },
        });
      }
      if (connection === 'close') {
        finish();
        const reason = closeReasonOf(lastDisconnect?.error);
        const detail = lastDisconnect?.error?.message;
        // The device is gone from the phone: these keys can never be used again.
        const cleared = reason === 'logged_out' ? auth.clear() : Promise.resolve();
        cleared
          .catch((error) => logger.error({ error }, 'clearing auth state failed'))
          .finally(() => handlers.link({ type: 'close', reason, ...(detail ? { detail } : {}) }));
      }
    });

    sock.ev.on('messages.upsert', ({ messages, type }) => {
      handlers.activity();
      // 'append' is history and our own sends echoed back; only 'notify' is news.
      if (type !== 'notify') return;
      for (const message of messages) {
        const { key } = message;
        const pair = peerOf([key.remoteJid, key.remoteJidAlt]);
        if (pair.phone && pair.lid) handlers.identities([{ phone: pair.phone, lid: pair.lid }]);
        const inbound = toInboundMessage(message);
        if (inbound?.media) {
          inbound.media.download = ({ maxBytes }) =>
            downloadMedia(message, sock.updateMediaMessage, maxBytes, options.isMediaHost);
        }
        if (inbound) handlers.message(inbound);
      }
    });

    sock.ev.on('messages.update', (updates) => {
      for (const { key, update } of updates) {
        const status = deliveryStatusOf(update.status);
        if (status) reportStatus(key, { status, at: new Date() });
      }
    });

    // Receipts per recipient (groups mostly, some one-to-one chats too).
    sock.ev.on('message-receipt.update', (receipts) => {
      for (const { key, receipt } of receipts) {
        if (receipt.readTimestamp) reportStatus(key, { status: 'read', at: new Date() });
        else if (receipt.receiptTimestamp)
          reportStatus(key, { status: 'delivered', at: new Date() });
      }
    });

    sock.ev.on('lid-mapping.update', ({ pn, lid }) => {
      const pair = peerOf([pn, lid]);
      if (pair.phone && pair.lid) handlers.identities([{ phone: pair.phone, lid: pair.lid }]);
    });

    const end = async () => {
      finish();
      await sock.end(undefined);
      await saving;
    };

    return {
      send: async (message) => {
        const file =
          message.type !== 'text' && options.fetchMedia
            ? await options.fetchMedia(message.url)
            : undefined;
        const sent = await sock.sendMessage(
          toJid(message.to),
          toMessageContent(message, file),
          message.id ? { messageId: message.id } : undefined,
        );
        const externalId = sent?.key.id;
        if (!externalId) throw new Error('WhatsApp did not return a message id');
        return { externalId };
      },
      typing: (to, on) => sock.sendPresenceUpdate(on ? 'composing' : 'paused', toJid(to)),
      close: end,
      logout: async () => {
        finish();
        try {
          await sock.logout();
        } catch (error) {
          await sock.end(undefined);
          throw error;
        } finally {
          await saving;
          await auth.clear();
        }
      },
    };
  };

  return { name: 'baileys', open };
};
