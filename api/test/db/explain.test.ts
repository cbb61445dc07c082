import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { api } from '../../src/shared';
import type { Endpoint } from '@courier/shared/contract';
import { buildApp } from '../../src/app';
import type { Database, OpenedDatabase } from '../../src/db/database';
import type { DB } from '../../src/db/schema';
import { seedDomain } from '../../src/db/seed/index';
import { createSession } from '../../src/repositories/sessions';
import { openTestDatabase } from '../helpers/testDb';
import { SEED_TODAY, testConfig } from '../helpers/testApp';
import { typedInject, type PathParams, type TypedInject } from '../helpers/injectAs';
import { fillRealisticVolumes } from '../helpers/realisticVolumes';

/** node-postgres' own conversion of a parameter to its text form (arrays, dates, JSON). */
const { prepareValue } = createRequire(__filename)('pg/lib/utils') as {
  prepareValue: (v: unknown) => unknown;
};

/** A statement that cannot change a row: a plain SELECT (not one that locks rows), or transaction control. */
const isReadOnlyStatement = (text: string) =>
  /^\s*(select|with|begin|commit|rollback|savepoint|release|show|set)\b/i.test(text) &&
  !/\b(insert|update|delete|truncate|merge|copy|call|do|for update|for share)\b/i.test(text);

/**
 * Every list and detail call the portal makes is answered by indexed queries. On a
 * PostgreSQL database holding about the large seed's volumes (helpers/realisticVolumes.ts,
 * ANALYZEd), each call below is sent as the admin through Fastify's inject; every statement the
 * API sends meanwhile is captured (the Kysely `log` option of the database handed to the app:
 * nothing in src/ changes) and each SELECT is EXPLAINed with its parameters, and again as the
 * generic plan a prepared statement may keep after five runs (the API prepares every statement:
 * db/preparedStatements.ts). A plan holding a sequential scan of a table with more than
 * SEQ_SCAN_ROWS rows (pg_class.reltuples) fails the call, naming the statement and showing the
 * plan.
 *
 * The calls are those the mixed bench reads (bench/mixed.ts, READS; a test below checks that
 * each of its GET routes is here) plus the other list and detail reads of the same screens, with
 * their filters, searches, sorts and later pages. The queries are never named here: a changed
 * query is checked as it is.
 *
 * PostgreSQL only (DATABASE_URL), like the other server tests; skipped on PGlite.
 */
const SEQ_SCAN_ROWS = 5_000;
const serverUrl = process.env.DATABASE_URL;
const onServer = serverUrl ? describe : describe.skip;

interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

interface Call {
  name: string;
  endpoint: Endpoint;
  query?: Record<string, string | number | boolean>;
  params?: PathParams;
  /** An index one of the call's plans must read (an order walked through the index of its filter). */
  readsIndex?: string;
}

/** Ids and values the calls take, read from the filled database. */
interface Picks {
  adminId: number;
  workerId: number;
  workerTerm: string;
  teamId: number;
  agencyId: number;
  clientId: number;
  clientInvoicePages: number;
  clientTerm: string;
  clientMiddle: string;
  clientGroupId: number;
  cfrUserId: number;
  cfrClientId: number;
  cfrTerm: string;
  vehicleId: number;
  vehicleTypeId: number;
  vehicleTerm: string;
  regularId: number;
  regularClientId: number;
  regularTerm: string;
  monday: string;
  pastMonday: string;
  date: string;
  shiftId: number;
  action: string;
  roomId: number;
  beforeMessage: number;
  mailId: number;
  today: string;
  weekAgo: string;
  billingMonth: string;
  billingClientId: number;
}

const addDays = (d: string, n: number) => {
  const x = new Date(`${d}T12:00:00Z`);
  // Before the picks are read (the names of the calls are listed first), any date will do.
  if (Number.isNaN(x.getTime())) return d;
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};

