import { KNOWLEDGE_SOURCE_KINDS, KNOWLEDGE_SOURCE_STATES } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';

export const knowledgeSourceKindEnum = pgEnum('knowledge_source_kind', KNOWLEDGE_SOURCE_KINDS);
export const knowledgeSourceStateEnum = pgEnum('knowledge_source_state', KNOWLEDGE_SOURCE_STATES);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What a business has taught Balasin: a FAQ entry (question, answer, other phrasings), an
 * uploaded document (its file in the media store) or a web page (its URL, fetched again on request).
 */
export const knowledgeSources = pgTable(
  'knowledge_sources',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: knowledgeSourceKindEnum().notNull(),
    /** A FAQ's question, a document's file name, a page's own title (its URL until fetched). */
    title: text().notNull(),
    state: knowledgeSourceStateEnum().notNull().default('processing'),
    /** Why a document or page failed, in words the owner can act on. */
    error: text(),
    answer: text(),
    alternatives: text().array().notNull().default(sql`'{}'::text[]`),
    url: text(),
    /** The uploaded file in the media store; kept so a document can be processed again. */
    fileKey: text(),
    mimeType: text(),
    /** Bytes of the uploaded file or the fetched page. */
    size: integer(),
    /** Characters of text extracted (0 until processed). */
    textChars: integer().notNull().default(0),
    chunks: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** The last time its text was extracted and indexed. */
    processedAt: timestamptz(),
  },
  (t) => [index('knowledge_sources_business_idx').on(t.businessId, t.kind, t.createdAt)],
);

/**
 * Passages retrieval searches: a FAQ entry is one chunk (its question and phrasings as the
 * heading, its answer as the body), a document or page many (its title and section as the
 * heading). Both tsvectors are generated, so a passage is searchable the moment it is written.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: uuid().primaryKey().defaultRandom(),
    sourceId: uuid()
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    heading: text().notNull(),
    body: text().notNull(),
    searchId: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('indonesian'::regconfig, heading), 'A') || setweight(to_tsvector('indonesian'::regconfig, body), 'B')`,
      ),
    searchEn: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, heading), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')`,
      ),
  },
  // fastupdate off: GIN's pending list is scanned in full by every search until vacuum merges
  // it, so after a business uploaded thousands of passages each question's searches took tens
  // of milliseconds instead of one. Writes (the ingest job) pay the merge instead.
  (t) => [
    index('knowledge_chunks_source_idx').on(t.sourceId, t.position),
    index('knowledge_chunks_search_id_idx').using('gin', t.searchId).with({ fastupdate: false }),
    index('knowledge_chunks_search_en_idx').using('gin', t.searchEn).with({ fastupdate: false }),
  ],
);

/**
 * Every word the business's passages use (lower case, 3 to 40 characters), written with the
 * passages: a question's typo ("kemejaa", "ongkr") is corrected against these short words through
 * the trigram index, and the search itself stays full-text. Words of removed passages may stay:
 * a correction to a word no passage has any more finds nothing, which is harmless.
 */
export const knowledgeWords = pgTable(
  'knowledge_words',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    word: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.word] }),
    index('knowledge_words_trgm_idx')
      .using('gin', t.word.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
