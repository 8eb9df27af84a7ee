import { LIMITS } from '@balasin/shared/limits';

/** `value` if it is one of `values`: a hand-edited or stale address keeps only what is valid. */
export const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.find((candidate) => candidate === value);

/**
 * The search text and page every admin list keeps in its address. The router parses `?q=349517`
 * (an amount searched for) as a number, so numbers count as text; the server takes at most an
 * e-mail's length. Defaults are left out of the address.
 */
export const listSearch = (search: Record<string, unknown>) => {
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  const q = raw.trim().slice(0, LIMITS.emailMax);
  const page = Number(search.page);
  return { q: q || undefined, page: Number.isInteger(page) && page > 1 ? page : undefined };
};
