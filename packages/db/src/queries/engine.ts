import {
  type ConnectionState,
  type ConnectMethod,
  type DriverName,
  statusOfState,
} from '@balasin/shared';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, engineWorkers, whatsappNumbers } from '../schema/index.ts';

/** What a worker needs to open a number's session. */
export type ClaimedNumber = {
  id: string;
  businessId: string;
  number: string;
  test: boolean;
  driver: DriverName | null;
  connectMethod: ConnectMethod | null;
};

const claimedColumns = {
  id: whatsappNumbers.id,
  businessId: whatsappNumbers.businessId,
  number: whatsappNumbers.number,
  test: whatsappNumbers.test,
  driver: whatsappNumbers.driver,
  connectMethod: whatsappNumbers.connectMethod,
};

export const registerWorker = async (
  db: Db,
  worker: { id: string; host: string; pid: number; now: Date },
) => {
  await db
    .insert(engineWorkers)
    .values({ id: worker.id, host: worker.host, pid: worker.pid, heartbeatAt: worker.now });
};

/** Renews the worker's lease; false when its row is gone (it was declared dead and removed). */
export const heartbeatWorker = async (db: Db, id: string, now: Date) => {
  const renewed = await db
    .update(engineWorkers)
    .set({ heartbeatAt: now })
    .where(eq(engineWorkers.id, id))
    .returning({ id: engineWorkers.id });
  return renewed.length > 0;
};

/** A stopping worker hands its numbers back at once instead of letting its lease run out. */
export const removeWorker = async (db: Db, id: string) => {
  await db.update(whatsappNumbers).set({ workerId: null }).where(eq(whatsappNumbers.workerId, id));
  await db.delete(engineWorkers).where(eq(engineWorkers.id, id));
};

/**
 * Workers whose lease ran out go, and their numbers are free again: a wanted one shows
 * `connecting` until a live worker claims it, the others `disconnected`. Answers the numbers
 * whose state changed, for their events.
 */
export const removeDeadWorkers = async (db: Db, params: { staleBefore: Date; now: Date }) => {
  const dead = await db
    .delete(engineWorkers)
    .where(lt(engineWorkers.heartbeatAt, params.staleBefore))
    .returning({ id: engineWorkers.id });
  if (dead.length === 0) return [];
  const running = sql`${whatsappNumbers.connectionState} in ('connecting', 'qr', 'pairing', 'connected')`;
  return db
    .update(whatsappNumbers)
    .set({
      workerId: null,
      connectionState: sql`case when not ${running} then ${whatsappNumbers.connectionState} when ${whatsappNumbers.wanted} then 'connecting' else 'disconnected' end`,
      status: sql`case when not ${running} then ${whatsappNumbers.status} when ${whatsappNumbers.wanted} then 'connecting' else 'disconnected' end`,
      qr: null,
      pairingCode: null,
      updatedAt: params.now,
    })
    .where(
      inArray(
        whatsappNumbers.workerId,
        dead.map((w) => w.id),
      ),
    )
    .returning({ numberId: whatsappNumbers.id, businessId: whatsappNumbers.businessId });
};

/**
 * Takes wanted numbers that no live worker holds, at most `limit`, optionally only `numberId`.
 * `skip locked` lets workers claim side by side; the `worker_id is null` re-check under the row
 * lock makes a number go to exactly one of them.
 */
export const claimFreeNumbers = async (
  db: Db,
  params: { workerId: string; limit: number; numberId?: string },
): Promise<ClaimedNumber[]> => {
  const free = db
    .select({ id: whatsappNumbers.id })
    .from(whatsappNumbers)
    .where(
      and(
        eq(whatsappNumbers.wanted, true),
        isNull(whatsappNumbers.deletedAt),
        isNull(whatsappNumbers.workerId),
        params.numberId ? eq(whatsappNumbers.id, params.numberId) : undefined,
      ),
    )
    .limit(params.limit)
    .for('update', { skipLocked: true });
  return db
    .update(whatsappNumbers)
    .set({ workerId: params.workerId })
    .where(and(inArray(whatsappNumbers.id, free), isNull(whatsappNumbers.workerId)))
    .returning(claimedColumns);
};

/** The numbers this worker holds that are wanted (to keep open) or not (to log out). */
export const numbersHeldBy = (
  db: Db,
  workerId: string,
  options: { wanted: boolean } = { wanted: true },
) =>
  db
    .select(claimedColumns)
    .from(whatsappNumbers)
    .where(
      and(
        eq(whatsappNumbers.workerId, workerId),
        eq(whatsappNumbers.wanted, options.wanted),
        isNull(whatsappNumbers.deletedAt),
      ),
    );

export const releaseNumber = async (db: Db, params: { workerId: string; numberId: string }) => {
  await db
    .update(whatsappNumbers)
    .set({ workerId: null })
    .where(
      and(eq(whatsappNumbers.id, params.numberId), eq(whatsappNumbers.workerId, params.workerId)),
    );
};

