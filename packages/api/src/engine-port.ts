import type { EventEmitter } from 'node:events';
import type { ConversationEvent } from '@balasin/db';

/**
 * What procedures ask of the connection engine. Commands travel to whichever server process holds
 * the number's session (PostgreSQL NOTIFY in production), so procedures never touch a socket.
 */
export type EngineCommand =
  | { type: 'connect'; numberId: string }
  | { type: 'logout'; numberId: string }
  | { type: 'sandbox.scan'; numberId: string }
  | {
      type: 'sandbox.inbound';
      numberId: string;
      from: string;
      name?: string;
      content: SandboxContent;
      /** Written in a group the number is in, named so, instead of the customer's own chat. */
      group?: string;
      /** The business's own phone writes to `from` (someone answering outside Balasin). */
      fromMe?: boolean;
    };

/**
 * What a simulated customer sends: text, a file already on the simulated media server under
 * `ref` (NOTIFY carries at most 8000 bytes, so the bytes never travel in the command), or a place.
 */
export type SandboxContent =
  | { type: 'text'; text: string }
  | {
      type: 'image' | 'document' | 'audio';
      ref: string;
      mimeType: string;
      size: number;
      fileName?: string;
      caption?: string;
    }
  | { type: 'location'; latitude: number; longitude: number; name?: string }
  | { type: 'reaction'; emoji: string };

/**
 * Something about a number changed; pages re-read what they show. (A conversation the bot hands
 * to a person is announced by the conversation's own event, its alert: see ConversationEvent.)
 */
export type NumberEvent = {
  businessId: string;
  numberId: string;
  kind: 'state' | 'sandbox';
};

export type { ConversationEvent };

export type EnginePort = {
  command: (command: EngineCommand) => Promise<void>;
  /** Tells every process (and so every open page) that a number or a conversation changed. */
  publish: (event: NumberEvent | ConversationEvent) => Promise<void>;
  /**
   * Emits `'number'` with a NumberEvent, `conversationChannel(businessId)` with a
   * ConversationEvent of that business and `'member'` with a MemberEvent (someone removed) for
   * every change published by any process.
   */
  events: EventEmitter;
};

/**
 * Where a business's conversation events are emitted: an event wakes only that business's open
 * inboxes, not every stream of every business on the server to be filtered out.
 */
export const conversationChannel = (businessId: string) => `conversation:${businessId}`;
