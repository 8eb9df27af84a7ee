import { EventEmitter } from 'node:events';
import {
  type ConversationEvent,
  conversationChannel,
  type EngineCommand,
  type NumberEvent,
} from '@balasin/api';
import { type DbHandle, LIVE_EVENTS_CHANNEL } from '@balasin/db';
import type { FastifyBaseLogger } from 'fastify';

const COMMANDS = 'balasin_engine_commands';

/**
 * PostgreSQL LISTEN/NOTIFY as the engine's bus: commands reach the process that holds a number's
 * session, and events reach every process's open pages. One LISTEN per channel per process, fanned
 * out locally. NOTIFY is not a queue (a process that is down misses it): commands only nudge;
 * the state they act on is in the database, and the engine's periodic pass catches up.
 */
export const createEngineBus = async (handle: DbHandle, log: FastifyBaseLogger) => {
  const commands = new EventEmitter();
  const events = new EventEmitter();
  // Every open page's subscription listens here.
  events.setMaxListeners(0);
  const receive =
    (emitter: EventEmitter, name: (message: { kind?: string; businessId?: string }) => string) =>
    (payload: string) => {
      try {
        const message = JSON.parse(payload) as { kind?: string; businessId?: string };
        emitter.emit(name(message), message);
      } catch (error) {
        log.warn({ err: error, payload }, 'engine bus: unreadable notification');
      }
    };
  const unlisten = await Promise.all([
    handle.listen(
      COMMANDS,
      receive(commands, () => 'command'),
    ),
    // Numbers', conversations' and members' changes share one channel (one LISTEN per process).
    handle.listen(
      LIVE_EVENTS_CHANNEL,
      receive(events, (event) =>
        event.kind === 'conversation'
          ? conversationChannel(String(event.businessId))
          : event.kind === 'member'
            ? 'member'
            : 'number',
      ),
    ),
  ]);
  return {
    commands,
    events,
    command: (command: EngineCommand) => handle.notify(COMMANDS, JSON.stringify(command)),
    publish: (event: NumberEvent | ConversationEvent) =>
      handle.notify(LIVE_EVENTS_CHANNEL, JSON.stringify(event)),
    close: async () => {
      await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
    },
  };
};

export type EngineBus = Awaited<ReturnType<typeof createEngineBus>>;
