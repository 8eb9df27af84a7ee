import type { PackageType, SubscriptionStatus } from '@balasin/shared/plans';

export const PACKAGE_LABELS: Record<PackageType, string> = {
  lite: 'Lite',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

/** The order the spec lists statuses in, for the filter and the per-row dropdown. */
export const STATUS_OPTIONS = [
  'active',
  'pending',
  'cancelled',
  'expired',
] as const satisfies readonly SubscriptionStatus[];
