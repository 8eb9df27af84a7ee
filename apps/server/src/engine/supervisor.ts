import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EngineCommand, emitConnectionEvent, type JobsPort } from '@balasin/api';
import {
  type ClaimedNumber,
  claimFreeNumbers,
  clearAuthKeys,
  type Db,
  heartbeatWorker,
  numbersHeldBy,
  registerWorker,
  releaseNumber,
  removeDeadWorkers,
  removeWorker,
  saveConnectionState,
  saveLidMappings,
} from '@balasin/db';
import { ENGINE_LIMITS } from '@balasin/shared';
import {
  type Connection,
  type ConnectionPolicy,
  type ConnectionSnapshot,
  createConnection,
  type Driver,
  type SandboxDriver,
} from '@balasin/whatsapp';
import type { FastifyBaseLogger } from 'fastify';
import { startSingleFlightInterval } from '../single-flight-interval.ts';
import { createDbAuthStore } from './auth-store.ts';
import type { EngineBus } from './bus.ts';
import type { MessagePipeline } from './pipeline.ts';

export type EngineOptions = {
  db: Db;
  bus: EngineBus;
  log: FastifyBaseLogger;
  now: () => Date;
  drivers: { baileys: Driver; sandbox: SandboxDriver };
  pipeline: MessagePipeline;
  /** Where `connection.status` webhook deliveries are queued. */
  jobs: JobsPort;
  /** How long a silent worker keeps its numbers, and how often a live one says it is alive. */
  lease?: { ttlMs: number; renewMs: number };
  /** Pause between two sessions opened in one pass, so a restart does not open all at once. */
  spreadMs?: number;
  policy?: Partial<ConnectionPolicy>;
};

type Session = {
  number: ClaimedNumber;
  connection: Connection;
  /** Set when this process lets go of the session: its later changes are not ours to write. */
  released: boolean;
  /** State writes of one number, in the order they happened. */
  writes: Promise<void>;
  /** The last state recorded: a new QR code is no news for webhooks, a new state is. */
  lastState?: ConnectionSnapshot['state'];
};

const CLAIM_BATCH = 50;
const RUNNING = new Set(['connecting', 'qr', 'pairing', 'connected']);
const ENDED = new Set(['disconnected', 'logged_out', 'failed']);

/**
 * This process's share of the connection engine: it holds a lease (its heartbeat row), claims
 * numbers that are wanted and that no live worker holds, keeps one connection per number it
 * holds, writes every state change (fenced by ownership) and announces it, and closes what it no
 * longer holds. A worker that cannot renew its lease for a whole lease period closes its sessions
 * before anyone may take them over, so two processes never drive one number.
 */
