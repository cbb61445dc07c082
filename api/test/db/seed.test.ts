import { sql } from 'kysely';
import type { Database, OpenedDatabase } from '../../src/db/database';
import { domainTables } from '../../src/db/migrations/0002_domain';
import { seed, seedAdminEvents } from '../../src/db/seed';
import { openTestDatabase } from '../helpers/testDb';

// A fixed instant: the same size and today must give the same data.
const TODAY = new Date('2026-03-18T10:30:00Z');

let a: OpenedDatabase;
let b: OpenedDatabase;

beforeAll(async () => {
  // Two fresh databases (migrated, nothing seeded), one after the other (PGlite is single-threaded).
  a = await openTestDatabase();
  await seed(a.db, 'small', { today: TODAY });
  b = await openTestDatabase();
  await seed(b.db, 'small', { today: TODAY });
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
});

async function count(db: Database, table: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return r.rows[0]!.n;
}

/** A hash of a table's content without the columns that default to now(). */
async function contentHash(db: Database, table: string): Promise<string> {
  const r = await sql<{ h: string | null }>`
    select md5(string_agg(j::text, '|' order by j::text)) as h
    from (select to_jsonb(t) - 'created_at' - 'updated_at' as j from ${sql.table(table)} as t) as rows`.execute(
    db,
  );
  return r.rows[0]!.h ?? '';
}

async function one<T>(db: Database, query: ReturnType<typeof sql<T>>): Promise<T> {
  return (await query.execute(db)).rows[0] as T;
}

test('the same size and today give the same rows in every table', async () => {
  for (const table of domainTables) {
    const [countA, countB] = [await count(a.db, table), await count(b.db, table)];
    expect([table, countA]).toEqual([table, countB]);
    expect([table, await contentHash(a.db, table)]).toEqual([table, await contentHash(b.db, table)]);
  }
});

test('the small seed has its minimums and data in every table', async () => {
  const db = a.db;
  const workers = await one<{ active: number; inactive: number }>(
    db,
    sql`select count(*) filter (where activity_status = 'active')::int as active, count(*) filter (where activity_status = 'inactive')::int as inactive from workers`,
  );
  expect(workers.active).toBeGreaterThanOrEqual(50);
  expect(workers.inactive).toBeGreaterThanOrEqual(5);
  expect(await count(db, 'vehicles')).toBeGreaterThanOrEqual(30);
  expect(await count(db, 'teams')).toBeGreaterThanOrEqual(6);
  expect(await count(db, 'team_configs')).toBe(await count(db, 'teams'));
  expect(await count(db, 'clients')).toBeGreaterThanOrEqual(200);
  const empty: string[] = [];
  for (const table of domainTables) if ((await count(db, table)) === 0) empty.push(table);
  expect(empty).toEqual([]);
  expect(await count(db, 'staff_users')).toBeGreaterThan(0);

  const clients = await one<{ inactive: number; closed: number }>(
    db,
    sql`select count(*) filter (where activity_status = 'inactive')::int as inactive, count(closed_at)::int as closed from clients`,
  );
  expect(clients.inactive).toBeGreaterThan(0);
  expect(clients.closed).toBeGreaterThan(0);
  const setting = await one<{ value: unknown }>(
    db,
    sql`select value from settings where key = 'max_days_limit'`,
  );
  expect(setting.value).toBe(30);
  expect(
    (
      await one<{ n: number }>(
        db,
        sql`select count(*)::int as n from home_messages where status = 'published'`,
      )
    ).n,
  ).toBeGreaterThan(0);
});

test('dates follow today: shifts around this week, overdue invoices in every age bucket', async () => {
  const db = a.db;
  const span = await one<{ first: string; last: string; today: number }>(
    db,
    sql`select min(date)::text as first, max(date)::text as last, count(*) filter (where date = '2026-03-18')::int as today from shifts`,
  );
  expect(span.first < '2026-03-09').toBe(true);
  expect(span.last > '2026-03-22').toBe(true);
  expect(span.today).toBeGreaterThan(10);

  const buckets = await one<Record<string, number>>(
    db,
    sql`
    with open as (
      select i.due_on, i.amount - coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
                              - coalesce((select sum(c.amount) from credit_notes c where c.invoice_id = i.id), 0) as left_due
      from invoices i where i.status in ('issued', 'sent'))
    select count(*) filter (where due_on >= '2026-03-18')::int as not_due,
           count(*) filter (where '2026-03-18'::date - due_on between 1 and 30)::int as d30,
           count(*) filter (where '2026-03-18'::date - due_on between 31 and 60)::int as d60,
           count(*) filter (where '2026-03-18'::date - due_on between 61 and 90)::int as d90,
           count(*) filter (where '2026-03-18'::date - due_on > 90)::int as over90,
           count(*) filter (where left_due < 0)::int as negative
    from open`,
  );
  for (const bucket of ['not_due', 'd30', 'd60', 'd90', 'over90'])
    expect([bucket, (buckets[bucket] ?? 0) > 0]).toEqual([bucket, true]);
  expect(buckets.negative).toBe(0);
});

