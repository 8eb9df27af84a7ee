import type { ConnectionState } from './types.ts';

/** Thrown by `send` and `typing` when the number has no open link; callers queue and retry. */
export class NotConnectedError extends Error {
  override readonly name = 'NotConnectedError';
  readonly code = 'NOT_CONNECTED';

  constructor(
    readonly numberId: string,
    readonly state: ConnectionState,
  ) {
    super(`WhatsApp number ${numberId} is not connected (state: ${state})`);
  }
}

/** A file's download passed the size cap: it is not kept, and the message says so. */
export class MediaTooLargeError extends Error {
  override readonly name = 'MediaTooLargeError';
  readonly code = 'MEDIA_TOO_LARGE';

  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

/**
 * The file of an image or document could not be had from its URL for a reason a retry will not
 * change (a private address, a 404, too large): the message fails at once with this reason.
 */
export class MediaRefusedError extends Error {
  override readonly name = 'MediaRefusedError';
  readonly code = 'MEDIA_REFUSED';
}
