import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import { GuardedGetError, type GuardedGetFailure, guardedGet } from '../http/guarded-get.ts';
import { ExtractionError } from './extract-pdf-text.ts';

/** What the owner reads when a page could not be fetched. */
const pageWording = (failure: GuardedGetFailure) => {
  switch (failure.kind) {
    case 'private':
      return knowledgeMessages.urlPrivate;
    case 'unresolvable':
      return knowledgeMessages.urlUnresolvable;
    case 'invalid':
      return knowledgeMessages.urlInvalid;
    case 'timeout':
      return knowledgeMessages.pageTimeout(failure.seconds);
    case 'too-large':
      return knowledgeMessages.pageTooLarge;
    case 'status':
      return knowledgeMessages.pageStatus(failure.status);
    case 'unreachable':
      return knowledgeMessages.pageUnreachable;
  }
};

/**
 * A web page's body, fetched under the webhooks' rule (`guardedGet`): public addresses only
 * unless private ones are allowed, within a time limit and a size cap. Fails with an
 * ExtractionError whose message the owner sees.
 */
export const fetchPage = async (
  pageUrl: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
) => {
  let fetched: Awaited<ReturnType<typeof guardedGet>>;
  try {
    fetched = await guardedGet(pageUrl, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? KNOWLEDGE_LIMITS.pageFetchTimeoutMs,
      maxBytes: KNOWLEDGE_LIMITS.pageMaxBytes,
      headers: {
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
        'user-agent': 'BalasinBot/1.0 (+knowledge base page fetch)',
      },
    });
  } catch (error) {
    if (error instanceof GuardedGetError) throw new ExtractionError(pageWording(error.failure));
    throw error;
  }
  if (!/^(text\/html|application\/xhtml\+xml|text\/plain)$/.test(fetched.type)) {
    throw new ExtractionError(knowledgeMessages.pageNotHtml(fetched.type));
  }
  return {
    body: fetched.bytes.toString('utf8'),
    html: fetched.type !== 'text/plain',
    size: fetched.bytes.length,
  };
};
