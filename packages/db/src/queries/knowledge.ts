import type { KnowledgeSourceKind } from '@balasin/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import { knowledgeChunks, knowledgeSources } from '../schema/index.ts';

export type KnowledgeSourceRow = typeof knowledgeSources.$inferSelect;
export type NewKnowledgeChunk = { heading: string; body: string };

export const listKnowledgeSources = (
  db: Db,
  params: { businessId: string; kinds: readonly KnowledgeSourceKind[] },
) =>
  db
    .select()
    .from(knowledgeSources)
    .where(
      and(
        eq(knowledgeSources.businessId, params.businessId),
        inArray(knowledgeSources.kind, [...params.kinds]),
      ),
    )
    .orderBy(asc(knowledgeSources.createdAt), asc(knowledgeSources.id));

export const countKnowledgeSources = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(knowledgeSources)
    .where(eq(knowledgeSources.businessId, businessId));
  return row?.n ?? 0;
};

/** The business's source of one of these kinds, or undefined (another business's is not found). */
export const findKnowledgeSource = async (
  db: Db,
  params: { businessId: string; id: string; kinds: readonly KnowledgeSourceKind[] },
) =>
  (
    await db
      .select()
      .from(knowledgeSources)
      .where(
        and(
          eq(knowledgeSources.id, params.id),
          eq(knowledgeSources.businessId, params.businessId),
          inArray(knowledgeSources.kind, [...params.kinds]),
        ),
      )
  )[0];

/** A source by id alone: the ingestion job's read. */
export const knowledgeSourceById = async (db: Db, id: string) =>
  (await db.select().from(knowledgeSources).where(eq(knowledgeSources.id, id)))[0];

/** What separates words in a passage, for its vocabulary (knowledge_words). */
const WORD_SEPARATOR = '[^[:alnum:]]+';

const replaceChunks = async (
  tx: Db,
  source: { id: string; businessId: string },
  chunks: NewKnowledgeChunk[],
) => {
  await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, source.id));
  // Inserted in slices: a long document is thousands of chunks, more than one statement's parameters.
  for (let start = 0; start < chunks.length; start += 500) {
    await tx.insert(knowledgeChunks).values(
      chunks.slice(start, start + 500).map((chunk, offset) => ({
        sourceId: source.id,
        businessId: source.businessId,
        position: start + offset,
        heading: chunk.heading,
        body: chunk.body,
      })),
    );
  }
  await tx.execute(sql`
    insert into knowledge_words (business_id, word)
    select distinct ${source.businessId}::uuid, w
    from knowledge_chunks c, regexp_split_to_table(lower(c.heading || ' ' || c.body), ${WORD_SEPARATOR}) as w
    where c.source_id = ${source.id} and length(w) between 3 and 40
    on conflict do nothing`);
};

/** A FAQ's one passage: its question and other phrasings to match, its answer to give. */
const faqChunk = (faq: { question: string; answer: string; alternatives: string[] }) => ({
  heading: [faq.question, ...faq.alternatives].join('\n'),
  body: faq.answer,
});

export const createFaq = (
  db: Db,
  params: {
    businessId: string;
    question: string;
    answer: string;
    alternatives: string[];
    now: Date;
  },
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        businessId: params.businessId,
        kind: 'faq',
        title: params.question,
        answer: params.answer,
        alternatives: params.alternatives,
        state: 'ready',
        textChars: params.question.length + params.answer.length,
        chunks: 1,
        createdAt: params.now,
        updatedAt: params.now,
        processedAt: params.now,
      })
      .returning();
    const faq = row as KnowledgeSourceRow;
    await replaceChunks(tx as unknown as Db, faq, [faqChunk(params)]);
    return faq;
  });

/** Changes the business's FAQ entry and its passage together; undefined when not found. */
export const updateFaq = (
  db: Db,
  params: {
    businessId: string;
    id: string;
    question: string;
    answer: string;
    alternatives: string[];
    now: Date;
  },
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(knowledgeSources)
      .set({
        title: params.question,
        answer: params.answer,
        alternatives: params.alternatives,
        textChars: params.question.length + params.answer.length,
        updatedAt: params.now,
        processedAt: params.now,
      })
      .where(
        and(
          eq(knowledgeSources.id, params.id),
          eq(knowledgeSources.businessId, params.businessId),
          eq(knowledgeSources.kind, 'faq'),
        ),
      )
      .returning();
    if (!row) return undefined;
    await replaceChunks(tx as unknown as Db, row, [faqChunk(params)]);
    return row;
  });

/** Removes the source and its passages (by cascade, in the same statement): no answer uses it after. */
export const deleteKnowledgeSource = async (
  db: Db,
  params: { businessId: string; id: string; kinds: readonly KnowledgeSourceKind[] },
) =>
  (
    await db
      .delete(knowledgeSources)
      .where(
        and(
          eq(knowledgeSources.id, params.id),
          eq(knowledgeSources.businessId, params.businessId),
          inArray(knowledgeSources.kind, [...params.kinds]),
        ),
      )
      .returning()
  )[0];