test('numbers, sequences and planning anomalies are consistent', async () => {
  const db = a.db;
  // Invoice numbers run 1..n per year without gaps, and the sequence table knows n.
  const gaps = await sql<{ year: number; n: number; max: number; last: number }>`
    select s.year, count(i.id)::int as n, max(right(i.invoice_number, 6)::int) as max, s.last_value as last
    from invoice_number_sequences s join invoices i on left(i.invoice_number, 8) = 'INV-' || s.year
    group by s.year, s.last_value`.execute(db);
  expect(gaps.rows.length).toBeGreaterThan(0);
  for (const g of gaps.rows) expect([g.n, g.max]).toEqual([g.last, g.last]);
  // Credit notes never exceed the invoice.
  expect(
    await one(
      db,
      sql`select count(*)::int as n from credit_notes c join invoices i on i.id = c.invoice_id where c.amount > i.amount`,
    ),
  ).toEqual({ n: 0 });
  // Serial sequences continue after the seeded ids.
  const inserted = await one<{ id: number }>(db, sql`insert into elus (name) values ('New') returning id`);
  expect(inserted.id).toBeGreaterThan(8);
  const shortCode = await one<{ prefix: string; next: number; max: number }>(
    db,
    sql`select c.short_code_prefix as prefix, c.next_short_code_seq as next, max(right(w.short_code, 4)::int) as max
        from companies c join workers w on w.company_id = c.id group by c.id order by c.id limit 1`,
  );
  expect(shortCode.next).toBe(shortCode.max + 1);
  // Anomalies the planning must show: shifts without time, times without shift, gaps over 15 minutes.
  const anomalies = await one<{
    noTime: number;
    noShift: number;
    gaps: number;
    unproductive: number;
    open: number;
  }>(
    db,
    sql`select
      (select count(*)::int from shifts s where s.ends_at < '2026-03-18T10:30:00Z'
         and not exists (select 1 from worker_times t where t.worker_id = s.worker_id and t.date = s.date)) as "noTime",
      (select count(*)::int from worker_times t
         where not exists (select 1 from shifts s where s.worker_id = t.worker_id and s.date = t.date)) as "noShift",
      (select count(*)::int from shifts s join worker_times t on t.worker_id = s.worker_id and t.date = s.date
         where abs(extract(epoch from t.started_at - s.starts_at)) > 900) as gaps,
      (select count(*)::int from shifts where unproductive) as unproductive,
      (select count(*)::int from worker_times where ended_at is null) as open`,
  );
  expect(anomalies.noTime).toBeGreaterThan(0);
  expect(anomalies.noShift).toBeGreaterThan(0);
  expect(anomalies.gaps).toBeGreaterThan(0);
  expect(anomalies.unproductive).toBeGreaterThan(0);
  expect(anomalies.open).toBeGreaterThan(0);
  // Vehicles in use have their current driver; past drivers stay in the history.
  const drivers = await one<{ open: number; ended: number }>(
    db,
    sql`select count(*) filter (where ended_at is null)::int as open, count(ended_at)::int as ended from vehicle_assignments`,
  );
  expect(drivers.open).toBeGreaterThan(10);
  expect(drivers.ended).toBeGreaterThan(0);
});

test('seedAdminEvents bulk-inserts synthetic events by existing staff users', async () => {
  await seedAdminEvents(b.db, 500, { today: TODAY });
  const r = await one<{ n: number; users: number; actions: number; stranger: number }>(
    b.db,
    sql`select count(*)::int as n, count(distinct user_id)::int as users, count(distinct action)::int as actions,
        count(*) filter (where user_id is not null and user_id not in (select id from staff_users))::int as stranger from admin_events`,
  );
  expect(r.n).toBeGreaterThanOrEqual(500);
  expect(r.users).toBeGreaterThan(3);
  expect(r.actions).toBeGreaterThan(10);
  expect(r.stranger).toBe(0);
});

test('seeding twice is refused', async () => {
  await expect(seed(a.db, 'small', { today: TODAY })).rejects.toThrow(/already/);
});
