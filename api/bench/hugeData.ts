/**
 * `--size huge` of the mixed bench: ten times the large seed, for the growth and memory
 * figures. Made once, for the benchmark only, and kept:
 * - PostgreSQL: the database `<DATABASE_URL's name>_huge` on the same server, made as a copy of
 *   the large one (`create database ... template`, seconds) and then enlarged;
 * - PGlite: the folder `<BENCH_DATA_DIR or data/bench>-huge`, a copy of the large one's.
 *
 * Enlarging is set-based SQL (insert ... select from the large rows x generate_series), in one
 * transaction, marked done by the table `bench_huge_done`, without per-row foreign key checks or
 * triggers (session_replication_role = replica: the copies' keys are valid by construction) and
 * with the enlarged tables' plain indexes dropped first and made again at the end:
 * - clients x 10 (200,000): 9 copies of each client (id + k x max id, business code `-k`), with
 *   their contacts (and billing contact);
 * - invoices: two years for the large seed's clients (their 5 months copied 4 times 5 months back,
 *   paid, one payment each), and the 5 months copied to 8 of the 9 copies of each client with
 *   their payments (invoice numbers are INV-YYYY-NNNNNN: at most 999,999 a year, which a 9th copy
 *   would pass); numbered at insert after the year's last number, the sequences moved on;
 * - shifts and their missions: two years (the large seed's 20 weeks copied 4 times, 21 weeks apart,
 *   same workers, weekdays kept; each shift's kept mission totals are copied with it, and its
 *   missions with the same shift ids, so they agree); worker times are not copied (past weeks
 *   show "planned, not worked" anomalies);
 * - admin events up to 5,000,000, over the past two years.
 * Not enlarged: workers (2,000), cfr users, vehicles, chat, regular missions.
 *
 * The large seed's fingerprint rules apply (largeData.ts): when the migrations or the seed change,
 * the huge data set is made again (on PostgreSQL, a huge database whose fingerprint is not the
 * large one's is dropped and copied again; BENCH_KEEP_DATA=1 keeps it).
 */
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { repoRoot } from '../src/config';
import { secretKeyFile } from '../src/auth/secretBox';
import { openLargeData } from './largeData';
import { WORKER_DAYS_BACKFILL } from '../src/db/migrations/0040_worker_days';
import { CLIENT_RECEIVABLES_TOTALS_REBUILD } from '../src/db/migrations/0048_client_receivables_totals';
import { CLIENTS_LIST_COUNTS_REBUILD } from '../src/db/migrations/0051_clients_list_counts';

const CLIENT_COPIES = 9;
const CLIENT_COPIES_WITH_INVOICES = 8;
const HISTORY_BLOCKS = 4;
const ADMIN_EVENTS = 5_000_000;

/**
 * The database of a connection string, and the same string for another database. Not `new URL`:
 * a Unix-socket form (`postgres://user@/db?host=/var/run/postgresql`) has no host, which URL refuses.
 */
const DATABASE_PART = /^(postgres(?:ql)?:\/\/[^/?]*)(?:\/([^?]*))?/;
const databaseOf = (url: string) => decodeURIComponent(DATABASE_PART.exec(url)?.[2] ?? '') || 'postgres';
const withDatabase = (url: string, name: string) => url.replace(DATABASE_PART, (_all, server: string) => `${server}/${encodeURIComponent(name)}`);

