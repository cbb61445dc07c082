/**
 * `pnpm bench api mixed`: an OPEN-LOOP mixed load on the large seed, the yardstick of the data layer
 * (one indexed SQL path per call, no in-process copies of the data).
 *
 * What it does
 * - Prepares once, in this (measuring) process: the large seed (largeData.ts; `--size huge`:
 *   ten times the data, ./hugeData.ts), fresh statistics, a full session of the demo admin
 *   (`admin`, made directly: the bench measures calls, not the sign-in), the admin made a
 *   member of every room (as chat.ts does), and pools drawn from the data (ids, versions, search
 *   terms, weeks). Then it closes the database (PGlite admits one process).
 * - Starts the real API as production runs it (`dist/server.js`, compiled by `pnpm --filter
 *   @courier/api build` before the first round; configured by the environment) in a
 *   child process and polls `GET /api/health` from the moment of the fork: **start-up** is the
 *   time to the first 200.
 * - Sends requests on a fixed schedule, one every 1000/RATE ms, never waiting for answers (open
 *   loop). Each request's **latency is measured from its scheduled send time** to the end of its
 *   answer's body, so a stalled server is charged for every request it delays (no coordinated
 *   omission). Requests still unanswered 30 s after the last send count as errors, with the time
 *   waited so far as their latency.
 * - The mix (weights in MIX below) covers every area: lists with random terms, filters, sorts and
 *   pages (workers, clients, cfr users, vehicles, regular missions, recovery, outbox, the
 *   reference and settings lists), details of random ids (worker, client with a random page of
 *   its invoices, the recovery view of a client's invoices, shift, regular mission), the planning
 *   board of a random week and page, the day summary, the recovery summary, the admin events
 *   (action, user, page), a client's timeline and chat history pages (a random room, a random
 *   `before` cursor); and 10 % writes on random records: a comment on a client, a recovery note,
 *   a chat message, a shift moved (same date, another worker, or the next day), a contact edited
 *   and a worker edited, the last two with the record's version as last read (optimistic
 *   locking: a 409 fetches the record again, as the portal does, and is counted apart).
 *
 * Modes and options (environment, or argv `NAME=value`)
 *   RATE=100 requests/s, DURATION=60 s per round, ROUNDS=3, WARMUP=10 s (warm mode only).
 *   PROCESSES=2 API processes on PostgreSQL, as production runs them (docs/operations.md); the
 *           requests go to each in turn, as the proxy's round robin sends them. PROCESSES=1 for
 *           one process alone, the default on PGlite (one process on its data folder).
 *   growth: each cold run keeps its per-call medians in data/bench-mixed-<db>-<size>.json; a
 *           run of one size prints the huge ÷ large table against the other size's last run at
 *           the same RATE and DURATION (target: every call's p95 <= 1.5x).
 *   cold (default): a fresh API process for each round, the load starting the moment it answers
 *           /health (what staff get right after a deploy or a restart). The database server is
 *           not restarted: its files are read into the OS cache once before the first round
 *           (warmDatabaseFiles; BENCH_COLD_DATABASE=1 skips that).
 *   --warm: one API process for every round, after WARMUP s of the same load untimed.
 *   --find-max: warm; raises the rate from RATE (x1.5 each step of DURATION s, then bisects) and
 *           prints the highest rate sustained with overall p95 <= 100 ms and < 1 % errors.
 *   --size huge: the huge seed (200,000 clients, 5 million admin events, two years of shifts and
 *           invoices), made once in its own PGlite folder or PostgreSQL database (./hugeData.ts).
 *   BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': extra Node options of the API process, after those of `start:prod`
 *           (api/package.json), which it always uses
 *           (to profile it under the load).
 *   DATABASE_URL=postgres://... : PostgreSQL (the bench database is made and seeded once), else
 *           PGlite in <repo>/data/bench (BENCH_DATA_DIR). A server on this machine is best reached
 *           as production would, over its Unix socket: postgres://postgres@/bench_mixed?host=/tmp&port=5432.
 *
 * What it prints (each figure as min / median / max over the rounds)
 * - per call kind (its contract path; the write kinds are the POST ones): requests per round,
 *   p50, p95, p99 in ms, 409s, errors, the median answer's size in kB; `!` marks a p95 over 50 ms or a p99 over 150 ms (issue
 *   25's target at 100 requests/s);
 * - overall p50 / p95 / p99, errors (answers other than 2xx and 409, refused connections, no
 *   answer), 409s (a stale version, or a planning refusal such as an overlap of the moved shift);
 * - start-up: fork to the first /health 200 (target <= 3 s); RSS (VmRSS of the API process,
 *   /proc/<pid>/status) at that moment and after each round's load, and its peak (VmHWM);
 * - send lag: how late this process sent its requests against the schedule (max). Over a few ms,
 *   the measuring process, not the API, is the limit and the figures say little.
 *
 * This machine's other work inflates latencies: compare runs made on the same quiet machine.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type RawBuilder } from 'kysely';
import { api } from '../src/shared';
import { adminSession, analyze, openLargeData } from './largeData';
import { productionNodeOptions } from '../scripts/production-node-options.mjs';
import { cpuMs } from './harness';
import { openHugeData } from './hugeData';
import type { Executor } from '../src/db/executor';

// ---------------------------------------------------------------- options

const argv = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const eq = argv.find((a) => a.startsWith(`${name}=`) || a.startsWith(`--${name.toLowerCase()}=`));
  if (eq) return eq.slice(eq.indexOf('=') + 1);
  const i = argv.indexOf(`--${name.toLowerCase()}`);
  if (i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--')) return argv[i + 1];
  return process.env[name];
};
const num = (name: string, def: number) => {
  const v = Number(argValue(name) ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const RATE = num('RATE', 100);
const DURATION_S = num('DURATION', 60);
const ROUNDS = Math.round(num('ROUNDS', 3));
const WARMUP_S = Number(argValue('WARMUP') ?? 10);
// Cold by default: staff meet the API right after a deploy or restart; --warm measures a settled one.
const COLD = !argv.includes('--warm') && !argv.includes('--find-max');
const FIND_MAX = argv.includes('--find-max');
const SIZE = argValue('SIZE') ?? 'large';
if (SIZE !== 'large' && SIZE !== 'huge') throw new Error('--size is large or huge');
/** Requests unanswered this long after the last send count as errors. */
const GRACE_MS = 30_000;
/** Share of writes in the mix. */
const WRITE_SHARE = 0.1;
const FIND_MAX_P95_MS = 100;
/** API processes, as production runs them behind the proxy (docs/operations.md: two); the load goes to each in turn. */
// PGlite (no DATABASE_URL) admits one process on its data folder: one API process there.
const PROCESSES = Math.max(1, Math.round(num('PROCESSES', process.env.DATABASE_URL ? 2 : 1)));

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------- preparation

