import { TEAM_ROLES } from '@balasin/shared';
import { INBOX } from '@balasin/shared/inbox';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

export const teamRoleEnum = pgEnum('team_role', TEAM_ROLES);

/**
 * A person's place in a business. One business per person, so every check resolves one
 * business and one role for the caller; the owner's row is written with the business.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRoleEnum().notNull(),
    /** How many open conversations automatic assignment gives this person at most. */
    capacity: integer().notNull().default(INBOX.defaultCapacity),
    /** Online while an inbox tab of theirs is open: each open tab renews it (see inbox presence). */
    onlineUntil: timestamptz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_user_key').on(t.userId),
    index('memberships_business_idx').on(t.businessId, t.createdAt),
    // A business has exactly one owner.
    uniqueIndex('memberships_one_owner_key').on(t.businessId).where(sql`${t.role} = 'owner'`),
  ],
);

/** An e-mailed link into a business. Only the token's hash is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users' e-mails. */
    email: text().notNull(),
    role: teamRoleEnum().notNull(),
    tokenHash: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz().notNull(),
    acceptedAt: timestamptz(),
    revokedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per address per business (an expired one is revoked before a new one).
    uniqueIndex('invitations_open_email_key')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
