import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import {
  type DeliverWebhookJob,
  parseWebhookUrl,
  QUEUES,
  resolveWebhookTarget,
  WebhookTargetError,
  webhookDisabledEmail,
} from '@balasin/api';
import {
  abandonWebhookDelivery,
  type Db,
  type DeliveryForAttempt,
  disableFailingWebhookEndpoint,
  enqueueEmail,
  findDeliveriesForAttempt,
  getOperatorSettings,
  recordWebhookFailure,
  recordWebhookSuccesses,
} from '@balasin/db';
import { WEBHOOK_LIMITS, webhookMessages } from '@balasin/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { Webhook } from 'standardwebhooks';

export type WebhookRetry = {
  /** First pause after a failure; each next one doubles (with jitter) up to `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds: number;
};

/** 5 s, 10 s, 20 s, ... then hourly: about 30 attempts over the 24 hours. */
const DEFAULT_WEBHOOK_RETRY: WebhookRetry = { delaySeconds: 5, maxDelaySeconds: 3600 };

const HOUR_MS = 3_600_000;
/** More than the back-off can use up in 24 hours: the worker itself decides when to stop. */
const RETRY_LIMIT = 200;

class AttemptTimeout extends Error {}

/**
 * Sockets stay open between deliveries to the same receiver, and an idle one is closed after 4 s:
 * before the usual 5 s a server keeps it (Node's default), so we rarely write to one it is closing.
 */
const KEEP_ALIVE = { keepAlive: true, maxSockets: 64, timeout: 4000 };
const agents = { 'http:': new http.Agent(KEEP_ALIVE), 'https:': new https.Agent(KEEP_ALIVE) };

class StaleSocket extends Error {}

/**
 * One POST to the address that was checked: the connection's own lookup answers the addresses
 * already resolved and judged, so a DNS answer cannot change between the check and the connect.
 */
const postOnce = (
  url: URL,
  addresses: LookupAddress[],
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) =>
  new Promise<number>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agents[secure ? 'https:' : 'http:'],
        lookup: (_host, options, callback) => {
          const all = (options as { all?: boolean }).all;
          const first = addresses[0] as LookupAddress;
          if (all) (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
          else callback(null, first.address, first.family);
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new AttemptTimeout()), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The receiver closed a kept-alive socket as we wrote to it: the request almost surely did
      // not reach it (and a repeat is one receivers ignore by `webhook-id`).
      const stale = request.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? '');
      reject(stale ? new StaleSocket(error.message, { cause: error }) : error);
    });
    request.end(body);
  });

/** A POST that a closing kept-alive socket lost is sent again at once, on a fresh connection. */
const post = async (...args: Parameters<typeof postOnce>) => {
  for (let tries = 1; ; tries += 1) {
    try {
      return await postOnce(...args);
    } catch (error) {
      if (!(error instanceof StaleSocket) || tries >= 3) throw error;
    }
  }
};

