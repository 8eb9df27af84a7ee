import { hashPassword } from '@balasin/api';
import { type Db, schema } from '@balasin/db';
import { signIn } from './measure.ts';

const PASSWORD = 'bench-messaging-password';

export type TestNumber = { id: string; token: string };

/**
 * Owners with a business each, inserted directly (signing up is not what is measured); one
 * password hash serves them all. Everything after this goes through the REST API.
 */
export const seedOwners = async (db: Db, count: number) => {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const owners = Array.from({ length: count }, (_, i) => ({
    email: `sender.${i}@bench.balasin.test`,
    name: `Sender ${i}`,
    passwordHash,
    emailVerifiedAt: now,
  }));
  const users = await db.insert(schema.users).values(owners).returning({ id: schema.users.id });
  const businesses = await db
    .insert(schema.businesses)
    .values(users.map((user, i) => ({ ownerId: user.id, name: `Toko Kirim ${i}` })))
    .returning({ id: schema.businesses.id, ownerId: schema.businesses.ownerId });
  // As registration does: the owner is the business's first member.
  await db
    .insert(schema.memberships)
    .values(
      businesses.map((b) => ({ businessId: b.id, userId: b.ownerId, role: 'owner' as const })),
    );
  return owners.map((owner) => ({ email: owner.email, password: PASSWORD }));
};

const call = async (url: string, cookie: string, method: 'GET' | 'POST', payload?: unknown) => {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

const stateIs = async (url: string, cookie: string, state: string) => {
  const deadline = Date.now() + 60_000;
  while ((await call(url, cookie, 'GET')).state !== state) {
    if (Date.now() > deadline) throw new Error(`${url} never reached ${state}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
};

/**
 * An owner's test (sandbox) numbers as a customer adds them, each with an API token: added,
 * then (when `connect`) connected with the sandbox method and paired by the simulated scan,
 * the sequence of apps/server/test/messaging-helpers.ts.
 */
export const addTestNumbers = async (
  baseUrl: string,
  owner: { email: string; password: string },
  options: { count: number; firstIndex: number; connect: boolean },
): Promise<TestNumber[]> => {
  const cookie = await signIn(baseUrl, owner);
  const numbers: TestNumber[] = [];
  for (let i = 0; i < options.count; i++) {
    const index = options.firstIndex + i;
    const added = await call(`${baseUrl}/api/whatsapp-numbers`, cookie, 'POST', {
      number: `+62819${String(index).padStart(8, '0')}`,
      name: `Bench ${index}`,
      test: true,
    });
    const numberUrl = `${baseUrl}/api/whatsapp-numbers/${added.id}`;
    if (options.connect) {
      await call(`${numberUrl}/connect`, cookie, 'POST', { method: 'sandbox' });
      await stateIs(numberUrl, cookie, 'qr');
      await call(`${numberUrl}/sandbox/scan`, cookie, 'POST');
      await stateIs(numberUrl, cookie, 'connected');
    }
    const created = await call(`${numberUrl}/tokens`, cookie, 'POST', { name: 'Bench' });
    numbers.push({ id: String(added.id), token: String(created.token) });
  }
  return numbers;
};

/** A customer's number, distinct per (sender, recipient) pair. */
export const recipient = (n: number) => `+62813${String(n).padStart(8, '0')}`;
