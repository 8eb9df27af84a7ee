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

/**
 * WhatsApp message ids Balasin gives its own sends: an echo of one (WhatsApp tells a linked
 * device what the account sent) is known as ours, not a person answering from the phone.
 */
export const OWN_MESSAGE_ID_PREFIX = 'BLS';

/**
 * Where a conversation stands for the people answering it: open (someone should answer), pending
 * (waiting on something else, such as the customer's transfer), resolved (done), snoozed (put
 * aside until a time). The customer's next message opens any of them again.
 */
export const CONVERSATION_STATUSES = ['open', 'pending', 'resolved', 'snoozed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** Why a person, not the bot, has a conversation (`handoff_reason`). */
export const HANDOFF_REASONS = {
  /** A person took it from the bot (dashboard, inbox or API). */
  takenOver: 'taken_over',
  /** A new contact past the package's contact limit: stored, shown, not answered by the bot. */
  contactLimit: 'contact_limit',
  /** The customer asked for a person ("mau ngobrol sama admin", "CS", "orang asli"). */
  askedForPerson: 'asked_for_person',
  /** The knowledge base had nothing good enough: the bot passed the question on. */
  lowConfidence: 'low_confidence',
  /** The customer wrote this many times in a row without the bot finding an answer. */
  unansweredTurns: 'unanswered_turns',
  /** Someone answered from the phone itself (WhatsApp app or WhatsApp Web), not through Balasin. */
  agentReplied: 'agent_replied',
  /** The bot could not reply at all (its retries ran out): a person answers instead. */
  botFailed: 'bot_failed',
  /**
   * The bot already sent its most replies a minute in this conversation (another auto-responder
   * answering it, or a customer writing faster than it should answer): a person takes over.
   */
  replyLimit: 'reply_limit',
} as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[keyof typeof HANDOFF_REASONS];

/**
 * Moments in a conversation's timeline that are not messages: the bot handed it to a person
 * (`handoff`, with its reason) or a person gave it back to the bot (`handback`).
 */
export const CONVERSATION_EVENT_KINDS = ['handoff', 'handback'] as const;
export type ConversationEventKind = (typeof CONVERSATION_EVENT_KINDS)[number];

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
  /**
   * An image or document sent by URL is fetched by us, not by WhatsApp's library, so the URL is
   * checked like a webhook's (no private addresses) and the file capped: WhatsApp's own limit for
   * images is 16 MB, and a larger document is better sent as a link.
   */
  outboundMediaMaxBytes: 16 * 1024 * 1024,
  outboundMediaTimeoutMs: 30_000,
} as const;

/**
 * Received files: WhatsApp itself carries documents up to 2 GB, but a support inbox keeps what
 * people look at. A larger file is not downloaded; its message is kept and says so.
 * `MEDIA_MAX_BYTES` overrides the cap.
 */
export const MEDIA_LIMITS = {
  maxBytesDefault: 16 * 1024 * 1024,
  /**
   * What a simulated customer may send to a test number: its base64 must fit in a request
   * body of 100 KB (base64 grows bytes by a third).
   */
  sandboxMaxBytes: 64 * 1024,
  mimeTypeMax: 127,
  /**
   * A number's received messages are stored one after another: a download that hangs gives up
   * after this long (the message is kept without its file) rather than hold up the next ones.
   */
  downloadTimeoutMs: 2 * 60_000,
} as const;

/** The kinds of file a simulated customer can send to a test number. */
export const SANDBOX_MEDIA_TYPES = ['image', 'document', 'audio'] as const;
