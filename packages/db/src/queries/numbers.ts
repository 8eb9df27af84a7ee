import type { PackageType } from '@balasin/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import { businesses, subscriptions, whatsappNumbers } from '../schema/index.ts';
import { activeAt } from './active-subscription.ts';

const liveBusinessesOf = (db: Db, ownerId: string) =>
  db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.ownerId, ownerId), isNull(businesses.deletedAt)));

const ownerNumbers = (db: Db) =>
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

const liveOf = (ownerId: string | SQLWrapper) =>
  and(
    eq(businesses.ownerId, ownerId),
    isNull(businesses.deletedAt),
    isNull(whatsappNumbers.deletedAt),
  );

const numbersOfOwner = (db: Db) =>
  ownerNumbers(db)
    .where(liveOf(sql.placeholder('ownerId')))
    .orderBy(desc(whatsappNumbers.createdAt), desc(whatsappNumbers.id))
    .prepare('numbers_of_owner');

/** The owner's live numbers, newest first, with their business name (the dashboard's list). */
export const listNumbersForOwner = (db: Db, ownerId: string) =>
  prepared(db, numbersOfOwner).execute({ ownerId });

export type AddNumberOutcome =
  | { kind: 'no-business' }
  | { kind: 'no-subscription' }
  | { kind: 'limit-reached'; package: PackageType; limit: number }
  | { kind: 'test-limit-reached'; limit: number }
  | { kind: 'added'; id: string };

/**
 * Adds a number when the owner's first active subscription allows one more. The owner's
 * business row is locked first, so parallel adds are counted one after another and the limit
 * holds; the partial unique index keeps a live number unique across everyone.
 */
export const addNumberWithinLimit = (
  db: Db,
  input: {
    ownerId: string;
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
      .where(and(eq(businesses.ownerId, input.ownerId), isNull(businesses.deletedAt)))
      .orderBy(asc(businesses.createdAt))
      .limit(1)
      .for('update');
    if (!business) return { kind: 'no-business' };

    const liveOfOwner = (test: boolean) =>
      and(
        inArray(whatsappNumbers.businessId, liveBusinessesOf(tx, input.ownerId)),
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
        .where(liveOfOwner(true));
      if ((tests?.n ?? 0) >= input.test.limit) {
        return { kind: 'test-limit-reached', limit: input.test.limit };
      }
      return insert(true);
    }

    const [subscription] = await tx
      .select({ package: subscriptions.package })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.businessId, liveBusinessesOf(tx, input.ownerId)),
          activeAt(input.now),
        ),
      )
      .orderBy(asc(subscriptions.createdAt))
      .limit(1);
    if (!subscription) return { kind: 'no-subscription' };

    const limit = input.limitFor(subscription.package);
    const [used] = await tx.select({ n: count() }).from(whatsappNumbers).where(liveOfOwner(false));
    if ((used?.n ?? 0) >= limit) {
      return { kind: 'limit-reached', package: subscription.package, limit };
    }
    return insert(false);
  });

export const findNumberForOwner = async (db: Db, ownerId: string, id: string) => {
  const [row] = await ownerNumbers(db)
    .where(and(liveOf(ownerId), eq(whatsappNumbers.id, id)))
    .limit(1);
  return row;
};

/** Soft-deletes one of the owner's live numbers; answers whether there was one. */
export const deleteNumberForOwner = async (db: Db, ownerId: string, id: string, now: Date) => {
  const deleted = await db
    .update(whatsappNumbers)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(whatsappNumbers.id, id),
        isNull(whatsappNumbers.deletedAt),
        inArray(whatsappNumbers.businessId, liveBusinessesOf(db, ownerId)),
      ),
    )
    .returning({ id: whatsappNumbers.id });
  return deleted.length > 0;
};

/** The owner's live businesses (the scope of their live events). */
export const businessIdsOfOwner = async (db: Db, ownerId: string) =>
  (await liveBusinessesOf(db, ownerId)).map((row) => row.id);

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