function calls(p: Picks): Call[] {
  return [
    // Workers
    { name: 'workers list', endpoint: api.workers.getWorkers, query: { activityStatus: 'active' } },
    {
      name: 'workers list, all, search',
      endpoint: api.workers.getWorkers,
      query: { activityStatus: 'all', search: p.workerTerm },
    },
    {
      name: 'workers list, team, sorted by hire date, page 3',
      endpoint: api.workers.getWorkers,
      query: { activityStatus: 'all', teamId: p.teamId, sort: 'hiredOn', order: 'desc', page: 3 },
    },
    {
      name: 'workers list, agency, sorted by short code',
      endpoint: api.workers.getWorkers,
      query: { agencyId: p.agencyId, sort: 'shortCode', page: 2 },
    },
    { name: 'worker detail', endpoint: api.workers.getWorker, params: { id: p.workerId } },
    { name: 'worker events', endpoint: api.workers.getWorkersEvents, query: { workerId: p.workerId } },
    { name: 'workers events (all)', endpoint: api.workers.getWorkersEvents, query: { page: 2 } },
    { name: 'worker times', endpoint: api.workers.getWorkerTimes, query: { workerId: p.workerId, page: 1 } },
    {
      name: 'worker times, page 3',
      endpoint: api.workers.getWorkerTimes,
      query: { workerId: p.workerId, page: 3 },
    },
    { name: 'agencies, teams and companies', endpoint: api.workers.getAgenciesAndTeamsAndCompanies },
    // Clients
    {
      name: 'clients list',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', page: 1, pageSize: 50 },
    },
    {
      name: 'clients list, search (start)',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientTerm, pageSize: 200 },
    },
    {
      name: 'clients list, search (middle)',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle },
    },
    {
      name: 'clients list, search (common term, later page)',
      endpoint: api.clients.getClients,
      query: {
        activityStatus: 'active',
        searchValue: String(p.clientTerm).slice(0, 3),
        page: 5,
        pageSize: 50,
      },
    },
    {
      name: 'clients list, search and agency, page past the end',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle, agencies: p.agencyId, page: 1000 },
    },
    {
      name: 'clients list, agency, page past the end',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'inactive', agencies: p.agencyId, page: 1000 },
    },
    {
      name: 'clients list, agency, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', agencies: p.agencyId, page: 10, pageSize: 200 },
      readsIndex: 'clients_agency_list_idx',
    },
    {
      name: 'clients list, group, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', clientGroups: p.clientGroupId, page: 10, pageSize: 50 },
      readsIndex: 'clients_client_group_list_idx',
    },
    {
      name: 'clients list, agency and group',
      endpoint: api.clients.getClients,
      query: { agencies: p.agencyId, clientGroups: p.clientGroupId, activityStatus: 'all' },
    },
    {
      name: 'clients list, page 40',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', page: 40, pageSize: 200 },
    },
    // The list's other sorts, each through its index forwards or backwards (migration 0071).
    {
      name: 'clients list by business code, desc, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'active', sort: 'businessCode', order: 'desc', page: 10, pageSize: 200 },
    },
    {
      name: 'clients list by city, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', sort: 'city', page: 10, pageSize: 200 },
    },
    {
      name: 'clients list by status, desc',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', sort: 'activityStatus', order: 'desc' },
    },
    {
      name: 'clients list by city, search, later page',
      endpoint: api.clients.getClients,
      query: { activityStatus: 'all', searchValue: p.clientMiddle, sort: 'city', page: 2, pageSize: 50 },
    },
    {
      name: 'client detail',
      endpoint: api.clients.getClient,
      params: { id: p.clientId },
      query: { invoicesPage: 1 },
    },
    {
      name: 'client detail, last invoices page',
      endpoint: api.clients.getClient,
      params: { id: p.clientId },
      query: { invoicesPage: p.clientInvoicePages },
    },
    { name: 'invoice configuration lists', endpoint: api.clients.getInvoiceConfigurationLists },
    // Recovery
    // The totals are kept by the writes (migration 0048) and each order has its index: no
    // call of the summary reads every client.
    { name: 'recovery summary', endpoint: api.finance.getClientInvoiceSummary },
    {
      name: 'recovery summary, search, overdue, by total due',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: p.clientTerm, onlyOverdue: 'true', sort: 'totalDue', order: 'desc' },
    },
    {
      // A common term: its matches come from client_receivables' own trigram index (0052),
      // never from a walk of an order index filtering on each client's text.
      name: 'recovery summary, search (common term), over 90 days ascending, page 5',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: String(p.clientTerm).slice(0, 3), sort: 'overdueOver90', order: 'asc', page: 5 },
    },
    {
      name: 'recovery summary, search and agency, by name descending',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { search: p.clientMiddle, agencyId: p.agencyId, sort: 'name', order: 'desc' },
    },
    {
      name: 'recovery summary, agency, by name, page 3',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { agencyId: p.agencyId, sort: 'name', order: 'asc', page: 3 },
    },
    {
      name: 'recovery summary, over 90 days, page 5',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { sort: 'overdueOver90', order: 'desc', page: 5 },
    },
    {
      name: 'recovery summary, only overdue, over 90 days ascending',
      endpoint: api.finance.getClientInvoiceSummary,
      query: { onlyOverdue: 'true', sort: 'overdueOver90', order: 'asc', page: 2 },
    },
    { name: 'recovery client page', endpoint: api.finance.getRecovery, params: { id: p.clientId } },
    {
      name: 'recovery client events',
      endpoint: api.finance.getEventsClient,
      query: { clientId: p.clientId, page: 1 },
    },
    {
      name: 'recovery client events, page 2',
      endpoint: api.finance.getEventsClient,
      query: { clientId: p.clientId, page: 2 },
    },
    // CFR users
    { name: 'cfr users list', endpoint: api.cfrUsers.getUsers, query: { activityStatus: 'active' } },
    {
      name: 'cfr users list, client',
      endpoint: api.cfrUsers.getUsers,
      query: { clientId: p.cfrClientId, activityStatus: 'all' },
    },
    {
      name: 'cfr users list, search, page 2',
      endpoint: api.cfrUsers.getUsers,
      query: { search: p.cfrTerm, activityStatus: 'all', page: 2 },
    },
    {
      name: 'cfr users list by first name, desc, page 3',
      endpoint: api.cfrUsers.getUsers,
      query: { activityStatus: 'all', sort: 'firstName', order: 'desc', page: 3 },
    },
    {
      name: 'cfr users list by last login',
      endpoint: api.cfrUsers.getUsers,
      query: { activityStatus: 'active', sort: 'lastLoginAt', order: 'desc' },
    },
    { name: 'cfr user detail', endpoint: api.cfrUsers.getUser, params: { id: p.cfrUserId } },
    // Vehicles
    { name: 'vehicles list', endpoint: api.vehicles.getVehicles, query: { activityStatus: 'active' } },
    {
      name: 'vehicles list, search, type',
      endpoint: api.vehicles.getVehicles,
      query: { activityStatus: 'all', search: p.vehicleTerm, typeIds: p.vehicleTypeId },
    },
    { name: 'vehicle detail', endpoint: api.vehicles.getVehicle, params: { id: p.vehicleId } },
    // Regular missions
    {
      name: 'regular missions list',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'active', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list by start time, desc',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'all', sort: 'startTime', order: 'desc', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list by name',
      endpoint: api.regularMissions.getRegularMissions,
      query: { activityStatus: 'active', sort: 'name', page: 1, pageSize: 100 },
    },
    {
      name: 'regular missions list, search, client',
      endpoint: api.regularMissions.getRegularMissions,
      query: {
        activityStatus: 'all',
        searchValue: p.regularTerm,
        clients: p.regularClientId,
        pageSize: 1000,
      },
    },
    {
      name: 'regular mission detail',
      endpoint: api.regularMissions.getRegularMission,
      params: { id: p.regularId },
    },
    // Planning
    {
      name: 'planning board',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), page: 1 },
    },
    {
      name: 'planning board, past week, agency, page 2',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.pastMonday, dateEnd: addDays(p.pastMonday, 6), agencyIds: p.agencyId, page: 2 },
    },
    {
      name: 'planning board, team',
      endpoint: api.planning.getShifts,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), teamIds: p.teamId },
    },
    {
      name: 'planning worker picker, search',
      endpoint: api.planning.searchBoardWorkers,
      query: { dateStart: p.monday, dateEnd: addDays(p.monday, 6), search: 'ma' },
    },
    { name: 'day summary', endpoint: api.planning.getDaySummary, query: { date: p.date } },
    {
      name: 'day summary, agency',
      endpoint: api.planning.getDaySummary,
      query: { date: p.date, agencyIds: p.agencyId },
    },
    { name: 'shift detail', endpoint: api.planning.getShiftById, query: { shiftId: p.shiftId } },
    { name: 'shift types', endpoint: api.planning.getShiftTypes },
    // Admin events
    { name: 'admin events', endpoint: api.adminEvents.getAdminEvents, query: { page: 1, pageSize: 50 } },
    {
      name: 'admin events, action',
      endpoint: api.adminEvents.getAdminEvents,
      query: { action: p.action, pageSize: 50 },
    },
    {
      name: 'admin events, user, page 20',
      endpoint: api.adminEvents.getAdminEvents,
      query: { user: p.adminId, page: 20, pageSize: 50 },
    },
    {
      name: 'admin events, action and user, page 5',
      endpoint: api.adminEvents.getAdminEvents,
      query: { action: p.action, user: p.adminId, page: 5, pageSize: 50 },
    },
    // Outbox
    { name: 'outbox', endpoint: api.settings.getMails, query: { page: 1 } },
    {
      name: 'outbox, search, page 3',
      endpoint: api.settings.getMails,
      query: { search: 'client12', page: 3 },
    },
    { name: 'outbox, failed', endpoint: api.settings.getMails, query: { status: 'failed', page: 1 } },
    {
      name: 'outbox, a week',
      endpoint: api.settings.getMails,
      query: { dateFrom: p.weekAgo, dateTo: p.today, page: 1 },
    },
    { name: 'outbox mail', endpoint: api.settings.getMail, query: { id: p.mailId } },
    // Chat
    { name: 'chat rooms', endpoint: api.chat.getRooms, query: { userId: p.adminId } },
    { name: 'chat direct chats', endpoint: api.chat.getChats, query: { userId: p.adminId } },
    { name: 'chat messages', endpoint: api.chat.getMessages, query: { roomId: p.roomId } },
    {
      name: 'chat messages, before',
      endpoint: api.chat.getMessages,
      query: { roomId: p.roomId, before: p.beforeMessage },
    },
    { name: 'chat unread', endpoint: api.chat.getUnread },
    // Global search: each area's call, with a term of each kind (one statement on trigram indexes)
    { name: 'search clients', endpoint: api.search.clients, query: { q: p.clientTerm } },
    { name: 'search clients, 2 characters', endpoint: api.search.clients, query: { q: String(p.clientTerm).slice(0, 2) } },
    { name: 'search clients, a phone', endpoint: api.search.clients, query: { q: '+33 2 07 64 25 59' } },
    { name: 'search clients, an invoice number', endpoint: api.search.clients, query: { q: 'INV-2026-001164' } },
    { name: 'search invoices', endpoint: api.search.invoices, query: { q: '001164' } },
    { name: 'search workers', endpoint: api.search.workers, query: { q: p.workerTerm } },
    { name: 'search workers, a phone', endpoint: api.search.workers, query: { q: '06 12 34 56 78' } },
    { name: 'search vehicles', endpoint: api.search.vehicles, query: { q: p.vehicleTerm } },
    { name: 'search cfr users', endpoint: api.search.cfrUsers, query: { q: p.cfrTerm } },
    { name: 'search regular missions', endpoint: api.search.regularMissions, query: { q: p.regularTerm } },
    { name: 'search chat rooms', endpoint: api.search.chatRooms, query: { q: 'room' } },
    // Today: each area's widgets
    { name: 'today planning', endpoint: api.today.planning },
    { name: 'today finance', endpoint: api.today.finance },
    { name: 'today workers', endpoint: api.today.workers },
    { name: 'today vehicles', endpoint: api.today.vehicles },
    { name: 'today pay', endpoint: api.today.pay },
    { name: 'today chat', endpoint: api.today.chat },
    { name: 'today settings', endpoint: api.today.settings },
    // Settings and reference lists
    { name: 'teams', endpoint: api.reference.getTeams, query: { activityStatus: 'all' } },
    { name: 'client groups', endpoint: api.settings.getClientGroups, query: { activityStatus: 'active' } },
    { name: 'client groups 2', endpoint: api.settings.getClientGroups2List },
    { name: 'discount codes', endpoint: api.settings.getDiscountCodes },
    { name: 'home messages', endpoint: api.settings.getMessagesHome },
    { name: 'me', endpoint: api.users.getMe },
    // Invoicing run: a page of the month's preview (its clients, their drafts, the month's totals)
    // and one client's draft (its shifts, missions, price list).
    { name: 'billing preview', endpoint: api.billing.getPreview, query: { month: p.billingMonth } },
    {
      name: 'billing preview, page 5',
      endpoint: api.billing.getPreview,
      query: { month: p.billingMonth, page: 5, pageSize: 50 },
    },
    {
      name: 'billing preview, problems only',
      endpoint: api.billing.getPreview,
      query: { month: p.billingMonth, problemsOnly: true },
    },
    {
      name: 'billing preview of a client',
      endpoint: api.billing.getPreviewClient,
      query: { month: p.billingMonth, clientId: p.billingClientId },
    },
  ];
}

