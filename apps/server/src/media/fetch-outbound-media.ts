import { MESSAGING_LIMITS, messagingMessages } from '@balasin/shared';
import { MediaRefusedError } from '@balasin/whatsapp';
import { GuardedGetError, type GuardedGetFailure, guardedGet } from '../http/guarded-get.ts';

/**
 * Why a file could not be had, and whether trying again later may help: an address refused, a
 * 4xx or a file too large stays so; a time-out, a 5xx or a network failure may pass.
 */
const outcomeOf = (failure: GuardedGetFailure): { reason: string; final: boolean } => {
  switch (failure.kind) {
    case 'private':
      return { reason: messagingMessages.mediaUrlPrivate, final: true };
    case 'invalid':
      return { reason: messagingMessages.mediaUrlInvalid, final: true };
    case 'too-large':
      return {
        reason: messagingMessages.mediaUrlTooLarge(MESSAGING_LIMITS.outboundMediaMaxBytes),
        final: true,
      };
    case 'status':
      return {
        reason: messagingMessages.mediaUrlStatus(failure.status),
        final: failure.status < 500 && failure.status !== 408 && failure.status !== 429,
      };
    case 'unresolvable':
      return { reason: messagingMessages.mediaUrlUnresolvable, final: false };
    case 'timeout':
      return { reason: messagingMessages.mediaUrlTimeout(failure.seconds), final: false };
    case 'unreachable':
      return { reason: messagingMessages.mediaUrlUnreachable, final: false };
  }
};

/**
 * The file of an image or document sent by URL, for WhatsApp Web: fetched here under the
 * webhooks' address rule (left to WhatsApp's library, any API caller could have our server read
 * an internal address and send the answer to a chat of theirs). A MediaRefusedError fails the
 * message at once; any other error is retried with the send.
 */
export const createOutboundMediaFetcher =
  (options: { allowPrivate: boolean; timeoutMs?: number }) => async (url: string) => {
    try {
      return (
        await guardedGet(url, {
          allowPrivate: options.allowPrivate,
          timeoutMs: options.timeoutMs ?? MESSAGING_LIMITS.outboundMediaTimeoutMs,
          maxBytes: MESSAGING_LIMITS.outboundMediaMaxBytes,
          headers: { 'user-agent': 'Balasin/1.0 (+media for a WhatsApp message)' },
        })
      ).bytes;
    } catch (error) {
      if (!(error instanceof GuardedGetError)) throw error;
      const { reason, final } = outcomeOf(error.failure);
      throw final ? new MediaRefusedError(reason) : new Error(reason);
    }
  };
