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
import { typedInject, type TypedInject } from '../helpers/injectAs';
import { fillRealisticVolumes } from '../helpers/realisticVolumes';
import { addDays, calls, type Picks } from './explainCalls';

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
 * The calls are those the mixed bench reads (bench/mixed/reads.ts; a test below checks that
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
  const reads = readFileSync(join(__dirname, '..', '..', 'bench', 'mixed', 'reads.ts'), 'utf8');
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