interface Pools {
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

const addDays = (d: string, n: number) => {
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
async function prepare(): Promise<{ pools: Pools; env: NodeJS.ProcessEnv }> {
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
    await sql`insert into room_members (room_id, user_id) select id, ${adminId} from rooms on conflict do nothing`.execute(db);
    const today = new Date().toISOString().slice(0, 10);

    const workers = await q<{ id: number; version: number; last_name: string; active: boolean }>(
      sql`select id, version, last_name, activity_status = 'active' as active from workers order by id`,
    );
    const ids = (table: string) => q<{ id: number }>(sql`select id from ${sql.table(table)} order by id`).then((r) => r.map((x) => x.id));
    const clientSample = await q<{ id: number; name: string }>(sql`select id, name from clients order by random() limit 5000`);
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
    const cfr = await q<{ client_id: number; first_name: string }>(sql`select client_id, first_name from cfr_users order by random() limit 2000`);
    const vehicles = await q<{ short_code: string; plate: string | null }>(sql`select short_code, plate from vehicles order by random() limit 500`);
    const regular = await q<{ id: number; name: string; client_id: number }>(sql`select id, name, client_id from regular_missions order by id`);
    const range = (await q<{ first: string; last: string }>(sql`select min(date)::text as first, max(date)::text as last from shifts`))[0];
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
    const count = async (table: string) => Number((await q<{ n: string }>(sql`select count(*) as n from ${sql.table(table)}`))[0].n);

    const mondays: string[] = [];
    const dates: string[] = [];
    if (range?.first) {
      for (let d = range.first; d <= range.last; d = addDays(d, 1)) dates.push(d);
      for (let m = addDays(range.first, (8 - new Date(`${range.first}T12:00:00Z`).getUTCDay()) % 7); addDays(m, 6) <= range.last; m = addDays(m, 7))
        mondays.push(m);
    }
    const prefixes = (names: string[], lengths = [3, 4]) =>
      [...new Set(names.flatMap((n) => lengths.map((l) => n.slice(0, l).toLowerCase())).filter((s) => s.trim().length >= 2))];
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
      vehicleTerms: [...new Set(vehicles.flatMap((v) => [v.short_code.slice(-3), (v.plate ?? '').slice(0, 2)]).filter(Boolean).map((s) => s.toLowerCase()))],
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

// ---------------------------------------------------------------- the mix

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;
const int = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

interface Req {
  method: 'GET' | 'POST';
  /** Relative to /api, with its query. */
  path: string;
  body?: unknown;
}
interface Kind {
  /** The contract path: what the figures are grouped by. */
  route: string;
  weight: number;
  make: (p: Pools) => Req | null;
  /** What an answer teaches (a record's new version). */
  after?: (p: Pools, req: Req, status: number, body: string) => void;
}

const qs = (o: Record<string, string | number | undefined | false>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== false && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const get = (path: string, query: Record<string, string | number | undefined | false> = {}): Req => {
  const s = qs(query);
  return { method: 'GET', path: s ? `${path}?${s}` : path };
};
const at = (path: string, id: number | string) => path.replace(/\[id\]$/, String(id));

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

/** Reads: 90 % of the requests, by weight. */
const READS: Kind[] = [
  {
    route: api.workers.getWorkers.path,
    weight: 8,
    make: (p) =>
      get(api.workers.getWorkers.path, {
        activityStatus: pick(['active', 'active', 'all', 'inactive']),
        search: maybe(0.4) && pick(p.workerTerms),
        teamId: maybe(0.2) && pick(p.teamIds),
        agencyId: maybe(0.2) && pick(p.agencyIds),
        companyId: maybe(0.1) && pick(p.companyIds),
        sort: pick(['lastName', 'shortCode', 'team', 'hiredOn']),
        order: pick(['asc', 'desc']),
        page: maybe(0.5) ? 1 : int(1, Math.min(5, p.workerPages)),
      }),
  },
  { route: api.workers.getWorker.path, weight: 6, make: (p) => get(at(api.workers.getWorker.path, pick(p.workerIds))) },
  {
    route: api.workers.getWorkerTimes.path,
    weight: 2,
    make: (p) => get(api.workers.getWorkerTimes.path, { workerId: pick(p.activeWorkerIds), page: int(1, 3) }),
  },
  {
    route: api.clients.getClients.path,
    weight: 8,
    make: (p) =>
      get(api.clients.getClients.path, {
        searchValue: maybe(0.5) && pick(p.clientTerms),
        agencies: maybe(0.2) && pick(p.agencyIds),
        clientGroups: maybe(0.1) && pick(p.clientGroupIds),
        activityStatus: pick(['active', 'active', 'all', 'inactive']),
        page: maybe(0.6) ? 1 : int(2, Math.max(2, Math.min(50, Math.ceil(p.clients / 200)))),
        pageSize: pick([50, 200]),
      }),
  },
  {
    route: api.clients.getClient.path,
    weight: 6,
    make: (p) => {
      const c = pick(p.invoiceClients.length ? p.invoiceClients : p.clientIds.map((id) => ({ id, pages: 1 })));
      return get(at(api.clients.getClient.path, c.id), { invoicesPage: maybe(0.7) ? 1 : int(1, c.pages) });
    },
  },
  {
    route: api.finance.getRecovery.path,
    weight: 4,
    make: (p) => get(at(api.finance.getRecovery.path, p.invoiceClients.length ? pick(p.invoiceClients).id : pick(p.clientIds))),
  },
  {
    route: api.finance.getEventsClient.path,
    weight: 2,
    make: (p) => get(api.finance.getEventsClient.path, { clientId: pick(p.clientIds), page: int(1, 2) }),
  },
  {
    // The recovery summary as it opens (no filter, first page) and as it is searched, filtered and sorted.
    route: api.finance.getClientInvoiceSummary.path,
    weight: 5,
    make: (p) =>
      maybe(0.4)
        ? get(api.finance.getClientInvoiceSummary.path)
        : get(api.finance.getClientInvoiceSummary.path, {
            search: maybe(0.4) && pick(p.clientTerms),
            agencyId: maybe(0.2) && pick(p.agencyIds),
            onlyOverdue: maybe(0.3) && 'true',
            sort: pick(['overdue', 'name', 'totalDue', 'overdueOver90']),
            order: pick(['asc', 'desc']),
            page: int(1, 5),
          }),
  },
  {
    route: api.cfrUsers.getUsers.path,
    weight: 4,
    make: (p) =>
      get(api.cfrUsers.getUsers.path, {
        clientId: maybe(0.4) && pick(p.cfrClientIds),
        search: maybe(0.4) && pick(p.cfrTerms),
        activityStatus: pick(['active', 'all']),
        page: maybe(0.7) ? 1 : int(2, 10),
      }),
  },
  {
    route: api.vehicles.getVehicles.path,
    weight: 3,
    make: (p) =>
      get(api.vehicles.getVehicles.path, {
        activityStatus: pick(['active', 'all']),
        search: maybe(0.4) && pick(p.vehicleTerms),
        typeIds: maybe(0.3) && pick(p.vehicleTypeIds),
      }),
  },
  {
    route: api.regularMissions.getRegularMissions.path,
    weight: 3,
    make: (p) =>
      get(api.regularMissions.getRegularMissions.path, {
        activityStatus: pick(['active', 'active', 'all']),
        searchValue: maybe(0.4) && pick(p.missionTerms),
        clients: maybe(0.2) && pick(p.missionClientIds),
        page: 1,
        pageSize: pick([100, 1000]),
      }),
  },
  { route: api.regularMissions.getRegularMission.path, weight: 1, make: (p) => get(at(api.regularMissions.getRegularMission.path, pick(p.regularIds))) },
  {
    route: api.planning.getShifts.path,
    weight: 8,
    make: (p) => {
      if (!p.mondays.length) return null;
      const monday = pick(p.mondays);
      return get(api.planning.getShifts.path, {
        dateStart: monday,
        dateEnd: addDays(monday, 6),
        agencyIds: maybe(0.2) && pick(p.agencyIds),
        teamIds: maybe(0.1) && pick(p.teamIds),
        page: int(1, Math.min(20, p.workerPages)),
      });
    },
  },
  {
    route: api.planning.getDaySummary.path,
    weight: 2,
    make: (p) => (p.dates.length ? get(api.planning.getDaySummary.path, { date: pick(p.dates), agencyIds: maybe(0.3) && pick(p.agencyIds) }) : null),
  },
  {
    route: api.planning.getShiftById.path,
    weight: 3,
    make: (p) => (p.pastShiftIds.length ? get(api.planning.getShiftById.path, { shiftId: pick(p.pastShiftIds) }) : null),
  },
  {
    route: api.adminEvents.getAdminEvents.path,
    weight: 4,
    make: (p) =>
      get(api.adminEvents.getAdminEvents.path, {
        action: maybe(0.5) && pick(p.actions),
        user: maybe(0.3) && pick(p.staffIds),
        page: maybe(0.5) ? 1 : int(2, 20),
        pageSize: 50,
      }),
  },
  {
    route: api.chat.getMessages.path,
    weight: 5,
    make: (p) => {
      if (!p.rooms.length) return null;
      const r = pick(p.rooms);
      return get(api.chat.getMessages.path, { roomId: r.id, before: maybe(0.6) && int(r.min + 1, r.max + 1) });
    },
  },
  { route: api.chat.getRooms.path, weight: 1, make: (p) => get(api.chat.getRooms.path, { userId: p.adminId }) },
  { route: api.chat.getUnread.path, weight: 2, make: () => get(api.chat.getUnread.path) },
  {
    route: api.settings.getMails.path,
    weight: 1,
    make: (p) => get(api.settings.getMails.path, { search: maybe(0.5) && pick(p.clientTerms), page: int(1, 3) }),
  },
  // Reference and settings lists (pickers of every form).
  { route: api.clients.getInvoiceConfigurationLists.path, weight: 1, make: () => get(api.clients.getInvoiceConfigurationLists.path) },
  { route: api.workers.getAgenciesAndTeamsAndCompanies.path, weight: 1, make: () => get(api.workers.getAgenciesAndTeamsAndCompanies.path) },
  { route: api.planning.getShiftTypes.path, weight: 1, make: () => get(api.planning.getShiftTypes.path) },
  { route: api.reference.getTeams.path, weight: 1, make: () => get(api.reference.getTeams.path, { activityStatus: pick(['active', 'all']) }) },
  { route: api.settings.getClientGroups.path, weight: 1, make: () => get(api.settings.getClientGroups.path, { activityStatus: pick(['active', 'all']) }) },
  { route: api.users.getMe.path, weight: 2, make: () => get(api.users.getMe.path) },
  // The global search as staff type: every area's call with a term of any kind (docs/product.md#calls-global-search).
  ...[api.search.clients, api.search.invoices, api.search.workers, api.search.vehicles, api.search.cfrUsers, api.search.regularMissions, api.search.chatRooms].map(
    (e): Kind => ({ route: e.path, weight: 1, make: (p) => get(e.path, { q: pick(p.searchTerms) }) }),
  ),
  { route: api.search.clients.path, weight: 2, make: (p) => get(api.search.clients.path, { q: pick(p.searchTerms) }) },
  // The Today page after a sign-in: each area's widgets.
  ...[api.today.planning, api.today.finance, api.today.workers, api.today.vehicles, api.today.pay, api.today.chat, api.today.settings].map(
    (e): Kind => ({ route: e.path, weight: 0.5, make: () => get(e.path) }),
  ),
];

const post = (path: string, body: unknown, query?: Record<string, string | number>): Req => ({
  method: 'POST',
  path: query ? `${path}?${qs(query)}` : path,
  body,
});
const versionOf = (body: string): number | undefined => {
  try {
    const v = (JSON.parse(body) as { data?: { version?: unknown } }).data?.version;
    return typeof v === 'number' ? v : undefined;
  } catch {
    return undefined;
  }
};

/** Writes: WRITE_SHARE of the requests, by weight. */
const WRITES: Kind[] = [
  {
    route: api.clients.addComment.path,
    weight: 3,
    make: (p) => post(api.clients.addComment.path, { clientId: pick(p.clientIds), comment: `Bench comment ${randomUUID().slice(0, 8)}` }),
  },
  {
    route: api.finance.addNote.path,
    weight: 1,
    make: (p) =>
      p.invoiceClients.length ? post(api.finance.addNote.path, { clientId: pick(p.invoiceClients).id, note: `Bench call ${randomUUID().slice(0, 8)}` }) : null,
  },
  {
    route: api.chat.sendMessage.path,
    weight: 3,
    make: (p) =>
      p.rooms.length ? post(api.chat.sendMessage.path, { roomId: pick(p.rooms).id, text: `Bench message ${randomUUID().slice(0, 8)}`, clientKey: randomUUID() }) : null,
  },
  {
    // Same date to another active worker, or the next day for the same one: a planner's drag.
    route: api.planning.moveShift.path,
    weight: 2,
    make: (p) => {
      if (!p.shifts.length) return null;
      const s = pick(p.shifts);
      const other = maybe(0.5);
      return post(api.planning.moveShift.path, {
        shiftId: s.id,
        targetWorkerId: other ? pick(p.activeWorkerIds) : s.workerId,
        targetDate: other ? s.date : addDays(s.date, 1),
      });
    },
    after: (p, req, status) => {
      if (status !== 200) return;
      const b = req.body as { shiftId: number; targetWorkerId: number; targetDate: string };
      const s = p.shifts.find((x) => x.id === b.shiftId);
      if (s) {
        s.workerId = b.targetWorkerId;
        s.date = b.targetDate;
        // Keep it within the pool's two weeks.
        if (s.date > addDays(p.today, 14)) s.date = addDays(s.date, -7);
      }
    },
  },
  {
    route: api.clients.updateClientContact.path,
    weight: 2,
    make: (p) => {
      if (!p.contacts.length) return null;
      const c = pick(p.contacts);
      return post(
        api.clients.updateClientContact.path,
        { clientId: c.clientId, version: c.version, name: c.name, position: `Bench ${int(1, 999)}` },
        { editedContact: c.id },
      );
    },
    after: (p, req, status, body) => {
      const id = Number(new URLSearchParams(req.path.split('?')[1]).get('editedContact'));
      const c = p.contacts.find((x) => x.id === id);
      const v = versionOf(body);
      if (c && status === 200 && v !== undefined) c.version = v;
      if (c && status === 409) staleContacts.add(c.id);
    },
  },
  {
    route: api.workers.updateWorkerData.path,
    weight: 2,
    make: (p) => {
      const id = pick(p.workerIds);
      return post(api.workers.updateWorkerData.path, { id, version: p.workerVersions[id], comment: `Bench ${int(1, 999_999)}` });
    },
    after: (p, req, status, body) => {
      const id = (req.body as { id: number }).id;
      const v = versionOf(body);
      if (status === 200 && v !== undefined) p.workerVersions[id] = v;
      if (status === 409) staleWorkers.add(id);
    },
  },
];

/**
 * One HTTP request, its status and body (status 0 and the error's message when it fails).
 * node:http with a keep-alive agent rather than fetch: fetch costs this measuring process about
 * three times the CPU per request (1.0 against 0.3 ms measured here), CPU the API and
 * PostgreSQL share on the same machine.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function httpSend(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
      res.setEncoding('utf8');
      let body = '';
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (err) => resolve({ status: 0, body: err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
    req.end(init.body);
  });
}

/** Records answered 409: read again (as the portal reloads) before their next edit. */
const staleContacts = new Set<number>();
const staleWorkers = new Set<number>();

async function refreshStale(base: string, p: Pools, headers: Record<string, string>) {
  for (const id of [...staleWorkers]) {
    staleWorkers.delete(id);
    const res = await httpSend(`${base}/api/${at(api.workers.getWorker.path, id)}`, { headers });
    const v = res.status === 200 ? versionOf(res.body) : undefined;
    if (v !== undefined) p.workerVersions[id] = v;
  }
  for (const id of [...staleContacts]) {
    staleContacts.delete(id);
    const c = p.contacts.find((x) => x.id === id);
    if (!c) continue;
    const res = await httpSend(`${base}/api/${at(api.clients.getClient.path, c.clientId)}`, { headers });
    if (res.status !== 200) continue;
    const body = JSON.parse(res.body) as { data?: { contacts?: { id: number; version: number }[] } };
    const found = body.data?.contacts?.find((x) => x.id === id);
    if (found) c.version = found.version;
  }
}

function chooser(kinds: Kind[]) {
  const total = kinds.reduce((s, k) => s + k.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const k of kinds) if ((r -= k.weight) < 0) return k;
    return kinds[kinds.length - 1];
  };
}
const nextRead = chooser(READS);
const nextWrite = chooser(WRITES);

// ---------------------------------------------------------------- the open loop

interface Sample {
  route: string;
  ms: number;
  status: number;
  /** Length of the answer's body (characters; the answers are JSON, mostly ASCII). */
  size: number;
  /** When it was due, ms after the round began. */
  at: number;
}
interface LoadResult {
  samples: Sample[];
  /** The latest a request left against its schedule, ms. */
  maxLag: number;
  errorsSeen: Map<string, number>;
}

/** RATE requests/s for `seconds`, on schedule; each latency from its scheduled time. */
async function openLoop(bases: string[], p: Pools, rate: number, seconds: number): Promise<LoadResult> {
  const headers = { authorization: `Bearer ${p.token}` };
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const samples: Sample[] = [];
  const errorsSeen = new Map<string, number>();
  const pending = new Map<number, { route: string; scheduled: number }>();
  let maxLag = 0;
  const start = performance.now() + 5;
  const send = (i: number, scheduled: number) => {
    let kind = maybe(WRITE_SHARE) ? nextWrite() : nextRead();
    let req = kind.make(p);
    for (let tries = 0; !req && tries < 10; tries++) {
      kind = nextRead();
      req = kind.make(p);
    }
    if (!req) return;
    const route = kind.route;
    pending.set(i, { route, scheduled });
    const init =
      req.method === 'POST'
        ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(req.body) }
        : { headers };
    const r = req;
    // Each process in turn, as the proxy's round robin does.
    void httpSend(`${bases[i % bases.length]}/api/${req.path}`, init).then(({ status, body }) => {
      if (!pending.delete(i)) return;
      samples.push({ route, ms: performance.now() - scheduled, status, size: body.length, at: scheduled - start });
      if (status !== 409 && (status < 200 || status >= 300)) {
        const key = `${route} ${status} ${body.slice(0, 160)}`;
        errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
      }
      kind.after?.(p, r, status, body);
    });
  };
  let i = 0;
  while (i < total) {
    const now = performance.now();
    // Every request due by now leaves now (catching up after a slow tick, never skipping one).
    while (i < total && start + i * interval <= now) {
      const scheduled = start + i * interval;
      maxLag = Math.max(maxLag, now - scheduled);
      send(i, scheduled);
      i++;
    }
    if (staleWorkers.size || staleContacts.size) void refreshStale(bases[0], p, headers);
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, Math.max(0, wait - 0.5)));
  }
  const deadline = performance.now() + GRACE_MS;
  while (pending.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // No answer at all: an error, charged the time waited so far.
  for (const [, { route, scheduled }] of pending) {
    samples.push({ route, ms: performance.now() - scheduled, status: 0, size: 0, at: scheduled - start });
    errorsSeen.set(`${route} no answer within ${GRACE_MS / 1000} s`, (errorsSeen.get(`${route} no answer within ${GRACE_MS / 1000} s`) ?? 0) + 1);
  }
  pending.clear();
  return { samples, maxLag, errorsSeen };
}

// ---------------------------------------------------------------- the API process

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Api {
  child: ChildProcess;
  base: string;
  /** Fork to the first /health 200, ms. */
  startup: number;
  rssAtReady: number;
}

/** The PROCESSES API processes of a round. */
interface Apis {
  processes: Api[];
  bases: string[];
  pids: number[];
  /** Fork to the first /health 200 of the slowest process, ms. */
  startup: number;
  /** VmRSS at ready of the largest process, MB. */
  rssAtReady: number;
}

/** One after the other (each start-up its own, as a rolling restart makes them); the load starts when all answer. */
async function startApis(env: NodeJS.ProcessEnv): Promise<Apis> {
  const processes: Api[] = [];
  try {
    for (let i = 0; i < PROCESSES; i++) processes.push(await startApi(env));
  } catch (err) {
    // The ones already up are stopped: left running, they would hold the port and the data folder.
    await Promise.all(processes.map(stopApi));
    throw err;
  }
  return {
    processes,
    bases: processes.map((a) => a.base),
    pids: processes.map((a) => a.child.pid!),
    startup: Math.max(...processes.map((a) => a.startup)),
    rssAtReady: Math.max(...processes.map((a) => a.rssAtReady)),
  };
}

const stopApis = (a: Apis) => Promise.all(a.processes.map(stopApi));

/** The real server (`dist/server.js`, as production runs it) in a child process; resolves at its first /health 200. */
async function startApi(env: NodeJS.ProcessEnv): Promise<Api> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = fork(join(apiDir, 'dist', 'server.js'), [], { cwd: apiDir, execArgv: [...productionNodeOptions(), ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)], env: { ...env, PORT: String(port) }, stdio: 'inherit' });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (;;) {
    if (exited !== undefined) throw new Error(`the API process exited (${exited}) before answering /health`);
    if (performance.now() - t0 > 600_000) throw new Error('the API did not answer /health within 10 minutes');
    const ok = await fetch(`${base}/api/${api.auth.health.path}`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startup = performance.now() - t0;
  return { child, base, startup, rssAtReady: memory(child.pid!).rss };
}

async function stopApi(a: Api) {
  if (a.child.exitCode !== null) return;
  const exited = new Promise((r) => a.child.once('exit', r));
  a.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (a.child.exitCode === null) a.child.kill('SIGKILL');
}

// ---------------------------------------------------------------- figures

function percentile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
}
function spread(values: number[]) {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return { min: s[0] ?? NaN, median: s[Math.floor(s.length / 2)] ?? NaN, max: s[s.length - 1] ?? NaN };
}
interface RouteFigures {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  conflicts: number;
  errors: number;
  /** Median answer size, kB. */
  kb: number;
}
function figures(samples: Sample[]): RouteFigures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
    p99: percentile(ms, 0.99),
    conflicts: samples.filter((s) => s.status === 409).length,
    errors: samples.filter((s) => s.status !== 409 && (s.status < 200 || s.status >= 300)).length,
    kb: percentile(samples.map((s) => s.size).sort((a, b) => a - b), 0.5) / 1000,
  };
}

