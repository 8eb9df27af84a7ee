/** The shared inbox's limits and words (issue 23). */
export const INBOX = {
  /** Open conversations automatic assignment gives one person at most, until an owner changes it. */
  defaultCapacity: 10,
  capacityMax: 100,
  /**
   * A person counts as online while an inbox tab of theirs is open: the tab's live stream renews
   * this every `presenceRenewSeconds`, so a closed tab or a dead connection ends it soon after.
   */
  presenceSeconds: 90,
  presenceRenewSeconds: 30,
  /**
   * How often the server wakes snoozed conversations and assigns waiting ones, catching what
   * no event did (presence that began or lapsed, a trigger lost to a failure).
   */
  passSeconds: 30,
  /** Conversations one automatic-assignment pass gives out at most (it holds a lock meanwhile). */
  assignPassMax: 50,
  /** How much of the last message the list shows. */
  previewMax: 160,
  pageSizeDefault: 30,
  pageSizeMax: 100,
  searchMax: 100,
  replyMax: 4096,
  /** An attachment's size at most: WhatsApp's own cap for images, kept for documents too. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** A caption, as WhatsApp allows it under a picture or a document. */
  captionMax: 1024,
  /**
   * An attachment's share link exists for WhatsApp to fetch the file when it is sent: it answers
   * while the message waits to go and this long after it went, then never again (a link that
   * leaked from a log or an API read does not open the customer's file for ever).
   */
  attachmentLinkHours: 24,
  /**
   * A conversation given to someone (or handed off by the bot to the queue) that nobody has read
   * or answered this long after is e-mailed to its assignee (or the owner and admins).
   */
  alertEmailAfterMinutes: 5,
} as const;

/**
 * What an agent may attach, by the type its bytes show (never the name or the browser's word):
 * pictures every phone shows, and PDF documents.
 */
export const ATTACHMENT_TYPES = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'application/pdf': 'document',
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

export const ASSIGNEE_FILTERS = ['mine', 'unassigned', 'all'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

export const inboxMessages = {
  conversationNotFound: 'Conversation not found',
  assigneeNotMember: 'That person is not in your team',
  snoozeInPast: 'Choose a time in the future to snooze until',
  replyEmpty: 'Write a message first',
  replyTooLong: `A message may be at most ${INBOX.replyMax} characters`,
  fetchFailed: 'Failed to fetch conversations',
  threadFailed: 'Failed to fetch messages',
  replyFailed: 'Failed to send the message',
  statusFailed: 'Failed to change the status',
  assignFailed: 'Failed to assign the conversation',
  attachmentRequired: 'Choose a file to attach',
  attachmentTooLarge: `An attachment may be at most ${INBOX.attachmentMaxBytes / 1024 / 1024}\u00a0MB`,
  attachmentWrongType: 'Attach a JPEG, PNG or WebP picture, or a PDF document',
  captionTooLong: `A caption may be at most ${INBOX.captionMax} characters`,
  attachmentMultipart: 'Send the attachment as multipart/form-data (fields file and caption)',
  capacityRange: `Capacity must be a whole number from 0 to ${INBOX.capacityMax}`,
} as const;
