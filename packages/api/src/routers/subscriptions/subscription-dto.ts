import type { SubscriptionView } from '@balasin/db';
import { PACKAGES, SUBSCRIPTION_STATUSES } from '@balasin/shared';
import { z } from 'zod';

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    package: z.enum(PACKAGES),
    status: z.enum(SUBSCRIPTION_STATUSES),
    start_date: z.iso.datetime().nullable(),
    end_date: z.iso.datetime().nullable(),
    owner_email: z.string(),
    business_name: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Subscription' });

export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

export const toSubscriptionDto = (row: SubscriptionView): SubscriptionDto => ({
  id: row.id,
  package: row.package,
  status: row.status,
  start_date: row.startDate?.toISOString() ?? null,
  end_date: row.endDate?.toISOString() ?? null,
  owner_email: row.ownerEmail,
  business_name: row.businessName,
  created_at: row.createdAt.toISOString(),
});
