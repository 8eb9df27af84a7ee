import { ensureAdmin, hashPassword } from '@balasin/api';
import { type Db, schema } from '@balasin/db';
import { oneYearAfter } from '@balasin/shared';

export const ADMIN = { email: 'admin@bench.balasin.test', password: 'bench-admin-password' };
export const OWNER = { email: 'owner@bench.balasin.test', password: 'bench-owner-password' };
/** The list the issue names: a signed-in owner with 20 numbers. */
export const NUMBERS = 20;

/**
 * An admin, and an owner with an active subscription and 20 numbers. The numbers are inserted
 * directly: no package allows 20 through the API, and the list query does not care.
 */
export const seedFixtures = async (db: Db) => {
  await ensureAdmin(db, ADMIN.email, ADMIN.password);
  const now = new Date();
  const [user] = await db
    .insert(schema.users)
    .values({
      email: OWNER.email,
      name: 'Bench Owner',
      passwordHash: await hashPassword(OWNER.password),
      emailVerifiedAt: now,
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('insert into users returned no row');
  const [business] = await db
    .insert(schema.businesses)
    .values({ ownerId: user.id, name: 'Toko Bench' })
    .returning({ id: schema.businesses.id });
  if (!business) throw new Error('insert into businesses returned no row');
  await db
    .insert(schema.memberships)
    .values({ businessId: business.id, userId: user.id, role: 'owner' });
  await db.insert(schema.subscriptions).values({
    businessId: business.id,
    package: 'enterprise',
    status: 'active',
    startDate: now,
    endDate: oneYearAfter(now),
  });
  await db.insert(schema.whatsappNumbers).values(
    Array.from({ length: NUMBERS }, (_, i) => ({
      businessId: business.id,
      number: `+62811000${String(i).padStart(5, '0')}`,
      name: `CS ${i + 1}`,
      status: i % 3 === 0 ? ('connected' as const) : ('disconnected' as const),
    })),
  );
};
