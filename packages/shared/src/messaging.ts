/** Messages, conversations and contacts (the design page's data and the REST contract's values). */
export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

export const SENDER_KINDS = ['contact', 'bot', 'agent', 'api'] as const;
export type SenderKind = (typeof SENDER_KINDS)[number];

export const MESSAGE_TYPES = [
  'text',
  'image',
  'document',
  'audio',
  'video',
  'location',
  'sticker',
  'other',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * The contract's statuses. Outbound messages move queued -> sent -> delivered -> read, or end
 * failed; an inbound one is stored as delivered (it reached the business).
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const CONVERSATION_STATUSES = ['open', 'pending', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Why a person, not the bot, has a conversation (`handoff_reason`). */
export const HANDOFF_REASONS = {
  /** A person took it from the bot (dashboard, inbox or API). */
  takenOver: 'taken_over',
  /** A new contact past the package's contact limit: stored, shown, not answered by the bot. */
  contactLimit: 'contact_limit',
} as const;

/** Contacts a package keeps (the packages page sells them beside the numbers). */
export const PACKAGE_CONTACT_LIMITS = { lite: 5000, pro: 10000, enterprise: 20000 } as const;

/** The owner is warned when the contacts reach this share of the package's limit. */
export const CONTACT_WARNING_RATIO = 0.8;

export const MESSAGING_LIMITS = {
  textMax: 4096,
  captionMax: 1024,
  urlMax: 2048,
  filenameMax: 255,
  pageDefault: 20,
  pageMax: 100,
  idempotencyKeyMax: 255,
  /** The same Idempotency-Key answers the same for this long. */
  idempotencyHours: 24,
  /** A message for a number that is not connected waits this long, then fails. */
  waitForConnectionHours: 24,
  tokenNameMax: 60,
  /**
   * People who never wrote to a number that it may start conversations with per 24 hours
   * (through the API): mass first messages are what gets WhatsApp numbers banned.
   */
  firstContactsPerDay: 50,
  tokensPerNumberMax: 20,
} as const;
