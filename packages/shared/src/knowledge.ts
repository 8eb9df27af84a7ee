/** Where an answer can come from: a FAQ entry, an uploaded document, or a web page. */
export const KNOWLEDGE_SOURCE_KINDS = ['faq', 'document', 'page'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/**
 * A document or page is `processing` until its text is extracted and indexed, then `ready`, or
 * `failed` with a reason the owner can act on. A FAQ entry is `ready` as soon as it is saved.
 */
export const KNOWLEDGE_SOURCE_STATES = ['processing', 'ready', 'failed'] as const;
export type KnowledgeSourceState = (typeof KNOWLEDGE_SOURCE_STATES)[number];

/** Uploadable document types, by media type; the file name's extension decides when it is vague. */
export const KNOWLEDGE_DOCUMENT_TYPES = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'application/pdf': 'pdf',
} as const;
export type KnowledgeDocumentType = keyof typeof KNOWLEDGE_DOCUMENT_TYPES;

export const KNOWLEDGE_LIMITS = {
  /** An uploaded document (PDF, text, Markdown). */
  documentMaxBytes: 10 * 1024 * 1024,
  /** A fetched web page's HTML. */
  pageMaxBytes: 2 * 1024 * 1024,
  pageFetchTimeoutMs: 10_000,
  /** Text kept from one document or page (characters): a book is not a knowledge base. */
  textMaxChars: 500_000,
  /** A chunk aims for this many characters, on paragraph and sentence boundaries... */
  chunkTargetChars: 700,
  /** ...never more than this... */
  chunkMaxChars: 1000,
  /** ...and repeats about this much of the previous chunk, so a fact split across two is found. */
  chunkOverlapChars: 150,
  questionMax: 500,
  answerMax: 4000,
  alternativesMax: 20,
  titleMax: 200,
  urlMax: 2048,
  askMax: 1000,
  sourcesPerBusinessMax: 1000,
  /** Passages an answer looks at (and the playground shows). */
  passagesMax: 5,
  /** An excerpt in `sources[]`. */
  excerptChars: 240,
  /** A retrieval-only reply: WhatsApp-short, cut at a sentence. */
  replyMaxChars: 600,
  /** The LLM gets this long to answer before the retrieval answer (or a handoff) is used. */
  llmTimeoutMs: 15_000,
} as const;

/**
 * Below this confidence (0..1) nothing is answered: the question goes to a person. Each
 * number's bot settings can raise or lower it.
 */
export const KNOWLEDGE_DEFAULT_THRESHOLD = 0.5;
