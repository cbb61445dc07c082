import { Migrator, NO_MIGRATIONS, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database, OpenedDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { domainTables } from '../../src/db/migrations/0002_domain';
import * as redactResetTokens from '../../src/db/migrations/0029_outbox_redact_reset_tokens';
import { openTestDatabase } from '../helpers/testDb';

let opened: OpenedDatabase;
let db: Database;

beforeAll(async () => {
  opened = await openTestDatabase();
  db = opened.db;
});
afterAll(() => opened.close());

async function tablesOf(of: Database): Promise<string[]> {
  const r = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
    of,
  );
  return r.rows.map((x) => x.name).sort();
}
const tables = () => tablesOf(db);

/** Runs `run` in a transaction that is always rolled back, and returns the error it raised. */
async function failure(run: (tx: Database) => Promise<unknown>): Promise<string> {
  try {
    await db.transaction().execute(async (tx) => {
      await run(tx as unknown as Database);
      throw new Error('NO_ERROR');
    });
  } catch (e) {
    return (e as Error).message;
  }
  return 'NO_ERROR';
}

/** Inserts the minimal rows the constraint tests hang from; returns their ids. */
async function base(tx: Database) {
  const one = async (q: ReturnType<typeof sql<{ id: number }>>) =>
    ((await q.execute(tx)).rows[0] as { id: number }).id;
  const agency = await one(sql`insert into agencies (name) values ('A') returning id`);
  const team = await one(sql`insert into teams (name, agency_id) values ('T', ${agency}) returning id`);
  const company = await one(
    sql`insert into companies (name, short_code_prefix) values ('C', 'TST') returning id`,
  );
  const worker = await one(
    sql`insert into workers (short_code, company_id, team_id, agency_id, first_name, last_name) values ('TST-0001', ${company}, ${team}, ${agency}, 'Ann', 'Lee') returning id`,
  );
  const worker2 = await one(
    sql`insert into workers (short_code, company_id, team_id, agency_id, first_name, last_name) values ('TST-0002', ${company}, ${team}, ${agency}, 'Bob', 'Ray') returning id`,
  );
  const type = await one(sql`insert into vehicle_types (name) values ('Van') returning id`);
  const vehicle = await one(
    sql`insert into vehicles (short_code, type_id) values ('VH-1', ${type}) returning id`,
  );
  const vehicle2 = await one(
    sql`insert into vehicles (short_code, type_id) values ('VH-2', ${type}) returning id`,
  );
  const client = await one(
    sql`insert into clients (business_code, name) values ('CL1', 'Client') returning id`,
  );
  const client2 = await one(
    sql`insert into clients (business_code, name) values ('CL2', 'Other') returning id`,
  );
  const invoice = await one(
    sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat) values ('INV-2026-000001', ${client}, '2026-01-01', '2026-01-31', 1200, 1000) returning id`,
  );
  return { agency, team, company, worker, worker2, type, vehicle, vehicle2, client, client2, invoice };
}

test('every table of the domain exists next to the auth tables, and the list is complete', async () => {
  const present = await tables();
  for (const t of [
    ...domainTables,
    'staff_users',
    'profiles',
    'sessions',
    'trusted_devices',
    'admin_events',
    'mail_outbox',
  ])
    expect(present).toContain(t);
  // Nothing created by 0002 is missing from domainTables (down drops exactly those).
  const auth = [
    'staff_users',
    'profiles',
    'sessions',
    'trusted_devices',
    'admin_events',
    'mail_outbox',
    'login_attempts',
    'rate_limit_windows',
    'kysely_migration',
    'kysely_migration_lock',
  ];
  // Later migrations (the areas', 0005 on) add tables of their own: the list is checked on a
  // database taken back to 0004, where only 0001-0004 have run.
  const early = await openTestDatabase();
  try {
    class Listed implements MigrationProvider {
      async getMigrations(): Promise<Record<string, Migration>> {
        return migrations;
      }
    }
    const back = await new Migrator({ db: early.db, provider: new Listed() }).migrateTo('0004_security');
    expect(back.error).toBeUndefined();
    const earlyTables = await tablesOf(early.db);
    expect(earlyTables).toContain('workers');
    expect(
      earlyTables.filter((t) => !auth.includes(t) && !(domainTables as readonly string[]).includes(t)),
    ).toEqual([]);
  } finally {
    await early.close();
  }
});

test('the reference lists read by api-core have the shared shape', async () => {
  for (const t of [
    'elus',
    'teams',
    'companies',
    'agencies',
    'finance_units',
    'business_units',
    'analytic_accounts',
    'gta_types',
  ]) {
    const r = await sql<{ c: string; n: string; d: string | null }>`
      select column_name as c, is_nullable as n, column_default as d from information_schema.columns
      where table_schema = current_schema() and table_name = ${t}`.execute(db);
    const cols = new Map(r.rows.map((x) => [x.c, x]));
    for (const c of ['id', 'name', 'code', 'activity_status', 'version', 'created_at', 'updated_at'])
      expect([t, cols.has(c)]).toEqual([t, true]);
    expect(cols.get('name')?.n).toBe('NO');
    expect(cols.get('code')?.n).toBe('YES');
    expect(cols.get('activity_status')?.d).toContain('active');
  }
});

test('unique constraints reject duplicates', async () => {
  const dup = (label: string, statement: (ids: Awaited<ReturnType<typeof base>>) => ReturnType<typeof sql>) =>
    failure(async (tx) => {
      const ids = await base(tx);
      await statement(ids).execute(tx);
    }).then((m) => [label, m]);

  // One after the other: on a PostgreSQL server, concurrent transactions would wait on each other's keys.
  const statements: [string, (ids: Awaited<ReturnType<typeof base>>) => ReturnType<typeof sql>][] = [
    [
      'worker short code',
      (i) =>
        sql`insert into workers (short_code, company_id, team_id, agency_id, first_name, last_name) values ('TST-0001', ${i.company}, ${i.team}, ${i.agency}, 'X', 'Y')`,
    ],
    ['vehicle short code', (i) => sql`insert into vehicles (short_code, type_id) values ('VH-1', ${i.type})`],
    ['client business code', () => sql`insert into clients (business_code, name) values ('CL1', 'Again')`],
    [
      'invoice number',
      (i) =>
        sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat) values ('INV-2026-000001', ${i.client}, '2026-02-01', '2026-03-01', 1, 1)`,
    ],
    ['company prefix', () => sql`insert into companies (name, short_code_prefix) values ('D', 'TST')`],
    [
      'cfr user email',
      (i) =>
        sql`insert into cfr_users (email, client_id, first_name, last_name) values ('a@b.fr', ${i.client}, 'A', 'B'), ('a@b.fr', ${i.client2}, 'C', 'D')`,
    ],
    [
      'credit note number',
      (i) =>
        sql`insert into credit_notes (number, invoice_id, client_id, amount, comment, issued_on) values ('CN-2026-000001', ${i.invoice}, ${i.client}, 10, 'x', '2026-01-02'), ('CN-2026-000001', ${i.invoice}, ${i.client}, 10, 'y', '2026-01-02')`,
    ],
    ['team config per team', (i) => sql`insert into team_configs (team_id) values (${i.team}), (${i.team})`],
    [
      'calendar entry per team and date',
      (i) =>
        sql`insert into retrib_calendar_entries (team_id, date, price_waypoint, price_km, price_day) values (${i.team}, '2026-05-01', 1, 1, 1), (${i.team}, '2026-05-01', 2, 2, 2)`,
    ],
    ['discount code', () => sql`insert into discount_codes (code, percent) values ('X', 10), ('X', 20)`],
  ];
  const cases: string[][] = [];
  for (const [label, statement] of statements) cases.push(await dup(label, statement));
  for (const [label, message] of cases)
    expect([label, message]).toEqual([label, expect.stringMatching(/duplicate key|unique/i)]);
});