export async function openHugeData(): ReturnType<typeof openLargeData> {
  const largeDir = process.env.BENCH_DATA_DIR ?? join(repoRoot(), 'data', 'bench');
  const url = process.env.DATABASE_URL;
  if (url) {
    // The large database first (seeded once), then its copy.
    const large = await openLargeData();
    await large.opened.close();
    const largeName = databaseOf(url);
    const hugeName = `${largeName}_huge`;
    const hugeUrl = withDatabase(url, hugeName);
    const { default: pg } = await import('pg');
    // The large database's fingerprint (largeData.ts; none when kept by BENCH_KEEP_DATA): a huge
    // copy made from another one is stale.
    const largeFingerprint = await fingerprintOf(pg, url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let fresh = false;
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [hugeName]);
      if (found.rowCount) fresh = process.env.BENCH_KEEP_DATA === '1' || (await fingerprintOf(pg, hugeUrl)) === largeFingerprint;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (!fresh) {
      // A template may have no other session: connect to the server's maintenance database.
      const c2 = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
      await c2.connect();
      try {
        console.log(`Copying ${largeName} to ${hugeName} (then enlarging it, once)...`);
        await c2.query(`drop database if exists "${hugeName}" with (force)`);
        await c2.query(`create database "${hugeName}" template "${largeName}"`);
      } finally {
        await c2.end();
      }
      // The copy's TOTP secrets are sealed with the large database's key: its key file goes with
      // it (the key file is named after the database; TOTP_ENCRYPTION_KEY, if set, serves both).
      // The bench's DATA_DIR (largeData.ts), which places the key files of both databases.
      const keyOf = (u: string) => secretKeyFile(largeDir, u);
      if (existsSync(keyOf(url))) {
        mkdirSync(dirname(keyOf(hugeUrl)), { recursive: true, mode: 0o700 });
        copyFileSync(keyOf(url), keyOf(hugeUrl));
        chmodSync(keyOf(hugeUrl), 0o600);
      }
    }
    process.env.DATABASE_URL = hugeUrl;
  } else {
    const hugeDir = `${largeDir}-huge`;
    if (!existsSync(hugeDir)) {
      const large = await openLargeData();
      await large.opened.close();
      console.log(`Copying ${largeDir} to ${hugeDir} (then enlarging it, once)...`);
      cpSync(largeDir, hugeDir, { recursive: true });
      if (existsSync(`${largeDir}.fingerprint`)) cpSync(`${largeDir}.fingerprint`, `${hugeDir}.fingerprint`);
    }
    process.env.BENCH_DATA_DIR = hugeDir;
  }
  const opened = await openLargeData();
  await enlarge(opened.opened.db as unknown as Kysely<unknown>);
  return opened;
}

/** The fingerprint a PostgreSQL bench database was seeded with (largeData.ts), if any. */
async function fingerprintOf(pg: typeof import('pg').default, url: string): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c
      .query<{ value: string }>('select value from bench_fingerprint')
      .then((r) => r.rows[0]?.value)
      .catch(() => undefined);
  } finally {
    await c.end();
  }
}

const ENLARGED = ['clients', 'client_contacts', 'invoices', 'payments', 'shifts', 'missions', 'admin_events'];

/** The indexes of these tables that are not unique and back no constraint: dropped while enlarging. */
async function plainIndexes(db: Kysely<unknown>, tables: string[]): Promise<{ name: string; definition: string }[]> {
  const r = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname = any(${tables}::text[])
      and not i.indisunique and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(db);
  return r.rows;
}

