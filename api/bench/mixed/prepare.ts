import { sql, type RawBuilder } from 'kysely';
import { adminSession, analyze, openLargeData } from '../largeData';
import { openHugeData } from '../hugeData';
import type { Executor } from '../../src/db/executor';
import { SIZE } from './options';

export interface Pools {
  token: string;
  adminId: number;
  kind: string;
  /** The database server's version, cache and the database's size: what the figures depend on beside the API. */
  server: string;
  today: string;
  workerIds: number[];
  workerVersions: Record<number, number>;
  workerTerms: string[];
  teamIds: number[];
  agencyIds: number[];
  companyIds: number[];
  workerPages: number;
  clientIds: number[];
  clientTerms: string[];
  clientGroupIds: number[];
  invoiceClients: { id: number; pages: number }[];
  contacts: { id: number; clientId: number; name: string; version: number }[];
  cfrClientIds: number[];
  cfrTerms: string[];
  vehicleTerms: string[];
  vehicleTypeIds: number[];
  missionTerms: string[];
  missionClientIds: number[];
  regularIds: number[];
  mondays: string[];
  dates: string[];
  shifts: { id: number; workerId: number; date: string }[];
  pastShiftIds: number[];
  activeWorkerIds: number[];
  actions: string[];
  staffIds: number[];
  rooms: { id: number; min: number; max: number }[];
  /** Terms staff type in the global search: names, codes, invoice numbers, phones, plates. */
  searchTerms: string[];
  clients: number;
  adminEvents: number;
}

export const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

/**
 * Reads the database's files into the operating system's cache (pg_prewarm 'read', not into
 * shared_buffers), as a server in service holds the data it has: each round starts the API
 * cold, not the database server, whose cache would otherwise hold whatever the machine read
 * last (another database, a test run) and make a ten-times-larger database pay disk reads the
 * smaller one does not. BENCH_COLD_DATABASE=1 skips it; PGlite has nothing to warm.
 */
async function warmDatabaseFiles(db: Executor): Promise<string> {
  if (process.env.BENCH_COLD_DATABASE === '1') return 'database files not warmed (BENCH_COLD_DATABASE=1)';
  const t0 = Date.now();
  try {
    await sql`create extension if not exists pg_prewarm`.execute(db);
    const { rows } = await sql<{ blocks: string }>`
      select coalesce(sum(pg_prewarm(c.oid, 'read')), 0)::bigint as blocks
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't', 'm')`.execute(db);
    const gb = (Number(rows[0].blocks) * 8192) / 1e9;
    return `database files read into the OS cache first (${gb.toFixed(1)} GB in ${((Date.now() - t0) / 1000).toFixed(1)} s)`;
  } catch (err) {
    return `database files not warmed (${(err as Error).message})`;
  }
}