/** A document or page waiting for its text: `processing` until the ingestion job has read it. */
export const createPendingSource = async (
  db: Db,
  params: {
    businessId: string;
    kind: 'document' | 'page';
    title: string;
    url?: string;
    fileKey?: string;
    mimeType?: string;
    size?: number;
    now: Date;
  },
) => {
  const [row] = await db
    .insert(knowledgeSources)
    .values({
      businessId: params.businessId,
      kind: params.kind,
      title: params.title,
      url: params.url ?? null,
      fileKey: params.fileKey ?? null,
      mimeType: params.mimeType ?? null,
      size: params.size ?? null,
      state: 'processing',
      createdAt: params.now,
      updatedAt: params.now,
    })
    .returning();
  return row as KnowledgeSourceRow;
};

/** Back to `processing` (a page fetched again); its current passages answer until the new ones land. */
export const markSourceProcessing = async (
  db: Db,
  params: { businessId: string; id: string; now: Date },
) =>
  (
    await db
      .update(knowledgeSources)
      .set({ state: 'processing', error: null, updatedAt: params.now })
      .where(
        and(eq(knowledgeSources.id, params.id), eq(knowledgeSources.businessId, params.businessId)),
      )
      .returning()
  )[0];

/** The extracted text's passages replace the old ones and the source is `ready`, in one transaction. */
export const storeSourceText = (
  db: Db,
  params: {
    id: string;
    title?: string;
    size?: number;
    textChars: number;
    chunks: NewKnowledgeChunk[];
    now: Date;
  },
) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(knowledgeSources)
      .set({
        state: 'ready',
        error: null,
        ...(params.title ? { title: params.title } : {}),
        ...(params.size !== undefined ? { size: params.size } : {}),
        textChars: params.textChars,
        chunks: params.chunks.length,
        updatedAt: params.now,
        processedAt: params.now,
      })
      .where(eq(knowledgeSources.id, params.id))
      .returning();
    // Removed while it was processed: nothing to store.
    if (!row) return undefined;
    await replaceChunks(tx as unknown as Db, row, params.chunks);
    return row;
  });

/** `failed` with the reason; its passages go too, so no answer rests on text that could not be read. */
export const failSource = (db: Db, params: { id: string; error: string; now: Date }) =>
  db.transaction(async (tx) => {
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.sourceId, params.id));
    await tx
      .update(knowledgeSources)
      .set({ state: 'failed', error: params.error, chunks: 0, updatedAt: params.now })
      .where(eq(knowledgeSources.id, params.id));
  });

export type KnowledgeCandidate = {
  chunkId: string;
  sourceId: string;
  kind: KnowledgeSourceKind;
  title: string;
  answer: string | null;
  heading: string;
  body: string;
  rank: number;
  /** All the business's passages, for the words' rarity. */
  total: number;
};

/** Corrections kept per unknown word: "kemejaa" may be "kemeja" or "kemejanya". */
const CORRECTIONS_PER_WORD = 2;

/**
 * $2's words no passage of the business ($1) has as a word (in either language's stemming), each
 * with the business's closest words by trigram (over the short words of knowledge_words, through
 * its index; a row with no correction when none is close). Only such words can be typos or
 * unknown shorthand worth a trigram search: comparing a common word's trigrams with every passage
 * that shares them cost seconds. Each word's tsqueries are worked out once, before the passages
 * are read: planned without statistics (a business's knowledge just added), the check otherwise
 * ran to_tsquery for every word and every passage, 40 to 90 ms a question at 5,000 passages.
 */
const UNKNOWN_WORDS: Statement = {
  name: 'knowledge_unknown_words',
  text: `with u as materialized (
      select w, n, to_tsquery('indonesian', w) as qi, to_tsquery('english', w) as qe
      from unnest($2::text[]) with ordinality as u(w, n)
    ), lacking as (
      select u.w, u.n from u
      where not exists (
        select 1 from knowledge_chunks c
        where c.business_id = $1::uuid and (c.search_id @@ u.qi or c.search_en @@ u.qe)
      )
    )
    select l.w as word, k.word as correction from lacking l
    left join lateral (
      select v.word, similarity(v.word, l.w) as likeness from knowledge_words v
      where v.business_id = $1::uuid and v.word % l.w
      order by likeness desc, v.word
      limit ${CORRECTIONS_PER_WORD}
    ) as k on true
    order by l.n, k.likeness desc, k.word`,
};