export const startEngine = async (options: EngineOptions) => {
  const { db, bus, log, now, drivers } = options;
  const lease = options.lease ?? {
    ttlMs: ENGINE_LIMITS.leaseTtlSeconds * 1000,
    renewMs: ENGINE_LIMITS.leaseRenewSeconds * 1000,
  };
  const spreadMs = options.spreadMs ?? ENGINE_LIMITS.startupSpreadMs;
  let workerId = randomUUID();
  const sessions = new Map<string, Session>();
  let renewedAt = performance.now();
  let stopped = false;

  const join = () =>
    registerWorker(db, { id: workerId, host: hostname(), pid: process.pid, now: now() });
  await join();

  const announce = (businessId: string, numberId: string, kind: 'state') =>
    bus
      .publish({ businessId, numberId, kind })
      .catch((error: unknown) => log.warn({ err: error }, 'engine: event not published'));

  const forget = async (session: Session) => {
    session.released = true;
    if (sessions.get(session.number.id) === session) sessions.delete(session.number.id);
  };

  /** Closes a session and keeps its auth state and its `wanted` (another process may resume it). */
  const letGo = async (session: Session) => {
    await forget(session);
    await session.connection.stop().catch((error: unknown) => {
      log.warn({ err: error, numberId: session.number.id }, 'engine: session did not close');
    });
    await session.writes;
  };

  const chain = (session: Session, failure: string, work: () => Promise<void>) => {
    session.writes = session.writes
      .then(work)
      .catch((error: unknown) =>
        log.warn({ err: error, numberId: session.number.id }, `engine: ${failure}`),
      );
  };

  const record = (session: Session, snapshot: ConnectionSnapshot) => {
    const ended = ENDED.has(snapshot.state);
    // An ended connection does not restart by itself: it waits for the owner, and frees the number.
    if (ended) void forget(session);
    const changed = session.lastState !== snapshot.state;
    session.lastState = snapshot.state;
    chain(session, 'state not saved', async () => {
      const businessId = await db.transaction(async (tx) => {
        const saved = await saveConnectionState(tx, {
          numberId: session.number.id,
          workerId,
          record: {
            state: snapshot.state,
            qr: snapshot.qr,
            pairingCode: snapshot.pairingCode,
            error: snapshot.error,
            lastSeenAt: snapshot.lastSeenAt,
            ...(ended ? { wanted: false } : {}),
          },
          now: now(),
        });
        if (saved && changed) {
          await emitConnectionEvent(tx, options.jobs, {
            businessId: saved,
            numberId: session.number.id,
            state: snapshot.state,
            error: snapshot.error,
            at: now(),
          });
        }
        return saved;
      });
      if (ended) await releaseNumber(db, { workerId, numberId: session.number.id });
      if (businessId) await announce(businessId, session.number.id, 'state');
    });
  };

  const open = (number: ClaimedNumber) => {
    if (stopped || sessions.has(number.id)) return;
    const driver = number.test ? drivers.sandbox : drivers.baileys;
    const method = number.connectMethod ?? (number.test ? 'sandbox' : 'qr');
    const session: Session = {
      number,
      released: false,
      writes: Promise.resolve(),
      connection: createConnection({
        numberId: number.id,
        phone: number.number.replace(/^\+/, ''),
        driver,
        method,
        auth: createDbAuthStore(db, number.id),
        onChange: (snapshot) => {
          if (!session.released) record(session, snapshot);
        },
        // In the same per-number order as the state: a conversation's messages stay in sequence.
        onMessage: (message) =>
          chain(session, 'message not stored', () =>
            options.pipeline.received({ id: number.id, businessId: number.businessId }, message),
          ),
        onStatus: (update) =>
          chain(session, 'receipt not stored', () =>
            options.pipeline.status({ id: number.id, businessId: number.businessId }, update),
          ),
        onIdentities: (pairs) => {
          saveLidMappings(db, number.id, pairs, now()).catch((error: unknown) =>
            log.warn({ err: error, numberId: number.id }, 'engine: LID mapping not saved'),
          );
        },
        onError: (error) => log.warn({ err: error, numberId: number.id }, 'engine: session error'),
        ...(options.policy ? { policy: options.policy } : {}),
      }),
    };
    sessions.set(number.id, session);
    session.connection.start();
  };

  const openSpread = async (numbers: ClaimedNumber[]) => {
    for (const [index, number] of numbers.entries()) {
      if (index > 0) await sleep(spreadMs * (0.5 + Math.random()));
      open(number);
    }
  };

  /** Ends the link with WhatsApp for good: the state write that follows frees the number. */
  const logout = async (numberId: string) => {
    const session = sessions.get(numberId);
    if (session) {
      await session.connection.logout();
      return;
    }
    const held = (await numbersHeldBy(db, workerId, { wanted: false })).find(
      (n) => n.id === numberId,
    );
    if (!held) return;
    await clearAuthKeys(db, numberId);
    const businessId = await saveConnectionState(db, {
      numberId,
      workerId,
      record: { state: 'disconnected', qr: null, pairingCode: null, error: null, lastSeenAt: null },
      now: now(),
    });
    await releaseNumber(db, { workerId, numberId });
    if (businessId) await announce(businessId, numberId, 'state');
  };

  /** Brings the sessions in line with what the database says this worker holds. */
  const reconcile = async () => {
    const held = new Map((await numbersHeldBy(db, workerId)).map((n) => [n.id, n]));
    const unwanted = await numbersHeldBy(db, workerId, { wanted: false });
    for (const number of unwanted) await logout(number.id);
    for (const session of [...sessions.values()]) {
      if (!held.has(session.number.id) && !unwanted.some((n) => n.id === session.number.id)) {
        log.warn({ numberId: session.number.id }, 'engine: number no longer ours; closing it');
        await letGo(session);
      }
    }
    const claimed = await claimFreeNumbers(db, { workerId, limit: CLAIM_BATCH });
    await openSpread([...[...held.values()].filter((n) => !sessions.has(n.id)), ...claimed]);
  };

  const connect = async (numberId: string) => {
    const wanted = (await numbersHeldBy(db, workerId)).find((n) => n.id === numberId);
    const session = sessions.get(numberId);
    if (session && wanted) {
      const sameWay = session.number.connectMethod === wanted.connectMethod;
      if (sameWay && RUNNING.has(session.connection.snapshot().state)) {
        // Connecting twice is harmless: the page shows the session as it is.
        record(session, session.connection.snapshot());
        return;
      }
      await letGo(session);
    }
    if (wanted) return open(wanted);
    for (const number of await claimFreeNumbers(db, { workerId, numberId, limit: 1 })) open(number);
  };

  const run = async (command: EngineCommand) => {
    if (command.type === 'connect') return connect(command.numberId);
    if (command.type === 'logout') return logout(command.numberId);
    if (!sessions.has(command.numberId)) return;
    if (command.type === 'sandbox.scan') {
      drivers.sandbox.scan(command.numberId);
      return;
    }
    drivers.sandbox.inbound(
      command.numberId,
      { phone: command.from.replace(/^\+/, ''), ...(command.name ? { name: command.name } : {}) },
      command.content,
      {
        ...(command.group ? { group: command.group } : {}),
        ...(command.fromMe ? { fromMe: true } : {}),
      },
    );
  };
  const onCommand = (command: EngineCommand) => {
    run(command).catch((error: unknown) =>
      log.warn({ err: error, command: command.type }, 'engine: command failed'),
    );
  };
  bus.commands.on('command', onCommand);

  const pass = async () => {
    try {
      if (!(await heartbeatWorker(db, workerId, now()))) {
        // Declared dead while we were away: what we held may be someone else's by now.
        log.warn('engine: lease lost; closing every session and joining again');
        await Promise.all([...sessions.values()].map(letGo));
        workerId = randomUUID();
        await join();
      }
      renewedAt = performance.now();
      const freed = await removeDeadWorkers(db, {
        staleBefore: new Date(now().getTime() - lease.ttlMs),
        now: now(),
      });
      for (const number of freed) await announce(number.businessId, number.numberId, 'state');
      await reconcile();
    } catch (error) {
      log.warn({ err: error }, 'engine: pass failed');
      if (performance.now() - renewedAt > lease.ttlMs && sessions.size > 0) {
        log.warn('engine: lease expired unrenewed; closing every session');
        await Promise.all([...sessions.values()].map(letGo));
      }
    }
  };

  // pass() reports its own failures; the first one completes before the engine is handed out.
  const loop = startSingleFlightInterval({
    everyMs: lease.renewMs,
    work: pass,
    onError: (error) => log.warn({ err: error }, 'engine: pass failed'),
  });
  await loop.first;

  return {
    workerId: () => workerId,
    /** The number's connection when this process holds it, for the send job. */
    connectionOf: (numberId: string) => sessions.get(numberId)?.connection,
    /** The sandbox network's deliveries are announced to the number's business. */
    businessOf: (numberId: string) => sessions.get(numberId)?.number.businessId,
    stop: async () => {
      stopped = true;
      bus.commands.off('command', onCommand);
      await loop.stop();
      await Promise.all([...sessions.values()].map(letGo));
      // Handing the numbers back at once lets another process resume them without waiting.
      await removeWorker(db, workerId).catch((error: unknown) =>
        log.warn({ err: error }, 'engine: lease not returned'),
      );
    },
  };
};

export type Engine = Awaited<ReturnType<typeof startEngine>>;
