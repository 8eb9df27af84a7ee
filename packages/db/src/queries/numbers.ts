import type { PackageType } from '@balasin/shared';
import { and, asc, count, eq, gt, inArray, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import { businesses, subscriptions, whatsappNumbers } from '../schema/index.ts';
import { activeAt } from './active-subscription.ts';
import { newestFirst } from './newest-first.ts';

const businessNumbers = (db: Db) =>
  db
    .select({
      id: whatsappNumbers.id,
      number: whatsappNumbers.number,
      name: whatsappNumbers.name,
      status: whatsappNumbers.status,
      test: whatsappNumbers.test,
      createdAt: whatsappNumbers.createdAt,
      businessName: businesses.name,
    })
    .from(whatsappNumbers)
    .innerJoin(businesses, eq(businesses.id, whatsappNumbers.businessId));

const liveOf = (businessId: string | SQLWrapper) =>
  and(
    eq(businesses.id, businessId),
    isNull(businesses.deletedAt),
    isNull(whatsappNumbers.deletedAt),
  );

const numbersOfBusiness = (db: Db) =>
  businessNumbers(db)
    .where(liveOf(sql.placeholder('businessId')))
    .orderBy(newestFirst(whatsappNumbers.createdAt), newestFirst(whatsappNumbers.id))
    .prepare('numbers_of_business');

/** The business's live numbers, newest first, with its name (the dashboard's list). */
export const listNumbersForBusiness = (db: Db, businessId: string) =>
  prepared(db, numbersOfBusiness).execute({ businessId });

export type AddNumberOutcome =
  | { kind: 'no-business' }
  | { kind: 'no-subscription' }
  | { kind: 'limit-reached'; package: PackageType; limit: number }
  | { kind: 'test-limit-reached'; limit: number }
  | { kind: 'added'; id: string };

/**
 * Adds a number when the business's first active subscription allows one more. The business
 * row is locked first, so parallel adds are counted one after another and the limit holds; the
 * partial unique index keeps a live number unique across everyone.
 */
export const addNumberWithinLimit = (
  db: Db,
  input: {
    businessId: string;
    number: string;
    name: string;
    now: Date;
    limitFor: (pkg: PackageType) => number;
    /** A sandbox number: outside the package limit, at most `testLimit`, no subscription needed. */
    test?: { limit: number };
  },
): Promise<AddNumberOutcome> =>
  db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, input.businessId), isNull(businesses.deletedAt)))
      .for('update');
    if (!business) return { kind: 'no-business' };

    const liveOfBusiness = (test: boolean) =>
      and(
        eq(whatsappNumbers.businessId, business.id),
        isNull(whatsappNumbers.deletedAt),
        eq(whatsappNumbers.test, test),
      );
    const insert = async (test: boolean) => {
      const [row] = await tx
        .insert(whatsappNumbers)
        .values({ businessId: business.id, number: input.number, name: input.name, test })
        .returning({ id: whatsappNumbers.id });
      if (!row) throw new Error('insert into whatsapp_numbers returned no row');
      return { kind: 'added' as const, id: row.id };
    };

    if (input.test) {
      const [tests] = await tx
        .select({ n: count() })
        .from(whatsappNumbers)
        .where(liveOfBusiness(true));
      if ((tests?.n ?? 0) >= input.test.limit) {
        return { kind: 'test-limit-reached', limit: input.test.limit };
      }
      return insert(true);
    }

    const [subscription] = await tx
      .select({ package: subscriptions.package })
      .from(subscriptions)
      .where(and(eq(subscriptions.businessId, business.id), activeAt(input.now)))
      .orderBy(asc(subscriptions.createdAt))
      .limit(1);
    if (!subscription) return { kind: 'no-subscription' };

    const limit = input.limitFor(subscription.package);
    const [used] = await tx
      .select({ n: count() })
      .from(whatsappNumbers)
      .where(liveOfBusiness(false));
    if ((used?.n ?? 0) >= limit) {
      return { kind: 'limit-reached', package: subscription.package, limit };
    }
    return insert(false);
  });

export const findNumberForBusiness = async (db: Db, businessId: string, id: string) => {
  const [row] = await businessNumbers(db)
    .where(and(liveOf(businessId), eq(whatsappNumbers.id, id)))
    .limit(1);
  return row;
};

/** Soft-deletes one of the business's live numbers; answers whether there was one. */
export const deleteNumberForBusiness = async (
  db: Db,
  businessId: string,
  id: string,
  now: Date,
) => {
  const deleted = await db
    .update(whatsappNumbers)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(whatsappNumbers.id, id),
        isNull(whatsappNumbers.deletedAt),
        eq(whatsappNumbers.businessId, businessId),
      ),
    )
    .returning({ id: whatsappNumbers.id });
  return deleted.length > 0;
};

/** A live number by id, whoever owns it (the API token already names it). */
export const findNumberById = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: whatsappNumbers.id,
      number: whatsappNumbers.number,
      name: whatsappNumbers.name,
      status: whatsappNumbers.status,
      test: whatsappNumbers.test,
    })
    .from(whatsappNumbers)
    .where(and(eq(whatsappNumbers.id, id), isNull(whatsappNumbers.deletedAt)));
  return row;
};
