import { periodEnd } from './payments.ts';
import { PACKAGE_PRICES, PACKAGES, type PackageType } from './plans.ts';

const DAY_MS = 86_400_000;

/** The packages bigger than this one: the only moves an owner can ask for (no downgrades). */
export const upgradeTargets = (from: PackageType): PackageType[] =>
  PACKAGES.slice(PACKAGES.indexOf(from) + 1);

/** Whole days between two instants, as the calendar puts a period's end. */
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * What the unused rest of the current period is worth, credited against the new package's first
 * period: the list price × whole days left / days in the period (a year or a month back from its
 * end), rounded to the rupiah. Partial days are not credited. Fixed when the order opens, so the
 * owner pays what they were shown; the order's deadline bounds the drift to three days. Time paid
 * ahead (a renewal before the end) counts too. An upgrade pays no money back: a credit worth more
 * than the new price covers all of it, and the rest becomes whole days of the new package added
 * to its first period (`extraDays`), at the new package's own daily rate.
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
  const worth = Math.round((amountIdr * days) / daysBetween(periodStart, current.endDate));
  const price = PACKAGE_PRICES[to].amountIdr;
  if (worth <= price) return { amount: worth, days, extraDays: 0 };
  const newPeriodDays = daysBetween(now, periodEnd(now, PACKAGE_PRICES[to].period));
  return {
    amount: price,
    days,
    extraDays: Math.floor(((worth - price) * newPeriodDays) / price),
  };
};

/**
 * An upgrade's new period starts when its payment is confirmed: one period of the new package,
 * and the days a credit worth more than its price carried over.
 */
export const upgradePeriod = (to: PackageType, confirmedAt: Date, extraDays = 0) => ({
  start: confirmedAt,
  end: new Date(periodEnd(confirmedAt, PACKAGE_PRICES[to].period).getTime() + extraDays * DAY_MS),
});

/**
 * A credit that pays the new package's whole price (time paid ahead) leaves nothing to transfer:
 * the upgrade is applied when the owner asks for it, with no order to pay or to review.
 */
export const creditCoversPrice = (credit: { amount: number }, to: PackageType) =>
  credit.amount >= PACKAGE_PRICES[to].amountIdr;
