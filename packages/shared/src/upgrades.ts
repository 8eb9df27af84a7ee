import { periodEnd } from './payments.ts';
import { PACKAGE_PRICES, PACKAGES, type PackageType } from './plans.ts';

const DAY_MS = 86_400_000;

/** The packages bigger than this one: the only moves an owner can ask for (no downgrades). */
export const upgradeTargets = (from: PackageType): PackageType[] =>
  PACKAGES.slice(PACKAGES.indexOf(from) + 1);

/**
 * What the unused rest of the current period is worth, credited against the new package's first
 * period: the list price × whole days left / days in the period (a year or a month back from its
 * end), rounded to the rupiah. Partial days are not credited. Fixed when the order opens, so the
 * owner pays what they were shown; the order's deadline bounds the drift to three days. Time paid
 * ahead (a renewal before the end) counts too, but the credit never exceeds the new price: an
 * upgrade never pays money back.
 */
export const upgradeCredit = (
  current: { package: PackageType; endDate: Date },
  to: PackageType,
  now: Date,
) => {
  const { amountIdr, period } = PACKAGE_PRICES[current.package];
  const remaining = current.endDate.getTime() - now.getTime();
  const days = Math.max(0, Math.floor(remaining / DAY_MS));
  const periodStart = new Date(current.endDate);
  if (period === 'tahun') periodStart.setUTCFullYear(periodStart.getUTCFullYear() - 1);
  else periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  const periodDays = Math.round((current.endDate.getTime() - periodStart.getTime()) / DAY_MS);
  const amount = Math.min(
    Math.round((amountIdr * days) / periodDays),
    PACKAGE_PRICES[to].amountIdr,
  );
  return { amount, days };
};

/** An upgrade's new period starts when its payment is confirmed: one period of the new package. */
export const upgradePeriod = (to: PackageType, confirmedAt: Date) => ({
  start: confirmedAt,
  end: periodEnd(confirmedAt, PACKAGE_PRICES[to].period),
});