/** A plan as indented lines: node type, relation, estimated rows. */
function planText(node: PlanNode, depth = 0): string[] {
  const what = [
    node['Node Type'],
    node['Relation Name'] && `on ${node['Relation Name']}`,
    node['Index Name'] && `using ${node['Index Name']}`,
  ]
    .filter(Boolean)
    .join(' ');
  const detail = [
    node.Filter && `filter: ${node.Filter}`,
    node['Index Cond'] && `cond: ${node['Index Cond']}`,
  ]
    .filter(Boolean)
    .join('; ');
  const line = `${'  '.repeat(depth)}${what} (rows=${node['Plan Rows']})${detail ? `  ${detail.slice(0, 200)}` : ''}`;
  return [line, ...(node.Plans ?? []).flatMap((child) => planText(child, depth + 1))];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Filter?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function indexesRead(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesRead)];
}

function seqScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

// Pure (no database): runs on PGlite too.
test('every GET route of the mixed bench is among the calls', () => {
  const source = readFileSync(join(__dirname, '..', '..', 'bench', 'mixed.ts'), 'utf8');
  const reads = source.slice(source.indexOf('const READS'), source.indexOf('const WRITES'));
  const routes = [...reads.matchAll(/route: api\.(\w+)\.(\w+)\.path/g)].map(
    ([, area, name]) => (api as unknown as Record<string, Record<string, Endpoint>>)[area][name].path,
  );
  expect(routes.length).toBeGreaterThan(10);
  const covered = new Set(calls({} as Picks).map((c) => c.endpoint.path));
  expect(routes.filter((r) => !covered.has(r))).toEqual([]);
});

