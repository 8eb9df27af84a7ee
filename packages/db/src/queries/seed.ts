import { randomBytes } from 'node:crypto';
import { oneYearAfter } from '@balasin/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, memberships, subscriptions, users, whatsappNumbers } from '../schema/index.ts';

export const DEMO_BUSINESS_NAME = 'Toko Demo';

const DEMO_NUMBERS = [
  { number: '+6281200000001', name: 'Toko Demo CS', status: 'connected' },
  { number: '+6281200000002', name: 'Toko Demo Penjualan', status: 'disconnected' },
] as const;

export type DemoAccount = { email: string; name: string; passwordHash: string };

/**
 * The demo user with a business, an active lite subscription running one year from `now` and
 * two numbers. Does nothing when a user with that e-mail exists, so seeding can be repeated.
 */
export const seedDemoAccount = (
  db: Db,
  account: DemoAccount,
  now = new Date(),
): Promise<'created' | 'exists'> =>
  db.transaction(async (tx) => {
    // On conflict rather than look-then-insert, so two seeds at once cannot both create it.
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        name: account.name,
        passwordHash: account.passwordHash,
        whatsappNumber: '+6281200000000',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return 'exists';
    const [business] = await tx
      .insert(businesses)
      .values({ ownerId: user.id, name: DEMO_BUSINESS_NAME, createdAt: now })
      .returning({ id: businesses.id });
    if (!business) throw new Error('insert into businesses returned no row');
    await tx
      .insert(memberships)
      .values({ businessId: business.id, userId: user.id, role: 'owner' });
    await tx.insert(subscriptions).values({
      businessId: business.id,
      package: 'lite',
      status: 'active',
      startDate: now,
      endDate: oneYearAfter(now),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(whatsappNumbers).values(
      DEMO_NUMBERS.map((n) => ({
        ...n,
        businessId: business.id,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return 'created';
  });

export const findAnyAdmin = async (db: Db) => {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.createdAt)
    .limit(1);
  return row;
};

// Indonesian names, so the admin list looks like the real market and a search for "siti" or
// "wijaya" finds a plausible fraction of owners. Space-separated: each list is one parameter,
// split in SQL (drizzle would expand a JS array into one parameter per element).
const FIRST_NAMES =
  'agus ahmad andi ani ayu bambang budi citra dewi dian eko fajar fitri gita hadi hendra indah ' +
  'intan joko kartika lestari maya nur putri rahmat rina rudi sari siti sri taufik wahyu wulan ' +
  'yudi yuni';
const LAST_NAMES =
  'firmansyah gunawan halim hidayat kurniawan lubis nasution pratama purnomo rahmawati santoso ' +
  'saputra setiawan siregar sitompul susanto tanjung wibowo wijaya yulianti';
const BUSINESS_KINDS =
  'Toko Warung Kedai Butik Apotek Bengkel Katering Laundry Salon Percetakan Klinik Konveksi';
const DOMAINS = 'example.com example.co.id example.net example.org';

const words = (list: string) => sql`string_to_array(${list}, ' ')`;

export type SeedSubscriptionsOptions = {
  count: number;
  /** Given to every seeded owner; see the CLI for why one hash serves them all. */
  passwordHash: string;
  batchSize?: number;
  now?: Date;
  onBatch?: (done: number) => void;
};

/**
 * `count` owners, each with one business and one subscription of random package and status,
 * dates consistent with the status, created over the two years before `now`. Set-based: one
 * statement per batch, so 100,000 take seconds rather than the minutes row-by-row would.
 */
export const seedSubscriptions = async (db: Db, options: SeedSubscriptionsOptions) => {
  const batchSize = options.batchSize ?? 50_000;
  const now = (options.now ?? new Date()).toISOString();
  // Per run, so e-mails stay unique when seeding is repeated.
  const run = randomBytes(4).toString('hex');
  for (let done = 0; done < options.count; ) {
    const size = Math.min(batchSize, options.count - done);
    // One statement per batch is one transaction: a failed batch leaves nothing half-made.
    // The three inserts read the same rows of random draws (a CTE used three times is computed
    // once), so ids and dates agree across tables; foreign keys are checked at the end of the
    // statement, when all three tables hold their rows.
    await db.execute(sql`
      with lists as (
        select ${words(FIRST_NAMES)} as firsts, ${words(LAST_NAMES)} as lasts,
          ${words(BUSINESS_KINDS)} as kinds, ${words(DOMAINS)} as domains
      ),
      draws as materialized (
        select
          gen_random_uuid() as user_id,
          gen_random_uuid() as business_id,
          ${done}::int + g as i,
          firsts[1 + floor(random() * cardinality(firsts))::int] as first_name,
          lasts[1 + floor(random() * cardinality(lasts))::int] as last_name,
          kinds[1 + floor(random() * cardinality(kinds))::int] as kind,
          domains[1 + floor(random() * cardinality(domains))::int] as domain,
          random() as r_status,
          random() as r_package,
          random() as r_start,
          random() as r_end,
          -- At least an hour old, so every past date drawn below lies strictly before now.
          ${now}::timestamptz - interval '1 hour' - random() * interval '730 days' as created_at,
          '+628' || (1000000000 + floor(random() * 9000000000))::bigint as contact
        from generate_series(1, ${size}::int) as g, lists
      ),
      picked as (
        select *,
          (case
            when r_status < 0.45 then 'active'
            when r_status < 0.65 then 'pending'
            when r_status < 0.85 then 'expired'
            else 'cancelled'
          end)::subscription_status as status,
          (case
            when r_package < 0.5 then 'lite'
            when r_package < 0.85 then 'pro'
            else 'enterprise'
          end)::package as package,
          -- Active ones started within the last 360 days, so a one-year term is still running.
          greatest(created_at, ${now}::timestamptz - interval '360 days') as active_from
        from draws
      ),
      dated as (
        select *,
          case
            when status = 'active' then active_from + (${now}::timestamptz - active_from) * r_start
            when status = 'expired' then created_at + (${now}::timestamptz - created_at) * r_start / 2
            -- Half the cancelled ones never paid; the other half stopped during their term.
            when status = 'cancelled' and r_end >= 0.5
              then created_at + (${now}::timestamptz - created_at) * r_start
          end as start_date
        from picked
      ),
      new_users as (
        insert into users (id, email, name, password_hash, whatsapp_number, email_verified_at,
          created_at, updated_at)
        select user_id,
          first_name || '.' || last_name || '-' || ${run}::text || '-' || i || '@' || domain,
          initcap(first_name) || ' ' || initcap(last_name),
          ${options.passwordHash}::text,
          contact,
          case when status <> 'pending' then created_at + interval '10 minutes' end,
          created_at,
          created_at
        from dated
      ),
      new_businesses as (
        insert into businesses (id, owner_id, name, created_at)
        select business_id, user_id, kind || ' ' || initcap(first_name) || ' ' || initcap(last_name),
          created_at
        from dated
      ),
      new_memberships as (
        insert into memberships (business_id, user_id, role, created_at, updated_at)
        select business_id, user_id, 'owner', created_at, created_at
        from dated
      )
      insert into subscriptions (business_id, package, status, start_date, end_date, created_at,
        updated_at)
      select business_id, package, status, start_date,
        case
          when status = 'active' or status = 'cancelled' then start_date + interval '1 year'
          -- Ends after its start and before now.
          when status = 'expired' then start_date + (${now}::timestamptz - start_date) * r_end
        end,
        created_at,
        coalesce(start_date, created_at)
      from dated
    `);
    done += size;
    options.onBatch?.(done);
  }
};
