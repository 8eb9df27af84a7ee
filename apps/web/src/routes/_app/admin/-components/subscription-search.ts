import {
  PACKAGES,
  type PackageType,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@balasin/shared/plans';
import { listSearch, oneOf } from './list-search.ts';

/** The subscription list's state as the URL keeps it; defaults are left out of the URL. */
export type SubscriptionSearch = {
  q?: string;
  status?: SubscriptionStatus;
  package?: PackageType;
  page?: number;
};

/** Keeps what is valid in a hand-edited or stale address and drops the rest. */
export const validateSubscriptionSearch = (
  search: Record<string, unknown>,
): SubscriptionSearch => ({
  ...listSearch(search),
  status: oneOf(SUBSCRIPTION_STATUSES, search.status),
  package: oneOf(PACKAGES, search.package),
});
