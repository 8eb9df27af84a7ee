import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per issued token pair. A refresh creates the successor row in the same family and
 * marks this one rotated; reuse of a rotated token after the grace window revokes the family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid().notNull(),
    accessTokenHash: text().notNull(),
    refreshTokenHash: text().notNull(),
    accessExpiresAt: timestamptz().notNull(),
    refreshExpiresAt: timestamptz().notNull(),
    /**
     * Random key that, with the raw refresh token (which only the client holds), derives this
     * row's successor tokens, so a refresh repeated inside the grace window gets the same pair.
     */
    rotationKey: text().notNull(),
    rotatedAt: timestamptz(),
    revokedAt: timestamptz(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_family_id_idx').on(t.familyId),
    index('sessions_user_id_idx').on(t.userId),
  ],
);
