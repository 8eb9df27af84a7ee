import type { EventEmitter } from 'node:events';

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
  | { type: 'location'; latitude: number; longitude: number; name?: string };

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
