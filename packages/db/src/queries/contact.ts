import { desc } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contactMessages } from '../schema/index.ts';

export type NewContactMessage = {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  ip: string;
};

export const insertContactMessage = async (db: Db, values: NewContactMessage) => {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
};