interface Round {
  overall: RouteFigures;
  routes: Map<string, RouteFigures>;
  rssAfter: number;
  peak: number;
  maxLag: number;
  errorsSeen: Map<string, number>;
  /** p95 of each 10 s of the round, in order: how long a cold start weighs. */
  timeline: number[];
  /** p95 of each second of the first 10 s: what the cold start itself costs. */
  firstSeconds: number[];
  /** The slowest calls of the first 3 s (route and ms): which ones a cold start holds up. */
  slowestFirst: string[];
  /** API processes' CPU per request, ms: what other work on the machine hardly inflates. */
  cpuPerRequest: number;
  /** VmRSS of all the API processes together, MB (rssAfter and peak are the largest process's). */
  rssTotal: number;
}

/** A load and the API process's CPU time before it, for summarize(). */
async function measured(pids: number[], run: () => Promise<LoadResult>): Promise<[LoadResult, number[], number]> {
  const before = totalCpuMs(pids);
  return [await run(), pids, before];
}
const totalCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

function timeline(samples: Sample[], windowMs: number): number[] {
  const windows: number[][] = [];
  for (const s of samples) (windows[Math.floor(s.at / windowMs)] ??= []).push(s.ms);
  return [...windows].map((w) => percentile((w ?? []).sort((a, b) => a - b), 0.95));
}