test('a vehicle has one open assignment, and a worker drives one vehicle at a time', async () => {
  const twoDrivers = await failure(async (tx) => {
    const i = await base(tx);
    await sql`insert into vehicle_assignments (vehicle_id, worker_id) values (${i.vehicle}, ${i.worker}), (${i.vehicle}, ${i.worker2})`.execute(
      tx,
    );
  });
  expect(twoDrivers).toMatch(/duplicate key/);
  const twoVehicles = await failure(async (tx) => {
    const i = await base(tx);
    await sql`insert into vehicle_assignments (vehicle_id, worker_id) values (${i.vehicle}, ${i.worker}), (${i.vehicle2}, ${i.worker})`.execute(
      tx,
    );
  });
  expect(twoVehicles).toMatch(/duplicate key/);
  // History is kept: ended assignments do not count.
  const history = await failure(async (tx) => {
    const i = await base(tx);
    await sql`insert into vehicle_assignments (vehicle_id, worker_id, started_at, ended_at) values (${i.vehicle}, ${i.worker}, '2026-01-01', '2026-02-01')`.execute(
      tx,
    );
    await sql`insert into vehicle_assignments (vehicle_id, worker_id) values (${i.vehicle}, ${i.worker})`.execute(
      tx,
    );
  });
  expect(history).toBe('NO_ERROR');
});