/** Seeds (once) and reads what the mix draws from; the database is closed on return. */
export async function prepare(): Promise<{ pools: Pools; env: NodeJS.ProcessEnv }> {
  const t0 = Date.now();
  const { config, opened } = SIZE === 'huge' ? await openHugeData() : await openLargeData();
  try {
    await analyze(opened);
    const db = opened.db;
    const warmed = opened.kind === 'postgres' ? await warmDatabaseFiles(db) : 'embedded database';
    const q = async <T>(query: RawBuilder<T>) => (await query.execute(db)).rows;
    const session = await adminSession(opened);
    const adminId = (await q<{ id: number }>(sql`select id from staff_users where login = 'admin'`))[0].id;
    // The admin reads and writes every room's history (as in chat.ts).
    await sql`insert into room_members (room_id, user_id) select id, ${adminId} from rooms on conflict do nothing`.execute(
      db,
    );
    const today = new Date().toISOString().slice(0, 10);

    const workers = await q<{ id: number; version: number; last_name: string; active: boolean }>(
      sql`select id, version, last_name, activity_status = 'active' as active from workers order by id`,
    );
    const ids = (table: string) =>
      q<{ id: number }>(sql`select id from ${sql.table(table)} order by id`).then((r) => r.map((x) => x.id));
    const clientSample = await q<{ id: number; name: string }>(
      sql`select id, name from clients order by random() limit 5000`,
    );
    const invoiceClients = await q<{ id: number; n: number }>(
      sql`select client_id as id, count(*)::int as n from invoices group by client_id order by random() limit 3000`,
    );
    const contacts = await q<{ id: number; client_id: number; name: string; version: number }>(
      // Contacts that receive no invoice nor reminder: editing their position needs no step-up
      // (domain/moneyMail.ts), as staff editing a plain contact.
      sql`select cc.id, cc.client_id, cc.name, cc.version from client_contacts cc join clients c on c.id = cc.client_id
          where not cc.client_email_cc and not cc.client_email_cc_overdue and c.billing_contact_id is distinct from cc.id
          order by random() limit 3000`,
    );
    const cfr = await q<{ client_id: number; first_name: string }>(
      sql`select client_id, first_name from cfr_users order by random() limit 2000`,
    );
    const vehicles = await q<{ short_code: string; plate: string | null }>(
      sql`select short_code, plate from vehicles order by random() limit 500`,
    );
    const regular = await q<{ id: number; name: string; client_id: number }>(
      sql`select id, name, client_id from regular_missions order by id`,
    );
    const range = (
      await q<{ first: string; last: string }>(
        sql`select min(date)::text as first, max(date)::text as last from shifts`,
      )
    )[0];
    // Shifts a planner moves: today up to two weeks ahead (within the max-days limit).
    const shifts = await q<{ id: number; worker_id: number; date: string }>(
      sql`select id, worker_id, date::text as date from shifts where date between ${today}::date and ${today}::date + 14 order by random() limit 3000`,
    );
    const pastShifts = await q<{ id: number }>(sql`select id from shifts order by random() limit 3000`);
    const actions = await q<{ action: string }>(sql`select distinct action from admin_events`);
    const staff = await q<{ id: number }>(sql`select id from staff_users order by id`);
    const rooms = await q<{ id: number; min: number; max: number }>(
      sql`select room_id as id, min(id)::int as min, max(id)::int as max from messages where room_id is not null group by room_id`,
    );
    const settings = (
      await q<{ version: string; buffers: string; size: string }>(
        sql`select split_part(current_setting('server_version'), ' ', 1) as version, current_setting('shared_buffers') as buffers,
          pg_size_pretty(pg_database_size(current_database())) as size`,
      )
    )[0];
    const server = `PostgreSQL ${settings.version}, shared_buffers ${settings.buffers}, database of ${settings.size}; ${warmed}`;
    const count = async (table: string) =>
      Number((await q<{ n: string }>(sql`select count(*) as n from ${sql.table(table)}`))[0].n);

    const mondays: string[] = [];
    const dates: string[] = [];
    if (range?.first) {
      for (let d = range.first; d <= range.last; d = addDays(d, 1)) dates.push(d);
      for (
        let m = addDays(range.first, (8 - new Date(`${range.first}T12:00:00Z`).getUTCDay()) % 7);
        addDays(m, 6) <= range.last;
        m = addDays(m, 7)
      )
        mondays.push(m);
    }
    const prefixes = (names: string[], lengths = [3, 4]) => [
      ...new Set(
        names
          .flatMap((n) => lengths.map((l) => n.slice(0, l).toLowerCase()))
          .filter((s) => s.trim().length >= 2),
      ),
    ];
    const pools: Pools = {
      token: session.token,
      adminId,
      kind: opened.kind,
      server,
      today,
      workerIds: workers.map((w) => w.id),
      workerVersions: Object.fromEntries(workers.map((w) => [w.id, w.version])),
      workerTerms: prefixes(workers.slice(0, 500).map((w) => w.last_name)),
      teamIds: await ids('teams'),
      agencyIds: await ids('agencies'),
      companyIds: await ids('companies'),
      workerPages: Math.max(1, Math.ceil(workers.length / 100)),
      clientIds: clientSample.map((c) => c.id),
      clientTerms: prefixes(clientSample.slice(0, 500).map((c) => c.name)),
      clientGroupIds: await ids('client_groups'),
      invoiceClients: invoiceClients.map((c) => ({ id: c.id, pages: Math.max(1, Math.ceil(c.n / 20)) })),
      contacts: contacts.map((c) => ({ id: c.id, clientId: c.client_id, name: c.name, version: c.version })),
      cfrClientIds: [...new Set(cfr.map((c) => c.client_id))],
      cfrTerms: prefixes(cfr.map((c) => c.first_name)),
      vehicleTerms: [
        ...new Set(
          vehicles
            .flatMap((v) => [v.short_code.slice(-3), (v.plate ?? '').slice(0, 2)])
            .filter(Boolean)
            .map((s) => s.toLowerCase()),
        ),
      ],
      vehicleTypeIds: await ids('vehicle_types'),
      missionTerms: prefixes(regular.slice(0, 300).map((r) => r.name)),
      missionClientIds: [...new Set(regular.map((r) => r.client_id))],
      regularIds: regular.map((r) => r.id),
      mondays,
      dates,
      shifts: shifts.map((s) => ({ id: s.id, workerId: s.worker_id, date: s.date })),
      pastShiftIds: pastShifts.map((s) => s.id),
      activeWorkerIds: workers.filter((w) => w.active).map((w) => w.id),
      actions: actions.map((a) => a.action),
      staffIds: staff.map((s) => s.id),
      rooms,
      searchTerms: await searchTermsOf(q),
      clients: await count('clients'),
      adminEvents: await count('admin_events'),
    };
    // The API process is configured like `npm start`: the same database, quiet logs.
    // One bench account stands for many staff: its chat messages are not held to one person's
    // send limit (60 a minute), which would answer 429 to the mix's writes.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      SEED_DEMO: '',
      CHAT_MESSAGES_PER_USER_PER_MINUTE: '100000',
    };
    // The API's DATA_DIR is the seed's on both databases: it locates the key of the TOTP
    // secrets (PostgreSQL: <dataDir>/../.keys/), which the seed sealed them with.
    env.DATA_DIR = config.dataDir;
    if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;
    else delete env.DATABASE_URL;
    console.log(`Prepared in ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
    return { pools, env };
  } finally {
    await opened.close();
  }
}

/**
 * What staff type in the global search, drawn from the data: the start of a client's, a
 * contact's or a courier's name, a client's code, the end of an invoice number, a whole phone
 * number written with spaces, a plate without its dashes, a room's name; accents and case as
 * typed (the search folds them).
 */
async function searchTermsOf(q: <T>(query: RawBuilder<T>) => Promise<T[]>): Promise<string[]> {
  const rows = await q<{ term: string }>(sql`
    (select left(name, 4) as term from clients order by random() limit 100)
    union all (select business_code from clients order by random() limit 50)
    union all (select left(name, 5) from client_contacts order by random() limit 100)
    union all (select regexp_replace(phone_number, '(..)(?=.)', '\\1 ', 'g') from client_contacts
      where phone_number is not null order by random() limit 50)
    union all (select right(invoice_number, 6) from invoices order by random() limit 100)
    union all (select invoice_number from invoices order by random() limit 50)
    union all (select left(last_name, 4) from workers order by random() limit 100)
    union all (select replace(plate, '-', '') from vehicles where plate is not null order by random() limit 50)
    union all (select left(name, 4) from rooms order by random() limit 30)
    union all (select left(name, 2) from regular_missions order by random() limit 20)`);
  return rows.map((r) => r.term).filter((t) => t && t.trim().length >= 2);
}