/** Columns of a table that an insert may name (not generated). */
async function columns(db: Kysely<unknown>, table: string): Promise<string[]> {
  const r = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated <> 'ALWAYS'
    order by ordinal_position`.execute(db);
  return r.rows.map((c) => c.column_name);
}

/**
 * insert into `table` select each column of `from` (aliased s, joined with `join`) or its
 * replacement expression: copies of rows, set-based.
 */
async function copy(db: Kysely<unknown>, table: string, replace: Record<string, string>, from: string): Promise<number> {
  const cols = await columns(db, table);
  const list = cols.map((c) => `"${c}"`).join(', ');
  const exprs = cols.map((c) => replace[c] ?? `s."${c}"`).join(', ');
  const r = await sql.raw(`insert into ${table} (${list}) select ${exprs} from ${from}`).execute(db);
  return Number(r.numAffectedRows ?? 0);
}

async function maxId(db: Kysely<unknown>, table: string): Promise<number> {
  return Number((await sql.raw<{ m: number | null }>(`select coalesce(max(id), 0)::int as m from ${table}`).execute(db)).rows[0].m ?? 0);
}

async function enlarge(db: Kysely<unknown>) {
  const done = await sql`select 1 from pg_tables where schemaname = current_schema() and tablename = 'bench_huge_done'`.execute(db);
  if (done.rows.length) return;
  console.log('Enlarging to the huge size (once; minutes)...');
  const started = Date.now();
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    const n = await run();
    console.log(`  ${name}: ${typeof n === 'number' ? `${n} rows, ` : ''}${((Date.now() - t) / 1000).toFixed(0)} s`);
  };
  await db.transaction().execute(async (tx) => {
    const C = await maxId(tx, 'clients');
    const K = await maxId(tx, 'client_contacts');
    const I = await maxId(tx, 'invoices');
    const P = await maxId(tx, 'payments');
    const S = await maxId(tx, 'shifts');
    const M = await maxId(tx, 'missions');
    // Fast: no per-row foreign key checks nor triggers (the copies' keys are valid by
    // construction; the receivables the triggers keep are counted at the end), and the plain
    // indexes of the enlarged tables made again once, after the inserts.
    await sql`set local session_replication_role = replica`.execute(tx);
    await sql`set local maintenance_work_mem = '512MB'`.execute(tx);
    const indexes = await plainIndexes(tx, ENLARGED);
    await step(`${indexes.length} plain indexes dropped`, async () => {
      for (const { name } of indexes) await sql.raw(`drop index "${name}"`).execute(tx);
    });

    // Clients x 10 with their contacts; the billing contact is the copy's own (deferred FK).
    await step('clients', () =>
      copy(tx, 'clients', {
        id: `s.id + k * ${C}`,
        business_code: `s.business_code || '-' || k`,
        name: `s.name || ' ' || k`,
        billing_contact_id: `s.billing_contact_id + k * ${K}`,
        version: '1',
      }, `clients s cross join generate_series(1, ${CLIENT_COPIES}) k where s.id <= ${C}`),
    );
    await step('client contacts', () =>
      copy(tx, 'client_contacts', { id: `s.id + k * ${K}`, client_id: `s.client_id + k * ${C}`, version: '1' },
        `client_contacts s cross join generate_series(1, ${CLIENT_COPIES}) k where s.id <= ${K}`),
    );

    // Invoices: numbered at insert, after each year's last number (invoice_number_sequences), in
    // issue order; the sequences moved on after each insert.
    const numbered = (issued: string, order: string) =>
      `'INV-' || extract(year from ${issued})::int || '-' || lpad((coalesce(l.last_value, 0) + row_number() over (partition by extract(year from ${issued}) order by ${issued}, ${order}))::text, 6, '0')`;
    const lastNumbers = (issued: string) => `left join invoice_number_sequences l on l.year = extract(year from ${issued})::int`;
    const moveNumbers = () =>
      sql.raw(`
        insert into invoice_number_sequences (year, last_value)
        select extract(year from issued_on)::int, max(substr(invoice_number, 10)::int) from invoices group by 1
        on conflict (year) do update set last_value = excluded.last_value`).execute(tx);
    await step('invoices of the copies', () =>
      copy(tx, 'invoices', {
        id: `s.id + k * ${I}`,
        client_id: `s.client_id + k * ${C}`,
        invoice_number: numbered('s.issued_on', 's.id, k'),
        version: '1',
      }, `invoices s cross join generate_series(1, ${CLIENT_COPIES_WITH_INVOICES}) k ${lastNumbers('s.issued_on')} where s.id <= ${I}`),
    );
    await moveNumbers();
    await step('payments of the copies', () =>
      copy(tx, 'payments', { id: `s.id + k * ${P}`, client_id: `s.client_id + k * ${C}`, invoice_id: `s.invoice_id + k * ${I}` },
        `payments s cross join generate_series(1, ${CLIENT_COPIES_WITH_INVOICES}) k where s.id <= ${P} and s.invoice_id is not null`),
    );
    // Two years of history for the large seed's clients: 5-month blocks further back, paid.
    const H = (CLIENT_COPIES_WITH_INVOICES + 1) * I;
    await step('invoices of the past two years', () =>
      copy(tx, 'invoices', {
        id: `s.id + ${H} + (h - 1) * ${I}`,
        invoice_number: numbered('(s.issued_on - make_interval(months => 5 * h))::date', 's.id, h'),
        issued_on: `(s.issued_on - make_interval(months => 5 * h))::date`,
        due_on: `(s.due_on - make_interval(months => 5 * h))::date`,
        period_start: `(s.period_start - make_interval(months => 5 * h))::date`,
        period_end: `(s.period_end - make_interval(months => 5 * h))::date`,
        status: `case when s.status = 'cancelled' then 'cancelled' else 'paid' end`,
        sent_at: `s.sent_at - make_interval(months => 5 * h)`,
        created_at: `s.created_at - make_interval(months => 5 * h)`,
        updated_at: `s.updated_at - make_interval(months => 5 * h)`,
        pdf_generated_at: 'null',
        version: '1',
      }, `invoices s cross join generate_series(1, ${HISTORY_BLOCKS}) h ${lastNumbers('(s.issued_on - make_interval(months => 5 * h))::date')} where s.id <= ${I}`),
    );
    await moveNumbers();
    // Its ids from the sequence: moved past the copies' explicit ids first.
    await sql`select setval(pg_get_serial_sequence('payments', 'id'), (select max(id) from payments))`.execute(tx);
    await step('payments of the past two years', () =>
      sql.raw(`
        insert into payments (client_id, invoice_id, paid_on, amount, payment_method_id, reference)
        select i.client_id, i.id, i.due_on, i.amount, c.payment_method_id, 'History'
        from invoices i join clients c on c.id = i.client_id
        where i.id > ${H} and i.status = 'paid' and i.amount > 0`).execute(tx).then((r) => Number(r.numAffectedRows ?? 0)),
    );
    // Two years of shifts: the large seed's weeks copied 21 weeks apart (weekdays kept).
    await step('shifts', () =>
      copy(tx, 'shifts', {
        id: `s.id + h * ${S}`,
        date: `s.date - 147 * h`,
        starts_at: `s.starts_at - make_interval(days => 147 * h)`,
        ends_at: `s.ends_at - make_interval(days => 147 * h)`,
        version: '1',
      }, `shifts s cross join generate_series(1, ${HISTORY_BLOCKS}) h where s.id <= ${S}`),
    );
    await step('missions', () =>
      copy(tx, 'missions', { id: `s.id + h * ${M}`, shift_id: `s.shift_id + h * ${S}`, version: '1' },
        `missions s cross join generate_series(1, ${HISTORY_BLOCKS}) h where s.id <= ${M}`),
    );

    // Admin events up to ADMIN_EVENTS, over the past two years, every kind the seed made.
    await step('admin events', async () => {
      const have = Number((await sql<{ n: string }>`select count(*) as n from admin_events`.execute(tx)).rows[0].n);
      const more = ADMIN_EVENTS - have;
      if (more <= 0) return 0;
      const r = await sql.raw(`
        with kinds as (
          select row_number() over (order by action, target_type, summary)::int as i, action, target_type, summary
          from (select distinct action, target_type, summary from admin_events) d),
        users as (select array_agg(id order by id) as ids from staff_users),
        g as (
          select 1 + floor(random() * (select count(*) from kinds))::int as i,
                 now() - random() * interval '730 days' as at,
                 floor(random() * 200000)::int + 1 as target, random() as r
          from generate_series(1, ${more}))
        insert into admin_events (at, user_id, action, target_type, target_id, summary)
        select g.at, case when g.r < 0.98 then u.ids[1 + floor(g.r / 0.98 * array_length(u.ids, 1))::int] end,
               k.action, k.target_type, g.target::text, k.summary
        from g join kinds k on k.i = g.i cross join users u
        order by g.at`).execute(tx);
      return Number(r.numAffectedRows ?? 0);
    });

    // The triggers were off: what each new invoice owes (0035's credited / paid) is counted
    // here from its credit notes and payments, set-based, as the triggers would have.
    await step('receivables of the new invoices', async () => {
      await sql.raw(`update invoices set credited = 0, paid = 0 where id > ${I}`).execute(tx);
      await sql.raw(`update invoices i set credited = s.total from (select invoice_id, sum(amount) as total
        from credit_notes where invoice_id > ${I} group by invoice_id) s where i.id = s.invoice_id`).execute(tx);
      const r = await sql.raw(`update invoices i set paid = s.total from (select invoice_id, sum(amount) as total
        from payments where invoice_id > ${I} group by invoice_id) s where i.id = s.invoice_id`).execute(tx);
      return Number(r.numAffectedRows ?? 0);
    });
    await step(`${indexes.length} plain indexes made again`, async () => {
      for (const { definition } of indexes) await sql.raw(definition).execute(tx);
    });
    // What each client owes by age (0039's client_receivables, kept by a trigger on invoices
    // that was off too): counted again for every client with open invoices, set-based, with
    // the client's name, agency and sales agent (0048) and search text (0052).
    await step('clients\' receivables', async () => {
      await sql`delete from client_receivables`.execute(tx);
      await sql`insert into client_receivables (client_id, name, agency_id, sales_agent_id, search_text, as_of, open_invoices,
          total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue, oldest_due_on)
        select i.client_id, c.name, c.agency_id, c.sales_agent_id, c.search_text, t.d, count(*)::int, sum(i.remaining)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on <= 0), 0)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on between 1 and 30), 0)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on between 31 and 60), 0)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on between 61 and 90), 0)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on > 90), 0)::bigint,
          coalesce(sum(i.remaining) filter (where t.d - i.due_on > 0), 0)::bigint,
          min(i.due_on)
        from invoices i join clients c on c.id = i.client_id
        cross join (select (now() at time zone 'Europe/Paris')::date as d) t
        where i.status in ('issued', 'sent') and i.remaining > 0
        group by i.client_id, c.name, c.agency_id, c.sales_agent_id, c.search_text, t.d`.execute(tx);
      // Their totals by group (0048), kept by a trigger that was off too.
      for (const statement of CLIENT_RECEIVABLES_TOTALS_REBUILD) await sql.raw(statement).execute(tx);
      // The clients list's kept counts (0051), kept by a trigger that was off too.
      for (const statement of CLIENTS_LIST_COUNTS_REBUILD) await sql.raw(statement).execute(tx);
      const r = await sql<{ n: string }>`select count(*)::text as n from client_receivables`.execute(tx);
      return Number(r.rows[0].n);
    });
    // What the planning board adds up per worker and date (0040's worker_days, kept by triggers
    // on shifts and worker times that were off too): counted again, set-based.
    await step('worker days', async () => {
      await sql`delete from worker_days`.execute(tx);
      await sql.raw(WORKER_DAYS_BACKFILL).execute(tx);
      const r = await sql<{ n: string }>`select count(*)::text as n from worker_days`.execute(tx);
      return Number(r.rows[0].n);
    });
    await step('sequences', async () => {
      for (const t of ['clients', 'client_contacts', 'invoices', 'payments', 'shifts', 'missions', 'admin_events'])
        await sql.raw(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`).execute(tx);
    });
    await sql`create table bench_huge_done (done_at timestamptz not null default now())`.execute(tx);
    await sql`insert into bench_huge_done default values`.execute(tx);
  });
  await step('analyze', () => sql`vacuum analyze`.execute(db));
  console.log(`Enlarged in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