test('checks: cents are never negative, numbers have their format, one billing contact of its own client', async () => {
  const checks: [string, (i: Awaited<ReturnType<typeof base>>) => ReturnType<typeof sql>, RegExp][] = [
    [
      'negative team amount',
      (i) => sql`insert into team_configs (team_id, km_amount) values (${i.team}, -1)`,
      /check/,
    ],
    [
      'negative invoice',
      (i) =>
        sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat) values ('INV-2026-000002', ${i.client}, '2026-01-01', '2026-01-31', -5, 0)`,
      /check/,
    ],
    [
      'invoice number format',
      (i) =>
        sql`insert into invoices (invoice_number, client_id, issued_on, due_on, amount, amount_excl_vat) values ('F-1', ${i.client}, '2026-01-01', '2026-01-31', 5, 5)`,
      /check/,
    ],
    [
      'credit note of another client',
      (i) =>
        sql`insert into credit_notes (number, invoice_id, client_id, amount, comment, issued_on) values ('CN-2026-000009', ${i.invoice}, ${i.client2}, 10, 'x', '2026-01-02')`,
      /foreign key/,
    ],
    [
      'upper-case cfr email',
      (i) =>
        sql`insert into cfr_users (email, client_id, first_name, last_name) values ('A@B.fr', ${i.client}, 'A', 'B')`,
      /check/,
    ],
    ['status value', () => sql`update clients set activity_status = 'closed'`, /check/],
    ['closed but active', () => sql`update clients set closed_at = now()`, /check/],
    [
      'shift ending before it starts',
      (i) =>
        sql`insert into shifts (worker_id, client_id, date, starts_at, ends_at) values (${i.worker}, ${i.client}, '2026-01-05', '2026-01-05T10:00Z', '2026-01-05T09:00Z')`,
      /check/,
    ],
    [
      'unproductive without comment',
      (i) =>
        sql`insert into shifts (worker_id, client_id, date, starts_at, ends_at, unproductive) values (${i.worker}, ${i.client}, '2026-01-05', '2026-01-05T08:00Z', '2026-01-05T09:00Z', true)`,
      /check/,
    ],
    [
      'weekday out of range',
      (i) =>
        sql`insert into regular_missions (client_id, name, weekdays, start_time, end_time) values (${i.client}, 'M', '{0,8}', '08:00', '09:00')`,
      /check/,
    ],
    [
      'discount with percent and amount',
      () => sql`insert into discount_codes (code, percent, amount) values ('Y', 10, 100)`,
      /check/,
    ],
  ];
  for (const [label, statement, expected] of checks) {
    const message = await failure(async (tx) => statement(await base(tx)).execute(tx));
    expect([label, message]).toEqual([label, expect.stringMatching(expected)]);
  }
  // The billing contact must be one of the client's own contacts (checked at commit).
  const foreign = await failure(async (tx) => {
    const i = await base(tx);
    const contact = (
      await sql<{
        id: number;
      }>`insert into client_contacts (client_id, name) values (${i.client2}, 'N') returning id`.execute(tx)
    ).rows[0]!.id;
    await sql`update clients set billing_contact_id = ${contact} where id = ${i.client}`.execute(tx);
    await sql`set constraints all immediate`.execute(tx);
  });
  expect(foreign).toMatch(/foreign key/);
});

test('0029: reset-link tokens kept in the outbox before redaction are redacted; other mails are untouched', async () => {
  const token = 'x9Q2-a_b3'.repeat(5);
  const link = `https://portal.example/reset-password?token=${token}`;
  const reset = await db
    .insertInto('mail_outbox')
    .values({ to_addresses: ['u@client.example'], cc_addresses: [], subject: 'Choose a new password', text_body: `Use this link:\n${link}\n\nBye`, html_body: `<a href="${link}">x</a>`, attachments: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('mail_outbox')
    .values({ to_addresses: ['b@client.example'], cc_addresses: [], subject: 'Invoice', text_body: 'token=abc and /reset-password without one', html_body: null, attachments: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await redactResetTokens.up(db);
  await redactResetTokens.up(db);
  const rows = await db.selectFrom('mail_outbox').select(['id', 'text_body', 'html_body']).where('id', 'in', [reset.id, other.id]).orderBy('id').execute();
  expect(rows).toEqual([
    { id: reset.id, text_body: 'Use this link:\nhttps://portal.example/reset-password?token=[redacted]\n\nBye', html_body: '<a href="https://portal.example/reset-password?token=[redacted]">x</a>' },
    { id: other.id, text_body: 'token=abc and /reset-password without one', html_body: null },
  ]);
});

test('down then up again on the same database leaves the same tables', async () => {
  const before = await tables();
  class Listed implements MigrationProvider {
    async getMigrations(): Promise<Record<string, Migration>> {
      return migrations;
    }
  }
  const migrator = new Migrator({ db, provider: new Listed() });
  const down = await migrator.migrateTo(NO_MIGRATIONS);
  expect(down.error).toBeUndefined();
  expect((await tables()).filter((t) => !t.startsWith('kysely_'))).toEqual([]);
  expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
  expect(await tables()).toEqual(before);
});

test('a database made while the empty 0019 was out of the list still migrates, and runs it', async () => {
  // Such a database has 0020 and later recorded as run, and not 0019.
  await sql`delete from kysely_migration where name = '0019_planning_memory'`.execute(db);
  expect(await migrateToLatest(db)).toEqual(['0019_planning_memory']);
  expect(await migrateToLatest(db)).toEqual([]);
});

test('a database migrated by a newer version is refused by name, and nothing is applied', async () => {
  await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ${new Date().toISOString()})`.execute(db);
  try {
    await expect(migrateToLatest(db)).rejects.toThrow(/migrations this version of the API does not know \(9999_from_the_future\)/);
  } finally {
    await sql`delete from kysely_migration where name = '9999_from_the_future'`.execute(db);
  }
  expect(await migrateToLatest(db)).toEqual([]);
});

test('two processes migrating at once take turns: each migration is applied once', async () => {
  // Undo the last migrations, then migrate from two callers at once (on PostgreSQL two
  // connections of the pool, on PGlite one after the other).
  class Listed implements MigrationProvider {
    async getMigrations(): Promise<Record<string, Migration>> {
      return migrations;
    }
  }
  const names = Object.keys(migrations);
  // Unordered: the test above ran 0019 after the others, as such databases do.
  const migrator = new Migrator({ db, provider: new Listed(), allowUnorderedMigrations: true });
  for (let i = 0; i < 2; i++) expect((await migrator.migrateDown()).error).toBeUndefined();
  const recorded = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
  const kept = new Set(await recorded());
  const undone = names.filter((n) => !kept.has(n));
  expect(undone).toHaveLength(2);
  const [a, b] = await Promise.all([migrateToLatest(db), migrateToLatest(db)]);
  expect([...a, ...b].sort()).toEqual([...undone].sort());
  expect(await recorded()).toEqual([...names].sort());
});