function summarize(load: LoadResult, pids: number[], cpuBefore: number): Round {
  const byRoute = new Map<string, Sample[]>();
  for (const s of load.samples) byRoute.set(s.route, [...(byRoute.get(s.route) ?? []), s]);
  const memories = pids.map(memory);
  const rss = Math.max(...memories.map((m) => m.rss));
  const peak = Math.max(...memories.map((m) => m.peak));
  return {
    overall: figures(load.samples),
    routes: new Map([...byRoute].map(([r, s]) => [r, figures(s)])),
    rssAfter: rss,
    peak,
    maxLag: load.maxLag,
    errorsSeen: load.errorsSeen,
    timeline: timeline(load.samples, 10_000),
    firstSeconds: timeline(load.samples.filter((s) => s.at < 10_000), 1_000),
    slowestFirst: load.samples
      .filter((s) => s.at < 3_000)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => `${s.route} ${s.ms.toFixed(0)} (sent at ${(s.at / 1000).toFixed(2)} s)`),
    cpuPerRequest: (totalCpuMs(pids) - cpuBefore) / Math.max(1, load.samples.length),
    rssTotal: memories.reduce((sum, m) => sum + m.rss, 0),
  };
}

const f0 = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '-');
const f1 = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');
const trio = (values: number[], fmt = f1) => {
  const s = spread(values);
  return `${fmt(s.min)} / ${fmt(s.median)} / ${fmt(s.max)}`;
};

