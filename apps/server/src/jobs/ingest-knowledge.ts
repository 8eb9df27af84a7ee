import { buffer } from 'node:stream/consumers';
import {
  chunkText,
  htmlToText,
  type IngestKnowledgeJob,
  type MediaStore,
  markPdfHeadings,
  QUEUES,
} from '@balasin/api';
import {
  type Db,
  failSource,
  type KnowledgeSourceRow,
  knowledgeSourceById,
  storeSourceText,
} from '@balasin/db';
import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { ExtractionError, extractPdfText } from '../knowledge/extract-pdf-text.ts';
import { fetchPage } from '../knowledge/fetch-page.ts';

type Read = { title?: string; text: string; size?: number };

/** Text as PostgreSQL can hold it (no NUL), within the cap. */
const storable = (text: string) =>
  text
    .replace(/\u0000/g, '')
    .replace(/^\uFEFF/, '')
    .slice(0, KNOWLEDGE_LIMITS.textMaxChars);

const readDocument = async (source: KnowledgeSourceRow, store: MediaStore): Promise<Read> => {
  const stream = source.fileKey ? await store.get(source.fileKey) : null;
  if (!stream) throw new ExtractionError(knowledgeMessages.processingInterrupted);
  const bytes = await buffer(stream);
  if (source.mimeType === 'application/pdf') return { text: await extractPdfText(bytes) };
  return { text: new TextDecoder('utf-8').decode(bytes) };
};

const readPage = async (
  source: KnowledgeSourceRow,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<Read> => {
  const page = await fetchPage(source.url ?? '', options);
  if (!page.html) return { text: page.body, size: page.size };
  const { title, text } = htmlToText(page.body);
  return {
    ...(title ? { title: title.slice(0, KNOWLEDGE_LIMITS.titleMax) } : {}),
    text,
    size: page.size,
  };
};

/**
 * The `knowledge-ingest` queue: reads a document (PDF through unpdf, text, Markdown) or fetches a
 * page, splits its text into passages and stores them with the source `ready`, all in one
 * transaction; or marks it `failed` with the reason. A source removed meanwhile is left alone.
 */
export const registerKnowledgeWorker = async (options: {
  boss: PgBoss;
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  store: MediaStore;
  allowPrivate: boolean;
  pageTimeoutMs?: number;
}) => {
  const { db, log, now } = options;
  const ingest = async (sourceId: string) => {
    const source = await knowledgeSourceById(db, sourceId);
    if (!source || source.kind === 'faq') return;
    try {
      const read =
        source.kind === 'page'
          ? await readPage(source, {
              allowPrivate: options.allowPrivate,
              ...(options.pageTimeoutMs ? { timeoutMs: options.pageTimeoutMs } : {}),
            })
          : await readDocument(source, options.store);
      const text = storable(read.text).trim();
      if (!text) {
        throw new ExtractionError(
          source.kind === 'page' ? knowledgeMessages.pageEmpty : knowledgeMessages.documentEmpty,
        );
      }
      const title = read.title ? storable(read.title) : source.title;
      await storeSourceText(db, {
        id: source.id,
        ...(read.title ? { title } : {}),
        ...(read.size !== undefined ? { size: read.size } : {}),
        textChars: text.length,
        // A PDF's text layer has no Markdown: its heading lines are found so its sections stay apart.
        chunks: chunkText(
          title,
          source.mimeType === 'application/pdf' ? markPdfHeadings(text) : text,
        ),
        now: now(),
      });
    } catch (error) {
      if (!(error instanceof ExtractionError)) {
        log.warn({ err: error, sourceId }, 'knowledge: processing failed');
      }
      await failSource(db, {
        id: source.id,
        error:
          error instanceof ExtractionError
            ? error.message
            : knowledgeMessages.processingInterrupted,
        now: now(),
      });
    }
  };

  await options.boss.work<IngestKnowledgeJob>(
    QUEUES.ingestKnowledge,
    // Woken by NOTIFY when a document is added: searchable within seconds of the upload.
    {
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
      batchSize: 2,
      localConcurrency: 1,
    },
    async (jobs) => {
      for (const job of jobs) await ingest(job.data.sourceId);
    },
  );
};
