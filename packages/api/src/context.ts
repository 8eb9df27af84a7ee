import type { Db } from '@balasin/db';
import type { LoginLimiter } from './auth/login-limiter.ts';
import type { AuthState } from './auth/session-service.ts';
import type { EnginePort } from './engine-port.ts';
import type { JobsPort } from './jobs-port.ts';
import type { Llm } from './knowledge/llm-port.ts';
import type { MediaConfig } from './media-port.ts';

export type SessionConfig = {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  reuseWindowSeconds: number;
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
};

/** Long-lived collaborators, built once by the server and shared by every request. */
export type ApiDeps = {
  db: Db;
  /** Public origin, for links in e-mails. */
  appUrl: string;
  session: SessionConfig;
  loginLimiter: LoginLimiter;
  /** Told after an e-mail is committed to the outbox, so delivery need not wait for a poll. */
  onEmailQueued: (email: { to: string; subject: string; text: string }) => void;
  /** Resolves when the database answers. */
  pingDatabase: () => Promise<void>;
  /** Resolves once pingDatabase has an open connection (the database gate times the two apart). */
  connectPingDatabase: () => Promise<void>;
  now: () => Date;
  /** The WhatsApp connection engine, wherever its sessions run. */
  engine: EnginePort;
  /** Durable work (sends, webhook deliveries) queued in the same transaction as its rows. */
  jobs: JobsPort;
  /** WEBHOOK_ALLOW_PRIVATE: endpoints may point at loopback and private addresses (tests, a LAN). */
  webhookAllowPrivate: boolean;
  /** Received files' bytes, and the size cap they were kept under. */
  media: MediaConfig;
  /** The chat model that writes answers (AI_* set), or null: answers are retrieval-only. */
  llm: Llm | null;
};

/** What a procedure may read from and write to the HTTP exchange, whichever transport carries it. */
export type Transport = {
  ip: string;
  userAgent: string | undefined;
  getCookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string, maxAgeSeconds: number) => void;
  clearCookie: (name: string) => void;
  setHeader: (name: string, value: string) => void;
  /** A request header (lower-case name), the first when repeated. */
  getHeader: (name: string) => string | undefined;
  /** The query string's parameter names, whatever the procedure's input reads. */
  queryNames: () => string[];
};

export type Context = ApiDeps & {
  transport: Transport;
  /** Status for a successful REST answer (201, 302); read by the REST adapter's responseMeta. */
  response: { status?: number };
  /** Looks up the caller's session once per request, on first use. */
  loadAuth: () => Promise<AuthState | null>;
};