function report(rounds: Round[], startups: number[], rssAtReady: number[]) {
  const routes = [...new Set(rounds.flatMap((r) => [...r.routes.keys()]))].sort((a, b) => {
    const w = (x: string) => (WRITES.some((k) => k.route === x) ? 1 : 0);
    return w(a) - w(b) || a.localeCompare(b);
  });
  const col = (s: string, n: number) => s.padStart(n);
  console.log(`\nPer call kind (POST = the writes); each figure min / median / max over ${rounds.length} round(s); ms.`);
  console.log(`${'call'.padEnd(46)}${col('n/round', 9)}${col('p50', 24)}${col('p95', 24)}${col('p99', 24)}${col('409', 6)}${col('errors', 8)}${col('kB', 7)}`);
  for (const route of routes) {
    const fs = rounds.map((r) => r.routes.get(route)).filter((x): x is RouteFigures => Boolean(x));
    const p95 = spread(fs.map((f) => f.p95)).max;
    const p99 = spread(fs.map((f) => f.p99)).max;
    const flag = p95 > 50 || p99 > 150 ? ' !' : '';
    const name = `${WRITES.some((k) => k.route === route) ? 'POST ' : ''}${route}`;
    console.log(
      `${name.padEnd(46)}${col(f0(spread(fs.map((f) => f.n)).median), 9)}${col(trio(fs.map((f) => f.p50)), 24)}${col(trio(fs.map((f) => f.p95)), 24)}${col(trio(fs.map((f) => f.p99)), 24)}${col(String(fs.reduce((s, f) => s + f.conflicts, 0)), 6)}${col(String(fs.reduce((s, f) => s + f.errors, 0)), 8)}${col(f1(spread(fs.map((f) => f.kb)).median), 7)}${flag}`,
    );
  }
  const o = rounds.map((r) => r.overall);
  console.log(`\nOverall (${RATE} req/s offered, ${DURATION_S} s a round, ${COLD ? 'cold: a fresh API each round' : 'warm'}), min / median / max:`);
  console.log(`  requests  ${trio(o.map((f) => f.n), f0)}`);
  console.log(`  p50       ${trio(o.map((f) => f.p50))} ms`);
  console.log(`  p95       ${trio(o.map((f) => f.p95))} ms   (target: every call <= 50 ms at 100 req/s)`);
  console.log(`  p99       ${trio(o.map((f) => f.p99))} ms   (target: every call <= 150 ms)`);
  console.log(`  errors    ${trio(o.map((f) => f.errors), f0)}   (not 2xx nor 409, refused, no answer; target 0)`);
  console.log(`  409       ${trio(o.map((f) => f.conflicts), f0)}   (stale version, or a planning refusal of a move)`);
  console.log(`  start-up  ${trio(startups, f0)} ms   (fork to the first /health 200, the slowest process; target <= 3000 ms)`);
  console.log(`  RSS ready ${trio(rssAtReady, f0)} MB   (VmRSS at the first /health 200, the largest process)`);
  console.log(`  RSS after ${trio(rounds.map((r) => r.rssAfter), f0)} MB   (after the round's load, the largest process; target <= 300 MB)`);
  if (PROCESSES > 1) console.log(`  RSS all   ${trio(rounds.map((r) => r.rssTotal), f0)} MB   (the ${PROCESSES} processes together, after the load)`);
  console.log(`  RSS peak  ${trio(rounds.map((r) => r.peak), f0)} MB   (VmHWM)`);
  console.log(`  API CPU   ${trio(rounds.map((r) => r.cpuPerRequest), (v) => v.toFixed(2))} ms a request   (the API process's CPU time over the requests; 10 ms ticks)`);
  console.log(`  send lag  ${trio(rounds.map((r) => r.maxLag))} ms   (max lateness of this process's sends; over a few ms the client is the limit)`);
  const errors = new Map<string, number>();
  for (const r of rounds) for (const [k, n] of r.errorsSeen) errors.set(k, (errors.get(k) ?? 0) + n);
  if (errors.size) {
    console.log('\nErrors seen (first kinds):');
    for (const [k, n] of [...errors].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(6)}  ${k}`);
  }
  console.log(`\nLoad average: ${readFileSync('/proc/loadavg', 'utf8').trim()} (other work on the machine inflates every latency).`);
}

/** Each size's last per-call medians (p50, p95), kept in data/ (not in git) for the growth table. */
const figuresFile = (size: string, kind: string) => join(apiDir, '..', 'data', `bench-mixed-${kind}-${size}.json`);

interface SavedRun {
  at: string;
  rate: number;
  durationS: number;
  routes: Record<string, { n: number; p50: number; p95: number }>;
}

/**
 * Growth with ten times the data, the issue's target (every call's p95 <= 1.5x its figure on
 * the large seed): this run's per-call medians are saved, and compared with the other size's
 * last run at the same rate and round length (huge ÷ large, whichever was run last). Both p50
 * and p95 are shown: a call with few samples a round has a p95 that is its third-slowest
 * answer or so, which the machine's other work moves more than the data does.
 */
function growth(rounds: Round[], kind: string) {
  const median = (values: number[]) => spread(values).median;
  const routes: SavedRun['routes'] = {};
  for (const route of new Set(rounds.flatMap((r) => [...r.routes.keys()]))) {
    const fs = rounds.map((r) => r.routes.get(route)).filter((x): x is RouteFigures => Boolean(x));
    routes[route] = { n: median(fs.map((f) => f.n)), p50: median(fs.map((f) => f.p50)), p95: median(fs.map((f) => f.p95)) };
  }
  const run: SavedRun = { at: new Date().toISOString(), rate: RATE, durationS: DURATION_S, routes };
  const file = figuresFile(SIZE, kind);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(run, null, 1));
  if (SIZE !== 'large' && SIZE !== 'huge') return;
  const otherFile = figuresFile(SIZE === 'huge' ? 'large' : 'huge', kind);
  const other = existsSync(otherFile) ? (JSON.parse(readFileSync(otherFile, 'utf8')) as SavedRun) : null;
  if (!other || other.rate !== RATE || other.durationS !== DURATION_S) {
    console.log(`
Growth: run the ${SIZE === 'huge' ? 'large' : 'huge'} size at the same RATE and DURATION to compare (${otherFile}).`);
    return;
  }
  const [large, huge] = SIZE === 'huge' ? [other, run] : [run, other];
  console.log(`
Growth with ten times the data: huge (${huge.at}) ÷ large (${large.at}), medians of the rounds; target p95 <= 1.5x.`);
  console.log(`${'call'.padEnd(46)}${'n/round'.padStart(9)}${'p50 large -> huge'.padStart(22)}${'p95 large -> huge'.padStart(24)}`);
  const rows = Object.keys(huge.routes)
    .filter((r) => large.routes[r])
    .map((r) => ({ r, l: large.routes[r], h: huge.routes[r] }))
    .sort((a, b) => b.h.p95 / b.l.p95 - a.h.p95 / a.l.p95);
  for (const { r, l, h } of rows) {
    const x95 = h.p95 / l.p95;
    const name = `${WRITES.some((k) => k.route === r) ? 'POST ' : ''}${r}`;
    console.log(
      `${name.padEnd(46)}${f0(l.n).padStart(9)}${`${f1(l.p50)} -> ${f1(h.p50)} x${(h.p50 / l.p50).toFixed(2)}`.padStart(22)}${`${f1(l.p95)} -> ${f1(h.p95)} x${x95.toFixed(2)}`.padStart(24)}${x95 > 1.5 ? ' !' : ''}`,
    );
  }
  console.log(`  over 1.5x (p95): ${rows.filter((x) => x.h.p95 / x.l.p95 > 1.5).length} of ${rows.length} calls; the largest p50 ratio: x${Math.max(...rows.map((x) => x.h.p50 / x.l.p50)).toFixed(2)}`);
}

// ---------------------------------------------------------------- main

async function findMax(a: Apis, p: Pools) {
  const passes = async (rate: number) => {
    const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, p, rate, DURATION_S))));
    const ok = r.overall.p95 <= FIND_MAX_P95_MS && r.overall.errors <= 0.01 * r.overall.n;
    console.log(
      `  ${String(Math.round(rate)).padStart(6)} req/s: p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, send lag ${f1(r.maxLag)} ms, RSS ${f0(r.rssAfter)} MB -> ${ok ? 'sustained' : 'not sustained'}`,
    );
    return ok;
  };
  console.log(`\nFinding the highest rate with p95 <= ${FIND_MAX_P95_MS} ms and < 1 % errors (${DURATION_S} s a step):`);
  let good = 0;
  let bad = 0;
  for (let rate = RATE; rate <= 20_000; rate *= 1.5) {
    if (await passes(rate)) good = rate;
    else {
      bad = rate;
      break;
    }
  }
  for (let i = 0; i < 3 && bad && bad - good > Math.max(5, good * 0.05); i++) {
    const mid = (good + bad) / 2;
    if (await passes(mid)) good = mid;
    else bad = mid;
  }
  console.log(`\nHighest rate sustained: ${good ? `${Math.round(good)} req/s` : `none (not even ${RATE} req/s)`}${bad ? `; ${Math.round(bad)} req/s was not` : ''}.`);
}

async function main() {
  const { pools, env } = await prepare();
  // The compiled API, built from the sources of this checkout (about a second).
  execFileSync(process.execPath, [join(apiDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  console.log(
    `Database ${pools.kind} (${pools.server}), size ${SIZE}: ${pools.clients} clients, ${pools.workerIds.length} workers, ${pools.adminEvents} admin events, ${pools.mondays.length} weeks of shifts, ${pools.rooms.length} rooms with messages.`,
  );
  console.log(
    `Open loop: ${RATE} req/s (${(WRITE_SHARE * 100).toFixed(0)} % writes) to ${PROCESSES} API process${PROCESSES > 1 ? 'es in turn' : ''}, ${DURATION_S} s x ${ROUNDS} round(s), ${FIND_MAX ? 'find-max' : COLD ? 'cold (a fresh API process each round)' : `warm (after ${WARMUP_S} s of untimed load)`}.`,
  );
  const rounds: Round[] = [];
  const startups: number[] = [];
  const rssAtReady: number[] = [];
  if (COLD && !FIND_MAX) {
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await startApis(env);
      try {
        startups.push(a.startup);
        rssAtReady.push(a.rssAtReady);
        const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, DURATION_S))));
        rounds.push(r);
        console.log(
          `round ${round}: start-up ${f0(a.startup)} ms, p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, RSS ${f0(a.rssAtReady)} -> ${f0(r.rssAfter)} MB, API CPU ${r.cpuPerRequest.toFixed(2)} ms a request; p95 of each 10 s: ${r.timeline.map(f0).join(' ')} ms; of each of the first 10 s: ${r.firstSeconds.map(f0).join(' ')} ms; slowest of the first 3 s: ${r.slowestFirst.join(', ')} ms`,
        );
      } finally {
        await stopApis(a);
      }
    }
  } else {
    const a = await startApis(env);
    try {
      startups.push(a.startup);
      rssAtReady.push(a.rssAtReady);
      console.log(`API ready in ${f0(a.startup)} ms, RSS ${f0(a.rssAtReady)} MB.`);
      if (WARMUP_S > 0) {
        const w = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, WARMUP_S))));
        console.log(`warm-up (${WARMUP_S} s, untimed): p95 ${f1(w.overall.p95)} ms, p99 ${f1(w.overall.p99)} ms, errors ${w.overall.errors}, RSS ${f0(w.rssAfter)} MB`);
      }
      if (FIND_MAX) await findMax(a, pools);
      else
        for (let round = 1; round <= ROUNDS; round++) {
          const r = summarize(...(await measured(a.pids, () => openLoop(a.bases, pools, RATE, DURATION_S))));
          rounds.push(r);
          console.log(`round ${round}: p95 ${f1(r.overall.p95)} ms, p99 ${f1(r.overall.p99)} ms, errors ${r.overall.errors}, RSS ${f0(r.rssAfter)} MB, API CPU ${r.cpuPerRequest.toFixed(2)} ms a request; p95 of each 10 s: ${r.timeline.map(f0).join(' ')} ms`);
        }
    } finally {
      await stopApis(a);
    }
  }
  if (rounds.length) {
    report(rounds, startups, rssAtReady);
    if (COLD) growth(rounds, pools.kind);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