onServer('EXPLAIN of every list and detail call on realistic volumes (PostgreSQL)', () => {
  let opened: OpenedDatabase & { databaseUrl?: string };
  let logged: Database;
  let app: FastifyInstance;
  let as: TypedInject;
  let explainer: pg.Client;
  let picks: Picks;
  let bigTables: Map<string, number>;
  let capturing = false;
  let captured: Statement[] = [];
  /** Per call: statements sent, SELECTs among them, those scanning a large table, time taken. */
  const summary: string[] = [];

  beforeAll(async () => {
    const started = Date.now();
    opened = await openTestDatabase();
    await seedDomain(opened.db, 'small', { today: SEED_TODAY });
    const volumes = await fillRealisticVolumes(opened.db, { today: SEED_TODAY });
    const filled = Date.now();
    // The app gets its own pool on the same database, with a log of every statement it sends.
    const pool = new pg.Pool({ connectionString: opened.databaseUrl, max: 4 });
    // The database is dropped WITH (FORCE) at the end: a connection still open then is
    // terminated (57P01), which without a listener would fail the suite after its tests.
    pool.on('error', () => {});
    logged = new Kysely<DB>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (capturing) captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    });
    app = await buildApp({ config: testConfig(), db: logged, dbKind: 'postgres', logger: false });
    await app.ready();
    const db = opened.db;
    const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0];
    const admin = await db
      .selectFrom('staff_users')
      .select('id')
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    const { token } = await createSession(db, admin.id, 'full', '127.0.0.1');
    // The admin reads every room (as the bench makes it).
    await sql`insert into room_members (room_id, user_id) select id, ${admin.id} from rooms on conflict do nothing`.execute(
      db,
    );
    as = typedInject((o) =>
      app.inject({
        remoteAddress: '127.0.0.1',
        ...o,
        headers: { authorization: `Bearer ${token}`, ...o.headers },
      }),
    );

    const client = await one(sql<{ id: number; n: number; name: string }>`
      select c.id, count(*)::int as n, c.name from clients c join invoices i on i.client_id = c.id group by c.id order by count(*) desc, c.id limit 1`);
    const worker = await one(sql<{ id: number; last_name: string; team_id: number; agency_id: number }>`
      select w.id, w.last_name, w.team_id, w.agency_id from workers w where exists (select 1 from worker_times t where t.worker_id = w.id) order by w.id desc limit 1`);
    const cfr = await one(
      sql<{
        id: number;
        client_id: number;
        first_name: string;
      }>`select id, client_id, first_name from cfr_users order by id desc limit 1`,
    );
    const vehicle = await one(
      sql<{
        id: number;
        type_id: number;
        short_code: string;
      }>`select id, type_id, short_code from vehicles order by id desc limit 1`,
    );
    const regular = await one(
      sql<{
        id: number;
        client_id: number;
        name: string;
      }>`select id, client_id, name from regular_missions order by id desc limit 1`,
    );
    const shifts = await one(sql<{ last: string; first: string; id: number }>`
      select max(date)::text as last, min(date)::text as first, (select id from shifts order by date, id limit 1 offset 1000) as id from shifts`);
    const mondayOf = (d: string) => addDays(d, -((new Date(`${d}T12:00:00Z`).getUTCDay() + 6) % 7));
    const room = await one(sql<{ room_id: number; id: number }>`
      select room_id, (array_agg(id order by id))[count(*) / 2] as id from messages where room_id is not null group by room_id order by count(*) desc limit 1`);
    const billingMonth = addDays(shifts.last, -3).slice(0, 7);
    const billingClient = await one(sql<{ client_id: number }>`
      select client_id from shifts where date between ${`${billingMonth}-01`}::date and ${`${billingMonth}-28`}::date
      group by client_id order by count(*) desc, client_id limit 1`);
    picks = {
      billingMonth,
      billingClientId: billingClient.client_id,
      adminId: admin.id,
      workerId: worker.id,
      workerTerm: worker.last_name.slice(0, 3).toLowerCase(),
      teamId: worker.team_id,
      agencyId: worker.agency_id,
      clientId: client.id,
      clientInvoicePages: Math.max(1, Math.ceil(client.n / 20)),
      clientTerm: client.name.slice(0, 4).toLowerCase(),
      clientMiddle: client.name.slice(2, 6).toLowerCase(),
      clientGroupId: (await one(sql<{ id: number }>`select id from client_groups order by id limit 1`)).id,
      cfrUserId: cfr.id,
      cfrClientId: cfr.client_id,
      cfrTerm: cfr.first_name.slice(0, 3).toLowerCase(),
      vehicleId: vehicle.id,
      vehicleTypeId: vehicle.type_id,
      vehicleTerm: vehicle.short_code.slice(-3),
      regularId: regular.id,
      regularClientId: regular.client_id,
      regularTerm: regular.name.slice(0, 4).toLowerCase(),
      monday: mondayOf(addDays(shifts.last, -7)),
      pastMonday: mondayOf(addDays(shifts.first, 14)),
      date: addDays(shifts.last, -3),
      shiftId: shifts.id,
      action: (
        await one(
          sql<{ action: string }>`select action from admin_events group by action order by count(*) limit 1`,
        )
      ).action,
      roomId: room.room_id,
      beforeMessage: room.id,
      mailId: (await one(sql<{ id: number }>`select id from mail_outbox order by id limit 1 offset 10`)).id,
      // The outbox's date range: the last week of mails, days of Paris.
      today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()),
      weekAgo: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
        new Date(Date.now() - 7 * 86_400_000),
      ),
    };
    bigTables = new Map(Object.entries(volumes).filter(([, n]) => n > SEQ_SCAN_ROWS));
    explainer = new pg.Client({ connectionString: opened.databaseUrl });
    explainer.on('error', () => {});
    await explainer.connect();
    console.log(
      `explain.test: filled in ${((filled - started) / 1000).toFixed(1)} s; tables over ${SEQ_SCAN_ROWS} rows: ${[...bigTables].map(([t, n]) => `${t} ${n}`).join(', ')}`,
    );
  }, 300_000);

  afterAll(async () => {
    console.log(
      `explain.test: statements / SELECTs / SELECTs scanning a large table / ms (and writes), per call:\n${summary.join('\n')}`,
    );
    await explainer?.end();
    await app?.close();
    await logged?.destroy();
    await opened?.close();
  });

  /**
   * The plan PostgreSQL settles on for a prepared statement after its fifth run when it costs
   * no more than the custom ones (plan_cache_mode auto): the statement prepared with its
   * parameters' types inferred, planned for any value (force_generic_plan).
   */
  async function genericPlan(statement: Statement): Promise<PlanNode | undefined> {
    // EXECUTE takes no bound parameters: each value as a literal, in node-postgres' text form.
    const args = statement.parameters
      .map((v) => (v === null || v === undefined ? 'null' : explainer.escapeLiteral(String(prepareValue(v)))))
      .join(', ');
    await explainer.query('set plan_cache_mode = force_generic_plan');
    try {
      await explainer.query(`prepare generic_probe as ${statement.sql}`);
      const r = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) execute generic_probe(${args})`,
      );
      return r.rows[0]['QUERY PLAN'][0].Plan;
    } finally {
      await explainer.query('deallocate all');
      await explainer.query('reset plan_cache_mode');
    }
  }

  // One test per call: its name says which call a sequential scan belongs to.
  test.each(calls({} as Picks).map((c) => [c.name]))(
    '%s: no sequential scan of a large table',
    async (name) => {
      const call = calls(picks).find((c) => c.name === name)!;
      captured = [];
      capturing = true;
      let status: number;
      const started = Date.now();
      try {
        const answer = await as.get(call.endpoint, call.query, call.params);
        status = answer.status;
      } finally {
        capturing = false;
      }
      const ms = Date.now() - started;
      expect({ call: name, status }).toEqual({ call: name, status: 200 });
      const selects = captured.filter(
        (s) => isReadOnlyStatement(s.sql) && /^\s*(select|with)\b/i.test(s.sql),
      );
      const findings: string[] = [];
      const indexes = new Set<string>();
      for (const statement of selects) {
        const result = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${statement.sql}`,
          statement.parameters as unknown[],
        );
        const custom = result.rows[0]['QUERY PLAN'][0].Plan;
        for (const index of indexesRead(custom)) indexes.add(index);
        // The API prepares its statements: after five runs PostgreSQL may keep one plan made for
        // any value (a generic plan), which must not scan a large table either.
        const generic = statement.parameters.length ? await genericPlan(statement) : undefined;
        for (const [kind, plan] of [
          ['plan for these values', custom],
          ['generic plan', generic],
        ] as const) {
          if (!plan) continue;
          const scanned = seqScans(plan).filter((t) => bigTables.has(t));
          if (scanned.length)
            findings.push(
              [
                `Seq Scan on ${[...new Set(scanned)].map((t) => `${t} (${bigTables.get(t)} rows)`).join(', ')}, ${kind}`,
                `statement: ${statement.sql.length > 1500 ? `${statement.sql.slice(0, 1500)}...` : statement.sql}`,
                `parameters: ${JSON.stringify(statement.parameters).slice(0, 300)}`,
                'plan:',
                ...planText(plan).map((l) => `  ${l}`),
              ].join('\n'),
            );
        }
      }
      if (call.readsIndex && !indexes.has(call.readsIndex))
        findings.push(`no plan reads ${call.readsIndex}; indexes read: ${[...indexes].join(', ') || 'none'}`);
      // A read that writes is told too (e.g. state refreshed on read), by its first statement.
      const writes = captured.filter((s) => !isReadOnlyStatement(s.sql));
      const firstWrite = writes.length
        ? `; ${writes.length} writes, e.g. ${writes[0].sql.replace(/\s+/g, ' ').trim().slice(0, 100)}`
        : '';
      summary.push(
        `  ${name}: ${captured.length} / ${selects.length} / ${findings.length} / ${ms}${firstWrite}`,
      );
      if (findings.length)
        throw new Error(
          `${name} (GET ${call.endpoint.path}, answered in ${ms} ms): ${findings.length} of ${selects.length} SELECT(s) scan a large table or miss their index\n\n${findings.join('\n\n')}`,
        );
      // The current code may be slow to answer (whole-table reads): a call is given 2 minutes.
    },
    120_000,
  );
});
