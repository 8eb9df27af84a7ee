import { formatBytes } from './format.ts';

/** What the messaging pipeline and its API say (the spec's catalogue is messages.ts). */
export const messagingMessages = {
  waitingForConnection: 'Waiting for the number to connect',
  notConnectedInTime: 'The number was not connected within 24 hours',
  tokenRequired: 'An API token is required: send it as Authorization: Bearer <token>',
  tokenInvalid: 'This API token is invalid or has been revoked',
  tokenInUrl: 'API tokens go in the Authorization header, never in the URL',
  messageNotFound: 'Message not found',
  conversationNotFound: 'Conversation not found',
  tokenNotFound: 'API token not found',
  tokenLimit: 'A number can have at most 20 API tokens',
  tokenNameRequired: 'Give the token a name',
  tokenNameTooLong: (max: number) => `A token name is at most ${max} characters`,
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
  idempotencyInFlight: 'A request with this Idempotency-Key is still being accepted: retry shortly',
  idempotencyKeyTooLong: 'Idempotency-Key is at most 255 characters',
  textRequired: 'text.body is required',
  textEmpty: 'text.body must not be empty',
  textTooLong: (max: number) => `text.body is at most ${max} characters`,
  pageLimitInvalid: (max: number) => `limit must be a whole number from 1 to ${max}`,
  mediaUrlInvalid: 'The media url must be an http(s) URL',
  mediaUrlTooLong: 'The media url is at most 2048 characters',
  mediaUrlPrivate:
    'The media url points at a private, loopback or link-local address: use a public address (or set WEBHOOK_ALLOW_PRIVATE=true on a server inside your own network)',
  mediaUrlUnresolvable: 'The media url host does not resolve to any address',
  mediaUrlStatus: (code: number) => `The media url answered ${code}`,
  mediaUrlTooLarge: (maxBytes: number) =>
    `The file at the media url is larger than ${formatBytes(maxBytes)}: send it as a link in a text message`,
  mediaUrlTimeout: (seconds: number) => `The media url did not answer within ${seconds} seconds`,
  mediaUrlUnreachable: 'The media url could not be reached',
  invalidCursor: 'Invalid cursor',
  tokenRevoked: 'API token revoked: calls with it are refused from now on',
  tokenCreateFailed: 'Could not create the API token. Please try again.',
  tokenRevokeFailed: 'Could not revoke the API token. Please try again.',
  tokensLoadFailed: 'Could not load the API tokens.',
  apiLogLoadFailed: 'Could not load the API log.',
  firstContactCap: (cap: number) =>
    `This number has started ${cap} conversations with people who never wrote to it in the last 24 hours, the most it may: WhatsApp bans numbers that message many strangers. Try again later, or wait for customers to write first.`,
  mediaNotFound: 'This message has no file to download',
  mediaTooLarge: (maxBytes: number) =>
    `The file is larger than ${formatBytes(maxBytes)} and was not kept; ask the customer to send it another way`,
  mediaUnavailable:
    'The file could not be downloaded from WhatsApp or saved; the message is kept without it',
  /** Why nothing goes out once the subscription has ended; customers' messages still come in. */
  subscriptionExpired:
    'Subscription expired: renew it to send messages again. Messages from customers are still received.',
  subscriptionCancelled:
    'Subscription cancelled: messages cannot be sent. Messages from customers are still received.',
  contactLimit: (pkg: string, limit: number) =>
    `Your ${pkg} package keeps at most ${limit.toLocaleString('en')} contacts: upgrade or remove contacts to message someone new`,
} as const;
