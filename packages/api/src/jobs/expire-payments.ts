import { type Db, expireDuePayments } from '@balasin/db';

/** Writes down that unpaid orders past their deadline expired, freeing their unique codes. */
export const expirePayments = async (db: Db, now: Date) =>
  (await expireDuePayments(db, now)).length;
