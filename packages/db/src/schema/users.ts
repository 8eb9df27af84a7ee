import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { localeEnum, roleEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased so equality and uniqueness ignore case. */
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('user'),
    /** The contact person's number, stored normalised (+digits). */
    whatsappNumber: text(),
    /** The app area's language, chosen in the dashboard: it follows the user to any browser. */
    locale: localeEnum().notNull().default('en'),
    emailVerifiedAt: timestamptz(),
    /** Set by an admin: the user's sessions are ended and they cannot sign in until enabled. */
    disabledAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Admin search is a case-insensitive substring match on the owner e-mail.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // A search of one or two characters has no trigram for that index to look up (it would read
    // every entry): the e-mail's one- and two-character pieces, from email_grams() (migration
    // 0022), answer it instead.
    index('users_email_grams_idx')
      .using('gin', sql`email_grams(${t.email})`)
      .with({ fastupdate: false }),
    // Admin user search also matches the name; without a pending list, as contacts' name index.
    index('users_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The admin user list is newest first, paged by (created_at, id).
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash)],
);

/**
 * A user's pending change of sign-in address: the link went to `newEmail`, and the address
 * changes only when it is opened. One per user (a new request replaces it); opening the link
 * deletes the row, so it works once. Only the token's hash is kept.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users' e-mails. */
    newEmail: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_requests_user_key').on(t.userId),
    uniqueIndex('email_change_requests_token_hash_key').on(t.tokenHash),
  ],
);
