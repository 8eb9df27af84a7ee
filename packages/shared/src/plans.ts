export const PACKAGES = ['lite', 'pro', 'enterprise'] as const;
export type PackageType = (typeof PACKAGES)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const NUMBER_STATUSES = ['disconnected', 'connecting', 'connected'] as const;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** WhatsApp numbers allowed per package (spec section 9). */
export const PACKAGE_NUMBER_LIMITS: Record<PackageType, number> = {
  lite: 4,
  pro: 6,
  enterprise: 10,
};

/** What each package costs, as the payment instructions state it (spec section 9). */
export const PACKAGE_PRICES: Record<PackageType, { amountIdr: number; period: 'tahun' | 'bulan' }> =
  {
    lite: { amountIdr: 349_500, period: 'tahun' },
    pro: { amountIdr: 579_000, period: 'bulan' },
    enterprise: { amountIdr: 5_799_000, period: 'bulan' },
  };

/**
 * The admin's revenue estimate per active subscription: the spec sets it at each list price.
 * Marked pure so the web bundles, which never read it, drop it.
 */
export const PACKAGE_REVENUE_IDR = /* @__PURE__ */ Object.fromEntries(
  PACKAGES.map((pkg) => [pkg, PACKAGE_PRICES[pkg].amountIdr]),
) as Record<PackageType, number>;

/** A package's name as sentences show it: "Lite", "Pro", "Enterprise". */
export const packageTitle = (pkg: PackageType) => `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)}`;
