import { backoffDelay } from './backoff.ts';
import { NotConnectedError } from './errors.ts';
import { CLOSE_REASON_WORDS, ENGINE_MESSAGES, failedAfterAttempts } from './messages.ts';
import type {
  AuthStore,
  CloseReason,
  ConnectionState,
  ConnectMethod,
  Driver,
  DriverSession,
  InboundMessage,
  LinkEvent,
  OutboundMessage,
  SessionHandlers,
  StatusUpdate,
} from './types.ts';
import { startWatchdog, type Watchdog } from './watchdog.ts';

export type LinkedAccount = { phone: string; lid?: string; name?: string };

export type ConnectionSnapshot = {
  state: ConnectionState;
  qr: string | null;
  pairingCode: string | null;
  error: string | null;
  lastSeenAt: Date | null;
  attempts: number;
  me: LinkedAccount | null;
};

export type ConnectionPolicy = {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  pairingTimeoutMs: number;
  /** Connected but no frame for this long: the link is dead although no one said so. */
  silenceMs: number;
  /** At most one `onChange` per this interval when only `lastSeenAt` moved. */
  activityThrottleMs: number;
  random: () => number;
};

export const DEFAULT_CONNECTION_POLICY: ConnectionPolicy = {
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxAttempts: 10,
  pairingTimeoutMs: 180_000,
  silenceMs: 90_000,
  activityThrottleMs: 60_000,
  random: Math.random,
};

export type ConnectionOptions = {
  numberId: string;
  phone: string;
  driver: Driver;
  method: ConnectMethod;
  auth: AuthStore;
  onChange: (snapshot: ConnectionSnapshot) => void;
  onMessage: (message: InboundMessage) => void;
  onStatus: (update: StatusUpdate) => void;
  onIdentities: (pairs: { phone: string; lid: string }[]) => void;
  policy?: Partial<ConnectionPolicy>;
  /** Failures with no state to show them in (a session that would not close, a store that would not clear). */
  onError?: (error: unknown) => void;
};

export type Connection = {
  start: () => void;
  snapshot: () => ConnectionSnapshot;
  send: (message: OutboundMessage) => Promise<{ externalId: string }>;
  typing: (to: string, on: boolean) => Promise<void>;
  /** Closes the link and keeps the auth state; no reconnect until `start`. */
  stop: () => Promise<void>;
  /** Unlinks the device and clears the auth state; ends `disconnected` with no error. */
  logout: () => Promise<void>;
};

const RUNNING: ReadonlySet<ConnectionState> = new Set(['connecting', 'qr', 'pairing', 'connected']);

/** 515 right after pairing is normal; a socket that asks for it again and again is failing. */
const FREE_RESTARTS = 3;

const describe = (reason: CloseReason, detail?: string) =>
  detail ? `${CLOSE_REASON_WORDS[reason]} (${detail})` : CLOSE_REASON_WORDS[reason];

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The per-number state machine over one driver: disconnected -> connecting -> qr | pairing ->
 * connected, back to connecting on a drop; logged_out and failed wait for the owner's `start`.
 *
 * Each driver session gets handlers stamped with a generation number. Whenever the engine lets go
 * of a session (a drop, stop, logout, the watchdog) the generation moves on, so link events a dying
 * socket still emits cannot move the state of its successor. Messages and statuses are real data
 * and pass through from any generation.
 */
