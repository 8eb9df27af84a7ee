import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { parseWebhookUrl, resolveWebhookTarget, WebhookTargetError } from '@balasin/api';

const REDIRECTS_MAX = 3;

/** Why a guarded GET gave nothing: each caller words it for its own reader. */
export type GuardedGetFailure =
  | { kind: 'invalid' }
  | { kind: 'private' }
  | { kind: 'unresolvable' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'unreachable' }
  | { kind: 'too-large' }
  | { kind: 'status'; status: number };

export class GuardedGetError extends Error {
  constructor(readonly failure: GuardedGetFailure) {
    super(failure.kind);
  }
}

type Hop = { status: number; contentType: string; location?: string; bytes: Buffer };

/** One GET to the addresses that were checked (no DNS rebinding between the check and the connect). */
const getOnce = (
  url: URL,
  addresses: LookupAddress[],
  options: { signal: AbortSignal; maxBytes: number; headers: Record<string, string> },
) =>
  new Promise<Hop>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      {
        signal: options.signal,
        headers: options.headers,
        lookup: (_host, lookupOptions, callback) => {
          const first = addresses[0] as LookupAddress;
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
          } else callback(null, first.address, first.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
        const location = response.headers.location;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({
            status,
            contentType,
            ...(location ? { location } : {}),
            bytes: Buffer.alloc(0),
          });
          return;
        }
        // Refused before reading when the answer says it is too large; counted while read otherwise.
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          request.destroy(new GuardedGetError({ kind: 'too-large' }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy(new GuardedGetError({ kind: 'too-large' }));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, contentType, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });

/**
 * A GET of a URL a business gave us, under the webhooks' rule: every hop (redirects too) must
 * resolve to public addresses unless private ones are allowed, and the connection goes to the
 * addresses checked; within a time limit and a size cap. A 2xx body, or a GuardedGetError.
 */
export const guardedGet = async (
  rawUrl: string,
  options: {
    allowPrivate: boolean;
    timeoutMs: number;
    maxBytes: number;
    headers: Record<string, string>;
  },
) => {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = parseWebhookUrl(rawUrl);
  } catch {
    throw new GuardedGetError({ kind: 'invalid' });
  }
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    let fetched: Hop;
    try {
      const addresses = await resolveWebhookTarget(url, options.allowPrivate);
      fetched = await getOnce(url, addresses, { ...options, signal });
    } catch (error) {
      if (error instanceof WebhookTargetError) throw new GuardedGetError({ kind: error.kind });
      if (error instanceof GuardedGetError) throw error;
      if (signal.aborted) {
        throw new GuardedGetError({
          kind: 'timeout',
          seconds: Math.round(options.timeoutMs / 1000),
        });
      }
      throw new GuardedGetError({ kind: 'unreachable' });
    }
    if (fetched.location && fetched.status >= 300 && fetched.status < 400) {
      try {
        url = parseWebhookUrl(new URL(fetched.location, url).toString());
      } catch {
        throw new GuardedGetError({ kind: 'invalid' });
      }
      continue;
    }
    if (fetched.status < 200 || fetched.status >= 300) {
      throw new GuardedGetError({ kind: 'status', status: fetched.status });
    }
    return {
      bytes: fetched.bytes,
      type: fetched.contentType.split(';')[0]?.trim() || 'application/octet-stream',
      url,
    };
  }
  throw new GuardedGetError({ kind: 'unreachable' });
};
