import type { Locale, PackageType } from '@balasin/shared';
import type { Db } from '../client.ts';
import { businesses, memberships, subscriptions } from '../schema/index.ts';
import { insertUser } from './users.ts';

/**
 * A user, their business (with them as its owner member) and a pending subscription with no
 * dates. Call inside a transaction.
 */
export const insertRegistration = async (
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    whatsappNumber: string;
    businessName: string;
    packageType: PackageType;
    locale?: Locale;
  },
) => {
  const user = await insertUser(db, {
    email: values.email,
    name: values.name,
    passwordHash: values.passwordHash,
    whatsappNumber: values.whatsappNumber,
    locale: values.locale,
  });
  const [business] = await db
    .insert(businesses)
    .values({ ownerId: user.id, name: values.businessName })
    .returning();
  if (!business) throw new Error('insert into businesses returned no row');
  await db.insert(memberships).values({ businessId: business.id, userId: user.id, role: 'owner' });
  const [subscription] = await db
    .insert(subscriptions)
    .values({ businessId: business.id, package: values.packageType, status: 'pending' })
    .returning();
  if (!subscription) throw new Error('insert into subscriptions returned no row');
  return { user, business, subscription };
};
