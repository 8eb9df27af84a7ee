import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { parseWebhookUrl, resolveWebhookTarget, WebhookTargetError } from '@balasin/api';
import { KNOWLEDGE_LIMITS, knowledgeMessages, webhookMessages } from '@balasin/shared';
import { ExtractionError } from './extract-pdf-text.ts';

const REDIRECTS_MAX = 3;

type Fetched = { status: number; contentType: string; location?: string; bytes: Buffer };

/** The webhooks' wording, said of a page. */
const pageWording = (message: string) =>
  message === webhookMessages.urlPrivate
    ? knowledgeMessages.urlPrivate
    : message === webhookMessages.urlUnresolvable
      ? knowledgeMessages.urlUnresolvable
      : knowledgeMessages.urlInvalid;

/** One GET to the addresses that were checked (no DNS rebinding between the check and the connect). */
const getOnce = (url: URL, addresses: LookupAddress[], signal: AbortSignal) =>
  new Promise<Fetched>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      {
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
          'user-agent': 'BalasinBot/1.0 (+knowledge base page fetch)',
        },
        lookup: (_host, options, callback) => {
          const first = addresses[0] as LookupAddress;
          if ((options as { all?: boolean }).all) {
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
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > KNOWLEDGE_LIMITS.pageMaxBytes) {
            request.destroy(new ExtractionError(knowledgeMessages.pageTooLarge));
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
 * A web page's body, fetched under the webhooks' rule: every hop (redirects too) must resolve to
 * public addresses unless private ones are allowed, within a time limit and a size cap. Fails
 * with an ExtractionError whose message the owner sees.
 */
export const fetchPage = async (
  pageUrl: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
) => {
  const timeoutMs = options.timeoutMs ?? KNOWLEDGE_LIMITS.pageFetchTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  let url: URL;
  try {
    url = parseWebhookUrl(pageUrl);
  } catch {
    throw new ExtractionError(knowledgeMessages.urlInvalid);
  }
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    let fetched: Fetched;
    try {
      const addresses = await resolveWebhookTarget(url, options.allowPrivate);
      fetched = await getOnce(url, addresses, signal);
    } catch (error) {
      if (error instanceof WebhookTargetError)
        throw new ExtractionError(pageWording(error.message));
      if (error instanceof ExtractionError) throw error;
      if (signal.aborted) {
        throw new ExtractionError(knowledgeMessages.pageTimeout(Math.round(timeoutMs / 1000)));
      }
      throw new ExtractionError(knowledgeMessages.pageUnreachable);
    }
    if (fetched.location && fetched.status >= 300 && fetched.status < 400) {
      try {
        url = parseWebhookUrl(new URL(fetched.location, url).toString());
      } catch {
        throw new ExtractionError(knowledgeMessages.urlInvalid);
      }
      continue;
    }
    if (fetched.status < 200 || fetched.status >= 300) {
      throw new ExtractionError(knowledgeMessages.pageStatus(fetched.status));
    }
    const type = fetched.contentType.split(';')[0]?.trim() || 'application/octet-stream';
    if (!/^(text\/html|application\/xhtml\+xml|text\/plain)$/.test(type)) {
      throw new ExtractionError(knowledgeMessages.pageNotHtml(type));
    }
    return {
      body: fetched.bytes.toString('utf8'),
      html: type !== 'text/plain',
      size: fetched.bytes.length,
    };
  }
  throw new ExtractionError(knowledgeMessages.pageUnreachable);
};
