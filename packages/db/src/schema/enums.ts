import { NUMBER_STATUSES, PACKAGES, ROLES, SUBSCRIPTION_STATUSES } from '@balasin/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const packageEnum = pgEnum('package', PACKAGES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const numberStatusEnum = pgEnum('number_status', NUMBER_STATUSES);