const reasonOf = (error: unknown, timeoutMs: number) => {
  if (error instanceof AttemptTimeout) return webhookMessages.timedOut(timeoutMs / 1000);
  if (error instanceof WebhookTargetError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
};

/**
 * `webhook-signature`: `v1,<HMAC>` with the endpoint's secret, and for a day after a rotation a
 * second one with the previous secret, so a receiver that has not switched yet still verifies.
 */
const signatureOf = (
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  id: string,
  at: Date,
  body: string,
  now: Date,
) => {
  const signatures = [new Webhook(endpoint.secret).sign(id, at, body)];
  if (
    endpoint.previousSecret &&
    endpoint.previousSecretUntil &&
    endpoint.previousSecretUntil > now
  ) {
    signatures.push(new Webhook(endpoint.previousSecret).sign(id, at, body));
  }
  return signatures.join(' ');
};

/**
 * The `webhook-deliver` queue: one job per delivery, strictly FIFO per endpoint and conversation
 * (a delivery waiting for its retry holds back the later ones with its key). Each attempt checks
 * the target's addresses again, signs the stored body per Standard Webhooks and waits a bounded
 * time; a non-2xx answer, a time-out or a refused target is retried with back-off for 24 hours. An
 * endpoint that has failed for 24 hours is disabled and its owner told by e-mail.
 */
export const registerWebhookWorker = async (options: {
  boss: PgBoss;
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  allowPrivate: boolean;
  /** Public origin, for the dashboard link in the e-mail. */
  appUrl: string;
  onEmailQueued?: (email: { to: string; subject: string; text: string }) => void;
  retry?: WebhookRetry;
  timeoutMs?: number;
}) => {
  const { db, log, now } = options;
  const retry = options.retry ?? DEFAULT_WEBHOOK_RETRY;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_LIMITS.attemptTimeoutSeconds * 1000;
  const giveUpMs = WEBHOOK_LIMITS.retryHours * HOUR_MS;
  await options.boss.updateQueue(QUEUES.deliverWebhook, {
    retryLimit: RETRY_LIMIT,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.maxDelaySeconds,
  });

  const disable = async (endpointId: string, at: Date) => {
    const owner = await db.transaction(async (tx) => {
      const found = await disableFailingWebhookEndpoint(tx, {
        id: endpointId,
        reason: webhookMessages.disabledAfterFailures,
        now: at,
      });
      if (!found) return undefined;
      const mail = webhookDisabledEmail({
        companyName: (await getOperatorSettings(tx)).companyName,
        name: found.name,
        businessName: found.businessName,
        url: found.url,
        dashboardUrl: new URL('/dashboard/webhooks', options.appUrl).toString(),
      });
      await enqueueEmail(tx, { to: found.email, ...mail });
      return { to: found.email, subject: mail.subject, text: mail.text };
    });
    if (owner) {
      log.warn({ endpointId }, 'webhooks: endpoint disabled after failing for 24 hours');
      options.onEmailQueued?.(owner);
    }
  };

  type Success = Parameters<typeof recordWebhookSuccesses>[1][number];
  type Outcome = { retry: boolean; success?: Success };

  /** Whether the job should be retried, and a success to record with the rest of its batch. */
  const attempt = async (
    job: JobWithMetadata<DeliverWebhookJob>,
    found: DeliveryForAttempt | undefined,
  ): Promise<Outcome> => {
    // Deleted with its endpoint, or already ended (a replay's job ran first).
    if (!found || found.delivery.status === 'delivered' || found.delivery.status === 'failed') {
      return { retry: false };
    }
    const { delivery, endpoint } = found;
    if (!endpoint.enabled) {
      await abandonWebhookDelivery(db, {
        id: delivery.id,
        reason: webhookMessages.endpointDisabledForDelivery,
      });
      return { retry: false };
    }
    const at = now();
    const started = performance.now();
    let responseCode: number | null = null;
    let error: string | null = null;
    try {
      const url = parseWebhookUrl(endpoint.url);
      const addresses = await resolveWebhookTarget(url, options.allowPrivate);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Balasin-Webhooks/1.0',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureOf(endpoint, delivery.eventId, at, delivery.body, at),
      };
      responseCode = await post(url, addresses, headers, delivery.body, timeoutMs);
      if (responseCode < 200 || responseCode > 299) error = webhookMessages.badStatus(responseCode);
    } catch (caught) {
      error = reasonOf(caught, timeoutMs);
    }
    const durationMs = Math.round(performance.now() - started);
    if (error === null) {
      return {
        retry: false,
        success: {
          id: delivery.id,
          endpointId: endpoint.id,
          endpointWasFailing: endpoint.failingSince !== null,
          at,
          responseCode,
          durationMs,
        },
      };
    }
    const retryCount = job.retryCount ?? 0;
    const lastChance =
      retryCount >= job.retryLimit || at.getTime() - delivery.queuedAt.getTime() >= giveUpMs;
    // pg-boss waits delay * 2^n to twice that, capped: the earliest the next attempt can come.
    const pauseSeconds = Math.min(retry.maxDelaySeconds, retry.delaySeconds * 2 ** retryCount);
    const failingSince = await recordWebhookFailure(db, {
      id: delivery.id,
      endpointId: endpoint.id,
      at,
      responseCode,
      durationMs,
      error: lastChance ? `${error}. ${webhookMessages.gaveUp}` : error,
      nextAttemptAt: lastChance ? null : new Date(at.getTime() + pauseSeconds * 1000),
    });
    if (at.getTime() - failingSince.getTime() >= giveUpMs) {
      await disable(endpoint.id, at);
      return { retry: false };
    }
    return { retry: !lastChance };
  };

  const workOptions = {
    includeMetadata: true,
    perJobResults: true,
    batchSize: 50,
    burstWhenBatchFull: true,
    localConcurrency: 2,
    pollingIntervalSeconds: 0.5,
  } as const;
  await options.boss.work<DeliverWebhookJob, unknown, typeof workOptions>(
    QUEUES.deliverWebhook,
    workOptions,
    async (jobs): Promise<JobResult[]> => {
      const found = new Map(
        (
          await findDeliveriesForAttempt(
            db,
            jobs.map((job) => job.data.deliveryId),
          )
        ).map((row) => [row.delivery.id, row]),
      );
      const outcomes = await Promise.all(
        jobs.map(async (job): Promise<Outcome> => {
          try {
            return await attempt(job, found.get(job.data.deliveryId));
          } catch (error) {
            // The database, not the receiver, failed: the job is retried like a failed attempt.
            log.warn(
              { err: error, deliveryId: job.data.deliveryId },
              'webhooks: attempt not recorded',
            );
            return { retry: true };
          }
        }),
      );
      // A batch that cannot be recorded is retried whole: at least once, never lost.
      await recordWebhookSuccesses(
        db,
        outcomes.flatMap((outcome) => (outcome.success ? [outcome.success] : [])),
      );
      return jobs.map((job, index) => ({
        id: job.id,
        status: outcomes[index]?.retry ? 'failed' : 'completed',
      }));
    },
  );
};
