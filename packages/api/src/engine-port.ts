import type { EventEmitter } from 'node:events';

/**
 * What procedures ask of the connection engine. Commands travel to whichever server process holds
 * the number's session (PostgreSQL NOTIFY in production), so procedures never touch a socket.
 */
export type EngineCommand =
  | { type: 'connect'; numberId: string }
  | { type: 'logout'; numberId: string }
  | { type: 'sandbox.scan'; numberId: string }
  | { type: 'sandbox.inbound'; numberId: string; from: string; name?: string; text: string };

/** Something about a number changed; pages re-read what they show. */
export type NumberEvent = {
  businessId: string;
  numberId: string;
  kind: 'state' | 'sandbox';
};

export type EnginePort = {
  command: (command: EngineCommand) => Promise<void>;
  /** Tells every process (and so every open page) that a number changed. */
  publish: (event: NumberEvent) => Promise<void>;
  /** Emits `'number'` with a NumberEvent for every change published by any process. */
  events: EventEmitter;
};