export type ConnectionRecord = {
  state: ConnectionState;
  qr: string | null;
  pairingCode: string | null;
  error: string | null;
  lastSeenAt: Date | null;
  /** The owner no longer wants it connected (logged out, failed): the engine stops trying. */
  wanted?: boolean;
};

/**
 * Writes a session's state, fenced by ownership: a worker that lost the number (its lease ran
 * out while it was paused) writes nothing. Answers the business, for the event, or null.
 */
export const saveConnectionState = async (
  db: Db,
  params: { numberId: string; workerId: string | null; record: ConnectionRecord; now: Date },
) => {
  const { record } = params;
  const [row] = await db
    .update(whatsappNumbers)
    .set({
      connectionState: record.state,
      status: statusOfState(record.state),
      qr: record.qr,
      pairingCode: record.pairingCode,
      lastError: record.error,
      lastSeenAt: record.lastSeenAt,
      updatedAt: params.now,
      ...(record.wanted === undefined ? {} : { wanted: record.wanted }),
    })
    .where(
      and(
        eq(whatsappNumbers.id, params.numberId),
        params.workerId === null
          ? isNull(whatsappNumbers.workerId)
          : eq(whatsappNumbers.workerId, params.workerId),
      ),
    )
    .returning({ businessId: whatsappNumbers.businessId });
  return row?.businessId ?? null;
};

const ownedBy = (businessId: string) => eq(whatsappNumbers.businessId, businessId);

/** The business's live number with everything its page shows. */
export const findNumberDetailForBusiness = async (db: Db, businessId: string, id: string) => {
  const [row] = await db
    .select({
      id: whatsappNumbers.id,
      businessId: whatsappNumbers.businessId,
      number: whatsappNumbers.number,
      name: whatsappNumbers.name,
      status: whatsappNumbers.status,
      test: whatsappNumbers.test,
      driver: whatsappNumbers.driver,
      connectMethod: whatsappNumbers.connectMethod,
      connectionState: whatsappNumbers.connectionState,
      qr: whatsappNumbers.qr,
      pairingCode: whatsappNumbers.pairingCode,
      lastSeenAt: whatsappNumbers.lastSeenAt,
      lastError: whatsappNumbers.lastError,
      workerId: whatsappNumbers.workerId,
      createdAt: whatsappNumbers.createdAt,
      businessName: businesses.name,
    })
    .from(whatsappNumbers)
    .innerJoin(businesses, eq(businesses.id, whatsappNumbers.businessId))
    .where(
      and(
        eq(whatsappNumbers.id, id),
        isNull(whatsappNumbers.deletedAt),
        eq(businesses.id, businessId),
        isNull(businesses.deletedAt),
      ),
    )
    .limit(1);
  return row;
};
export type NumberDetailRow = NonNullable<Awaited<ReturnType<typeof findNumberDetailForBusiness>>>;

/**
 * The owner asks for a connection: wanted from now on, by this driver and method. A number
 * already connected by the same method stays as it is (connecting twice is harmless); any other
 * state starts over at `connecting` with the last error cleared.
 */
export const requestConnect = async (
  db: Db,
  params: {
    businessId: string;
    numberId: string;
    driver: DriverName;
    method: ConnectMethod;
    now: Date;
  },
) => {
  const sameAndConnected = and(
    eq(whatsappNumbers.connectionState, 'connected'),
    eq(whatsappNumbers.connectMethod, params.method),
  );
  const updated = await db
    .update(whatsappNumbers)
    .set({
      wanted: true,
      driver: params.driver,
      connectMethod: params.method,
      connectionState: sql`case when ${sameAndConnected} then ${whatsappNumbers.connectionState} else 'connecting' end`,
      status: sql`case when ${sameAndConnected} then ${whatsappNumbers.status} else 'connecting' end`,
      lastError: sql`case when ${sameAndConnected} then ${whatsappNumbers.lastError} else null end`,
      updatedAt: params.now,
    })
    .where(
      and(
        eq(whatsappNumbers.id, params.numberId),
        isNull(whatsappNumbers.deletedAt),
        ownedBy(params.businessId),
      ),
    )
    .returning({ id: whatsappNumbers.id, workerId: whatsappNumbers.workerId });
  return updated[0];
};

/**
 * The owner stops wanting the number connected. Answers the worker that holds its session
 * (it logs out of WhatsApp), or null when none does.
 */
export const requestLogout = async (
  db: Db,
  params: { businessId: string; numberId: string; now: Date },
) => {
  const [row] = await db
    .update(whatsappNumbers)
    .set({ wanted: false, updatedAt: params.now })
    .where(
      and(
        eq(whatsappNumbers.id, params.numberId),
        isNull(whatsappNumbers.deletedAt),
        ownedBy(params.businessId),
      ),
    )
    .returning({ id: whatsappNumbers.id, workerId: whatsappNumbers.workerId });
  return row;
};
