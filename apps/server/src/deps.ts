import {
  type ApiDeps,
  createLoginLimiter,
  type EnginePort,
  type JobsPort,
  type Llm,
  type LoginLimits,
  type MediaConfig,
} from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import { SESSION } from '@balasin/shared';

/** The collaborators every request shares, from configuration. */
export const createApiDeps = (options: {
  db: DbHandle;
  appUrl: string;
  accessTtlSeconds?: number;
  loginLimits?: LoginLimits;
  onEmailQueued: ApiDeps['onEmailQueued'];
  engine: EnginePort;
  jobs: JobsPort;
  webhookAllowPrivate?: boolean;
  media: MediaConfig;
  /** The chat model for answers; null or absent: retrieval-only. */
  llm?: Llm | null;
  now?: () => Date;
}): ApiDeps => ({
  db: options.db.db,
  pingDatabase: options.db.ping,
  connectPingDatabase: options.db.connectPing,
  appUrl: options.appUrl,
  session: {
    accessTtlSeconds: options.accessTtlSeconds ?? SESSION.accessTtlSeconds,
    refreshTtlSeconds: SESSION.refreshTtlSeconds,
    reuseWindowSeconds: SESSION.reuseWindowSeconds,
    secureCookies: new URL(options.appUrl).protocol === 'https:',
  },
  loginLimiter: createLoginLimiter(options.loginLimits),
  onEmailQueued: options.onEmailQueued,
  engine: options.engine,
  jobs: options.jobs,
  webhookAllowPrivate: options.webhookAllowPrivate ?? false,
  media: options.media,
  llm: options.llm ?? null,
  now: options.now ?? (() => new Date()),
});
