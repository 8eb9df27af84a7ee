export const LIMITS = {
  emailMax: 254,
  nameMax: 120,
  passwordMin: 8,
  passwordMax: 128,
  numberMax: 20,
  adminPageSizeDefault: 10,
  adminPageSizeMax: 100,
  /** Admin search counts matches exactly up to this many; beyond, `total` is an estimate. */
  adminExactTotalMax: 1000,
  blogArticles: 6,
  relatedArticles: 2,
  scrollTopThresholdPx: 300,
  sidebarCollapsedPx: 64,
  sidebarExpandedPx: 256,
  maxToasts: 20,
  contactMessageMin: 10,
  contactMessageMax: 2000,
  /** Calls in one tRPC batch; the web app sends a handful at most. */
  trpcBatchMax: 10,
  /** Nesting of a JSON body: no input of ours goes deeper than a few levels. */
  jsonDepthMax: 32,
} as const;

/**
 * How the server answers while its database is unreachable (a 503 within a second, then a
 * background probe until it answers again).
 */
export const OUTAGE = {
  /**
   * A request without an answer after this long makes the server probe the database. Early,
   * so that the probe can have most of the second a silent database is allowed to cost.
   */
  slowRequestMs: 200,
  /**
   * Opening the probe's connection may take this long: TCP, TLS, start-up, authentication and
   * the query are some seven round trips with TLS and SCRAM, so 2 s allows for 300 ms ones.
   * A silent database whose connection must be opened again, or one behind a proxy that
   * accepts and hangs up (the driver then tries again at once), is told only after this.
   */
  connectTimeoutMs: 2000,
  /**
   * A probe's query, on its open connection, unanswered this long counts as an outage: it is
   * one round trip, so a slow one of 300 ms leaves as much again for a busy machine.
   */
  probeTimeoutMs: 600,
  /** While the gate is shut, the database is probed this often. */
  reprobeMs: 1000,
  /** Told to clients in `Retry-After` on every 503. */
  retryAfterSeconds: 5,
} as const;

export const SESSION = {
  accessTtlSeconds: 15 * 60,
  refreshTtlSeconds: 30 * 24 * 60 * 60,
  reuseWindowSeconds: 10,
  accessCookie: 'balasin_access',
  refreshCookie: 'balasin_refresh',
  /** Client-side flag (localStorage) that records a session exists. */
  clientFlagKey: 'balasin_session',
} as const;

/** Toast durations in milliseconds (spec section 9). */
export const TOAST_DURATION_MS = { error: 4000, blank: 4000, custom: 4000, success: 2000 } as const;
