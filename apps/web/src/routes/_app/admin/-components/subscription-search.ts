import { LIMITS } from '@balasin/shared/limits';
import {
  PACKAGES,
  type PackageType,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@balasin/shared/plans';

/** The subscription list's state as the URL keeps it; defaults are left out of the URL. */
export type SubscriptionSearch = {
  q?: string;
  status?: SubscriptionStatus;
  package?: PackageType;
  page?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown) =>
  values.find((candidate) => candidate === value);

/** Keeps what is valid in a hand-edited or stale address and drops the rest. */
export const validateSubscriptionSearch = (search: Record<string, unknown>): SubscriptionSearch => {
  // The router parses `?q=123` as a number; the server takes at most an e-mail's length.
  const raw = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q) : '';
  const q = raw.trim().slice(0, LIMITS.emailMax);
  const page = Number(search.page);
  return {
    q: q || undefined,
    status: oneOf(SUBSCRIPTION_STATUSES, search.status),
    package: oneOf(PACKAGES, search.package),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
};
