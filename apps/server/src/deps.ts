import {
  type ApiDeps,
  createLoginLimiter,
  type EnginePort,
  type JobsPort,
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
  now?: () => Date;
}): ApiDeps => ({
  db: options.db.db,
  pingDatabase: options.db.ping,
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
  now: options.now ?? (() => new Date()),
});