/**
 * The full-text search ($2, a tsquery's text) over the business's ($1) passages, the best $3.
 * Ranked in the language that matched (Indonesian first): common words can match most of the
 * business's passages, and ranking each twice was most of the query's time. Only the best are
 * joined to their sources, and the sources' passage counts are summed once, not counted over
 * every passage on every question. The tsqueries are worked out once (materialized): inlined,
 * a prepared statement's generic plan ran to_tsquery again for every passage it ranked (140 ms
 * where 10 ms was needed). Equal ranks are common (the same words met once each): the shorter
 * passage, which says them more densely, goes first, then by text, so the same knowledge gives the
 * same candidates on every database (by id alone, a random uuid, the passage at the limit varied).
 *
 * Ranking every match is the query's cost (a question's common words match most passages), so
 * it is kept to the rank itself: every match is ranked with its id alone, the $3-th best rank is
 * the cut, and only passages at or above it (the best $3 and their ties) are read whole for the
 * tie-break. Sorting all matches by their texts' lengths decompressed every passage's body: at
 * 5,000 passages twice the time. The cut keeps the same passages in the same order: a passage
 * below it has $3 others ranked strictly above it. A question's words are joined by | alone, so
 * its Indonesian tsquery is an "any of" (any_of: no & or <-> from a word the parser split): a
 * passage matches it exactly when ts_rank finds one of its words, rank > 0 (all weights are
 * positive), so that rank stands for the @@ test instead of working out both.
 */
const SEARCH: Statement = {
  name: 'knowledge_search',
  text: `with q as materialized (
      select qi, qe, qi::text !~ '[&<!]' as any_of
      from (select to_tsquery('indonesian', $2) as qi, to_tsquery('english', $2) as qe) as t
    ), ranked as materialized (
      select c.id,
        case when q.any_of
            then coalesce(nullif(ts_rank(c.search_id, q.qi), 0), ts_rank(c.search_en, q.qe))
          when c.search_id @@ q.qi then ts_rank(c.search_id, q.qi)
          else ts_rank(c.search_en, q.qe) end as rank
      from knowledge_chunks c cross join q
      where c.business_id = $1::uuid and (c.search_id @@ q.qi or c.search_en @@ q.qe)
    ), cut as (
      select rank from ranked order by rank desc limit 1 offset $3 - 1
    ), best as (
      select c.id, c.source_id, c.heading, c.body, r.rank
      from ranked r join knowledge_chunks c on c.id = r.id
      where r.rank >= coalesce((select rank from cut), '-infinity')
      order by r.rank desc, length(c.heading) + length(c.body), c.heading collate "C",
        c.body collate "C", c.id
      limit $3
    )
    select b.id as "chunkId", b.source_id as "sourceId", s.kind, s.title, s.answer,
      b.heading, b.body, b.rank,
      (select coalesce(sum(a.chunks), 0) from knowledge_sources a
        where a.business_id = $1::uuid) as total
    from best b join knowledge_sources s on s.id = b.source_id
    order by b.rank desc, length(b.heading) + length(b.body), b.heading collate "C",
      b.body collate "C", b.id`,
};

/** A text[] parameter's literal; `words` are letters and digits only, quoted so "null" stays a word. */
const textArrayLiteral = (words: string[]) => `{${words.map((word) => `"${word}"`).join(',')}}`;

const isWord = (word: string) => /^[\p{L}\p{N}]+$/u.test(word);

/**
 * Passages that may answer a question, best-ranked first: full-text matches in Indonesian or
 * English of any of the words, where a word no passage has (a typo, shorthand the slang table
 * does not know) is replaced by the business's closest words by trigram. The caller scores them;
 * this only narrows thousands of passages to a few dozen, through the GIN indexes. `lacking` are
 * the `fuzzyWords` no passage has as a word: the caller hands off a question whose topic the
 * knowledge does not know at all. Two prepared statements, the second only when some words are
 * worth a correction.
 *
 * `words` must be letters and digits only (they are joined into a tsquery).
 */
export const searchKnowledgeCandidates = async (
  db: Db,
  params: { businessId: string; words: string[]; fuzzyWords: string[]; limit: number },
) => {
  const words = params.words.filter(isWord);
  if (words.length === 0) return { candidates: [], lacking: [] };
  const fuzzyWords = params.fuzzyWords.filter(isWord);
  const unknown =
    fuzzyWords.length === 0
      ? []
      : await runStatement<{ word: string; correction: string | null }>(db, UNKNOWN_WORDS, [
          params.businessId,
          textArrayLiteral(fuzzyWords),
        ]);
  const lacking = [...new Set(unknown.map((row) => row.word))];
  const corrected = unknown.flatMap((row) =>
    row.correction !== null && isWord(row.correction) ? [row.correction] : [],
  );
  const tsquery = [...new Set([...words, ...corrected])].join(' | ');
  const rows = await runStatement<KnowledgeCandidate>(db, SEARCH, [
    params.businessId,
    tsquery,
    params.limit,
  ]);
  const candidates = rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    total: Number(row.total),
  }));
  return { candidates, lacking };
};