export const createConnection = (options: ConnectionOptions): Connection => {
  const policy: ConnectionPolicy = { ...DEFAULT_CONNECTION_POLICY, ...options.policy };
  const reportError = options.onError ?? (() => {});

  let state: ConnectionState = 'disconnected';
  let qr: string | null = null;
  let pairingCode: string | null = null;
  let error: string | null = null;
  let lastSeenMs: number | null = null;
  let attempts = 0;
  let me: LinkedAccount | null = null;

  let generation = 0;
  let session: DriverSession | null = null;
  let restarts = 0;
  let notifiedAt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pairingTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: Watchdog | null = null;
  // A driver may report 'open' before its open() has handed over the session; `connected` is
  // announced only once `send` can use it, since the server flushes its queue on that change.
  let openBeforeReady: LinkedAccount | null = null;

  const snapshot = (): ConnectionSnapshot => ({
    state,
    qr,
    pairingCode,
    error,
    lastSeenAt: lastSeenMs === null ? null : new Date(lastSeenMs),
    attempts,
    me: me ? { ...me } : null,
  });

  const notify = () => {
    notifiedAt = Date.now();
    options.onChange(snapshot());
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    clearTimeout(pairingTimer);
    pairingTimer = undefined;
    watchdog?.stop();
    watchdog = null;
  };

  /** Lets go of the current session; returns it so the caller decides how to end it. */
  const detach = () => {
    generation += 1;
    openBeforeReady = null;
    watchdog?.stop();
    watchdog = null;
    const old = session;
    session = null;
    return old;
  };

  const closeQuietly = (old: DriverSession | null) => {
    old?.close().catch(reportError);
  };

  const settle = (next: ConnectionState, message: string | null) => {
    clearTimers();
    state = next;
    error = message;
    qr = null;
    pairingCode = null;
    notify();
  };

  const open = async () => {
    retryTimer = undefined;
    const gen = ++generation;
    let opened: DriverSession;
    try {
      opened = await options.driver.open({
        numberId: options.numberId,
        phone: options.phone,
        method: options.method,
        auth: options.auth,
        handlers: handlersFor(gen),
      });
    } catch (cause) {
      if (gen === generation) {
        detach();
        retry('connection_lost', errorText(cause));
      }
      return;
    }
    if (gen !== generation) {
      closeQuietly(opened);
      return;
    }
    session = opened;
    if (openBeforeReady) onOpen(openBeforeReady);
  };

  const launch = () => {
    open().catch(reportError);
  };

  const retry = (reason: CloseReason, detail?: string) => {
    attempts += 1;
    if (attempts >= policy.maxAttempts) {
      settle('failed', failedAfterAttempts(attempts, describe(reason, detail)));
      return;
    }
    state = 'connecting';
    qr = null;
    pairingCode = null;
    error = ENGINE_MESSAGES.reconnecting;
    retryTimer = setTimeout(launch, backoffDelay(attempts, policy));
    notify();
  };

  const armPairingTimeout = () => {
    if (pairingTimer) return;
    pairingTimer = setTimeout(() => {
      pairingTimer = undefined;
      closeQuietly(detach());
      attempts = 0;
      settle('disconnected', ENGINE_MESSAGES.pairingTimedOut);
    }, policy.pairingTimeoutMs);
  };

  const onSilent = () => {
    watchdog = null;
    if (state !== 'connected') return;
    closeQuietly(detach());
    retry('connection_lost', `no activity for ${Math.round(policy.silenceMs / 1000)} s`);
  };

  const onActivity = () => {
    const now = Date.now();
    lastSeenMs = now;
    watchdog?.feed();
    if (now - notifiedAt >= policy.activityThrottleMs) notify();
  };

  const onOpen = (account: LinkedAccount) => {
    if (!session) {
      openBeforeReady = account;
      return;
    }
    openBeforeReady = null;
    clearTimers();
    watchdog = startWatchdog(policy.silenceMs, onSilent);
    state = 'connected';
    qr = null;
    pairingCode = null;
    error = null;
    attempts = 0;
    restarts = 0;
    lastSeenMs = Date.now();
    me = account;
    notify();
  };

  const onClose = (reason: CloseReason, detail?: string) => {
    closeQuietly(detach());
    switch (reason) {
      case 'restart_required':
        if (restarts < FREE_RESTARTS) {
          restarts += 1;
          state = 'connecting';
          qr = null;
          pairingCode = null;
          notify();
          launch();
          return;
        }
        retry(reason, detail);
        return;
      case 'logged_out':
      case 'bad_session':
        options.auth.clear().catch(reportError);
        me = null;
        settle(
          'logged_out',
          reason === 'logged_out' ? ENGINE_MESSAGES.loggedOut : ENGINE_MESSAGES.badSession,
        );
        return;
      // Reconnecting would fight the other session (or WhatsApp's verdict) and risk the number.
      case 'replaced':
        settle('failed', ENGINE_MESSAGES.replaced);
        return;
      case 'banned':
        settle('failed', ENGINE_MESSAGES.banned);
        return;
      default:
        retry(reason, detail);
    }
  };

  const onLink = (event: LinkEvent) => {
    switch (event.type) {
      case 'connecting':
        if (state === 'connecting') return;
        state = 'connecting';
        notify();
        return;
      case 'qr':
        armPairingTimeout();
        state = 'qr';
        qr = event.qr;
        pairingCode = null;
        notify();
        return;
      case 'pairing_code':
        armPairingTimeout();
        state = 'pairing';
        pairingCode = event.code;
        qr = null;
        notify();
        return;
      case 'open':
        onOpen(event.me);
        return;
      case 'close':
        onClose(event.reason, event.detail);
        return;
    }
  };

  const handlersFor = (gen: number): SessionHandlers => ({
    link: (event) => {
      if (gen === generation) onLink(event);
    },
    message: (message) => {
      if (gen === generation) onActivity();
      options.onMessage(message);
    },
    status: (update) => options.onStatus(update),
    identities: (pairs) => {
      if (pairs.length > 0) options.onIdentities(pairs);
    },
    activity: () => {
      if (gen === generation) onActivity();
    },
  });

  const requireSession = () => {
    if (state !== 'connected' || !session) {
      throw new NotConnectedError(options.numberId, state);
    }
    return session;
  };

  return {
    start: () => {
      if (RUNNING.has(state)) return;
      attempts = 0;
      restarts = 0;
      state = 'connecting';
      error = null;
      qr = null;
      pairingCode = null;
      notify();
      launch();
    },
    snapshot,
    send: async (message) => requireSession().send(message),
    typing: async (to, on) => requireSession().typing(to, on),
    stop: async () => {
      const old = detach();
      attempts = 0;
      settle('disconnected', null);
      await old?.close().catch(reportError);
    },
    logout: async () => {
      const old = detach();
      clearTimers();
      try {
        if (old) await old.logout();
        else await options.auth.clear();
      } catch (cause) {
        reportError(cause);
        // Whatever WhatsApp heard, this side forgets the device: the owner asked for it.
        await options.auth.clear().catch(reportError);
      }
      attempts = 0;
      me = null;
      settle('disconnected', null);
    },
  };
};
