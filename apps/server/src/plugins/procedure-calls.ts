/**
 * What a request actually runs, however its path is spelled: the router decodes percent-escapes
 * once, so `/trpc/%63ontact.send` runs `contact.send`, and a batch runs every name in it.
 */

const decodeOnce = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const pathnameOf = (url: string) => url.split('?')[0] ?? '';

/** The procedure names a /trpc request calls, in order; undefined for any other path. */
export const trpcCallsOf = (url: string) => {
  const pathname = pathnameOf(url);
  if (!pathname.startsWith('/trpc/')) return undefined;
  return decodeOnce(pathname.slice('/trpc/'.length))
    .split(',')
    .map((name) => name.replace(/^\/+/, ''));
};

/** The REST path a request reaches, decoded, with repeated slashes folded. */
export const restPathOf = (url: string) => decodeOnce(pathnameOf(url)).replace(/\/{2,}/g, '/');

/** `ai`: what makes the bot answer on demand (retrieval, and the LLM when one is set). */
export type Bucket = 'auth' | 'contact' | 'ai';

const AI_PROCEDURES = new Set(['knowledge.ask', 'conversations.suggest']);

const bucketOfProcedure = (name: string): Bucket | undefined => {
  if (name.startsWith('auth.')) return 'auth';
  if (name.startsWith('contact.')) return 'contact';
  if (AI_PROCEDURES.has(name)) return 'ai';
  return undefined;
};

const bucketOfRestPath = (path: string): Bucket | undefined => {
  if (path.startsWith('/api/auth/')) return 'auth';
  if (path === '/api/contact' || path.startsWith('/api/contact/')) return 'contact';
  if (path === '/api/knowledge/ask' || /^\/api\/conversations\/[^/]+\/suggestion\/?$/.test(path)) {
    return 'ai';
  }
  return undefined;
};

/** How many calls of a request fall in each rate-limited bucket. */
export const limitedCallsOf = (url: string) => {
  const counts = new Map<Bucket, number>();
  const names = trpcCallsOf(url);
  const buckets = names ? names.map(bucketOfProcedure) : [bucketOfRestPath(restPathOf(url))];
  for (const bucket of buckets) {
    if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
};
