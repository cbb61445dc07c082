/**
 * `pnpm --filter @courier/api exec tsx bench/clients.ts` (also run by `pnpm bench api`): the
 * list and detail calls of the Clients area on the large seed (20,000 clients, about 100,000
 * invoices, 10,000 cfr users; three big accounts get 5,000 invoices each), as staff use them:
 * each request draws its search term, filter values, page or id at random from the seed, so
 * the 1-second shared-read cache does not answer a repeated request. 20 connections, BENCH_SECONDS (default 10) per target,
 * BENCH_ROUNDS rounds (default 3); prints each target's p95 per round and its spread.
 * Targets: p95 <= 50 ms for clients/getClients with search and with each filter,
 * users/cfr/getUsers, and the detail of the client with the most invoices, on PGlite and on
 * PostgreSQL (DATABASE_URL). What a process makes once (snapshots, indexes, the busiest
 * clients' held pages) is made before the clock runs.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { up as clientsMigration } from '../src/db/migrations/0005_clients';
import { measureRounds, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

/** The area is measured on at least this many invoices (a real operator's volume, not the seed's). */
const MIN_INVOICES = 100_000;

/**
 * A cached data set seeded with fewer invoices (5 months a client before SIZES.large had 6)
 * gets one more month, the one before its oldest, for the clients still open: numbers continue
 * that year's sequence without gaps, each invoice paid. Once; later runs reuse them.
 */
async function topUpInvoices(db: Database, have: number): Promise<void> {
  const need = MIN_INVOICES - have;
  console.log(`Adding ${need} invoices (once; later runs reuse them)...`);
  const oldest = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.min('issued_on').as('d'))
    .executeTakeFirstOrThrow();
  const first = new Date(`${String(oldest.d)}T00:00:00Z`);
  const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 10);
  const year = Number(month.slice(0, 4));
  await db.transaction().execute(async (tx) => {
    const seq = await tx
      .selectFrom('invoice_number_sequences')
      .select('last_value')
      .where('year', '=', year)
      .executeTakeFirst();
    const start = seq?.last_value ?? 0;
    await sql`
      insert into invoices (invoice_number, client_id, business_unit_id, issued_on, due_on, period_start, period_end, amount, amount_excl_vat, status)
      select 'INV-' || ${year}::int || '-' || lpad((${start}::int + c.rn)::text, 6, '0'), c.id, c.business_unit_id,
             ${month}::date, ${month}::date + c.payment_term_days, (${month}::date - interval '1 month')::date, ${month}::date - 1,
             c.excl + round(c.excl * c.vat_rate_bp / 10000.0)::int, c.excl, 'paid'
      from (select id, business_unit_id, payment_term_days, vat_rate_bp, 10000 + (id % 50) * 1000 as excl,
                   row_number() over (order by id) as rn
            from clients where closed_at is null order by id limit ${need}) c`.execute(tx);
    await sql`
      insert into payments (client_id, invoice_id, paid_on, amount, payment_method_id, reference)
      select i.client_id, i.id, i.due_on, i.amount, c.payment_method_id, 'Top-up'
      from invoices i join clients c on c.id = i.client_id where i.issued_on = ${month}::date`.execute(tx);
    await tx
      .insertInto('invoice_number_sequences')
      .values({ year, last_value: start + need })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last_value: start + need }))
      .execute();
  });
}

/**
 * Big accounts, invoiced per shift (three a day) for about four and a half years: the busiest
 * clients of a real operator have thousands of invoices, not the seed's five or six. Their
 * detail, with a random page of those invoices, is the "client with the most invoices" measured.
 */
const BUSIEST_CLIENTS = 3;
const BUSIEST_INVOICES = 5_000;

/** The `limit` clients with the most invoices, busiest first, with their counts. */
async function clientsByInvoices(db: Database, limit: number): Promise<{ id: number; invoices: number }[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('client_id')
    .orderBy('n', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.client_id, invoices: Number(r.n) }));
}

/** Adds the busiest clients' invoices (numbers continuing each year's sequence, paid when old), once. */
async function addBusiestClients(db: Database): Promise<void> {
  const [top] = await clientsByInvoices(db, 1);
  if ((top?.invoices ?? 0) >= BUSIEST_INVOICES) return;
  console.log(`Adding ${BUSIEST_INVOICES} invoices to each of ${BUSIEST_CLIENTS} clients (once)...`);
  const ids = (
    await db.selectFrom('clients').select('id').where('closed_at', 'is', null).orderBy('id').limit(BUSIEST_CLIENTS).execute()
  ).map((c) => c.id);
  await db.transaction().execute(async (tx) => {
    await sql`
      with added as (
        insert into invoices (invoice_number, client_id, business_unit_id, issued_on, due_on, period_start, period_end, amount, amount_excl_vat, status)
        select 'INV-' || n.y || '-' || lpad((coalesce(s.last_value, 0) + n.rn)::text, 6, '0'), n.id, n.business_unit_id,
               n.issued_on, n.issued_on + n.payment_term_days, n.issued_on - 1, n.issued_on - 1,
               n.excl + round(n.excl * n.vat_rate_bp / 10000.0)::int, n.excl,
               case when n.issued_on + n.payment_term_days < current_date - 30 then 'paid' else 'issued' end
        from (select g.*, extract(year from g.issued_on)::int as y,
                     row_number() over (partition by extract(year from g.issued_on) order by g.issued_on, g.id, g.k) as rn
              from (select c.id, c.business_unit_id, c.payment_term_days, c.vat_rate_bp, k, 4000 + (k % 40) * 500 as excl,
                           (current_date - 1 - k / 3)::date as issued_on
                    from clients c cross join generate_series(0, ${BUSIEST_INVOICES - 1}::int) k
                    where c.id = any(${ids}::int[])) g) n
        left join invoice_number_sequences s on s.year = n.y
        returning id, client_id, due_on, amount, status)
      insert into payments (client_id, invoice_id, paid_on, amount, payment_method_id, reference)
      select a.client_id, a.id, a.due_on, a.amount, c.payment_method_id, 'Busiest client'
      from added a join clients c on c.id = a.client_id
      where a.status = 'paid'`.execute(tx);
    await sql`
      insert into invoice_number_sequences (year, last_value)
      select substring(invoice_number from 5 for 4)::int, max(substring(invoice_number from 10 for 6)::int)
      from invoices group by 1
      on conflict (year) do update set last_value = excluded.last_value`.execute(tx);
  });
}

interface Ready {
  port: number;
  token: string;
  kind: string;
  counts: { clients: number; invoices: number; cfrUsers: number };
  clientIds: number[];
  topClientIds: number[];
  topInvoices: number;
  /** The busiest clients (BUSIEST_CLIENTS) and how many invoices each has. */
  busiest: { id: number; invoices: number }[];
  /** How long listening and reading every client's and cfr user's page ahead took. */
  warmMs: number;
  cfrUserIds: number[];
  cfrClientIds: number[];
  terms: string[];
  cfrTerms: string[];
  codes: string[];
  lists: Record<'clientGroups' | 'clientGroups2' | 'agencies' | 'salesAgents' | 'paymentMethods', number[]>;
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  // A cached data set seeded while this migration slot was still empty gets its tables now.
  await clientsMigration(db);
  const invoices = Number(
    (
      await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (invoices < MIN_INVOICES) await topUpInvoices(db, invoices);
  await addBusiestClients(db);
  await analyze(opened);
  const session = await adminSession(opened);
  const count = async (table: 'clients' | 'invoices' | 'cfr_users') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const clients = await db.selectFrom('clients').select(['id', 'name', 'business_code']).execute();
  const top = await clientsByInvoices(db, 20);
  const cfr = await db.selectFrom('cfr_users').select(['id', 'client_id', 'last_name']).execute();
  const ids = async (
    table: 'client_groups' | 'client_groups2' | 'agencies' | 'sales_agents' | 'payment_methods',
  ) => (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
  // Search terms as staff type them: the first 2 to 4 letters of real names.
  const prefixes = (names: string[]) => [
    ...new Set(names.flatMap((n) => [2, 3, 4].map((k) => n.slice(0, k).toLowerCase()))),
  ];
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  // A server up for a while holds every client's and cfr user's page: it reads them ahead once
  // it listens (routes/clients, routes/users/cfr), and the harness serves once that is done.
  const warmStarted = Date.now();
  const port = await serveUntilStopped(app, opened);
  const ready: Ready = {
    port,
    warmMs: Date.now() - warmStarted,
    token: session.token,
    kind: opened.kind,
    counts: {
      clients: await count('clients'),
      invoices: await count('invoices'),
      cfrUsers: await count('cfr_users'),
    },
    clientIds: clients.map((c) => c.id),
    topClientIds: top.map((t) => t.id),
    busiest: top.slice(0, BUSIEST_CLIENTS),
    topInvoices: top[0]?.invoices ?? 0,
    cfrUserIds: cfr.map((u) => u.id),
    cfrClientIds: [...new Set(cfr.map((u) => u.client_id))],
    terms: prefixes(clients.map((c) => c.name)),
    cfrTerms: prefixes(cfr.map((u) => u.last_name)),
    // Business code beginnings: CL00, CL001, CL0123...
    codes: [...new Set(clients.flatMap((c) => [4, 5, 6].map((k) => c.business_code.slice(0, k))))],
    lists: {
      clientGroups: await ids('client_groups'),
      clientGroups2: await ids('client_groups2'),
      agencies: await ids('agencies'),
      salesAgents: await ids('sales_agents'),
      paymentMethods: await ids('payment_methods'),
    },
  };
  process.send?.(ready);
}


const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;
const page = (max: number) => 1 + Math.floor(Math.random() * max);

function targets(r: Ready): [string, () => string][] {
  const status = () => pick(['active', 'active', 'inactive', 'all']);
  const list = (filter: keyof Ready['lists']) => () =>
    `/api/clients/getClients?activityStatus=${status()}&${filter}=${pick(r.lists[filter])}${maybe(0.3) ? `,${pick(r.lists[filter])}` : ''}&page=${page(2)}`;
  return [
    [
      'clients/getClients (search, status, page)',
      () =>
        `/api/clients/getClients?activityStatus=${status()}&searchValue=${encodeURIComponent(pick(r.terms))}&page=${page(2)}`,
    ],
    [
      'clients/getClients (no filter, page 1-20)',
      () => `/api/clients/getClients?activityStatus=${status()}&page=${page(20)}`,
    ],
    ['clients/getClients (clientGroups)', list('clientGroups')],
    ['clients/getClients (clientGroups2)', list('clientGroups2')],
    ['clients/getClients (agencies)', list('agencies')],
    ['clients/getClients (salesAgents)', list('salesAgents')],
    ['clients/getClients (paymentMethods)', list('paymentMethods')],
    [
      'clients/getClients (businessCode)',
      () =>
        `/api/clients/getClients?activityStatus=all&businessCode=${encodeURIComponent(pick(r.codes))}&page=${page(2)}`,
    ],
    [
      'clients/getClients (mix of filters + search)',
      () => {
        const keys = Object.keys(r.lists) as (keyof Ready['lists'])[];
        const parts = keys.filter(() => maybe(0.35)).map((k) => `${k}=${pick(r.lists[k])}`);
        if (maybe(0.5)) parts.push(`searchValue=${encodeURIComponent(pick(r.terms))}`);
        return `/api/clients/getClients?activityStatus=${status()}&${parts.join('&')}`;
      },
    ],
    ['clients/[id] (the 20 with the most invoices)', () => `/api/clients/${pick(r.topClientIds)}`],
    [
      `clients/[id] (the ${BUSIEST_CLIENTS} busiest, any page of their invoices)`,
      () => {
        const c = pick(r.busiest);
        const pageSize = pick([20, 50, 100]);
        return `/api/clients/${c.id}?invoicesPage=${page(Math.ceil(c.invoices / pageSize))}&invoicesPageSize=${pageSize}`;
      },
    ],
    ['clients/[id] (random client)', () => `/api/clients/${pick(r.clientIds)}`],
    [
      'users/cfr/getUsers (mix: client, search, status, page)',
      () =>
        `/api/users/cfr/getUsers?activityStatus=${status()}${maybe(0.4) ? `&clientId=${pick(r.cfrClientIds)}` : ''}${maybe(0.6) ? `&search=${encodeURIComponent(pick(r.cfrTerms))}` : ''}&page=${page(3)}`,
    ],
    ['users/cfr/[id] (random user)', () => `/api/users/cfr/${pick(r.cfrUserIds)}`],
  ];
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  console.log(
    `Server ready on ${ready.kind}; ${ready.counts.clients} clients, ${ready.counts.invoices} invoices, ${ready.counts.cfrUsers} cfr users; the busiest client has ${ready.topInvoices} invoices; listening and reading every client's and cfr user's page ahead took ${(ready.warmMs / 1000).toFixed(1)} s. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const all = targets(ready);
  // One request of each target first, and the page of each of the 20 busiest clients: what a
  // process makes once (the lists' snapshots and indexes, a client's held page) is made before
  // the clock runs, as on a server up for a while. The random clients' pages were read ahead
  // after listen (warmMs above): a server up for a while holds every client's page, and keeps
  // each exact on its own as clients are written (repositories/clients.ts).
  for (const [, next] of all) await fetch(`${base}${next()}`, { headers });
  for (const id of ready.topClientIds) await fetch(`${base}/api/clients/${id}`, { headers });
  const figures = await measureRounds({
    base,
    headers,
    serverPid: child.pid!,
    targets: all,
  });
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const ms = (v: number) => v.toFixed(1);
  console.log(
    `${'target (varied mix)'.padEnd(56)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('errors', 8)}  <= 50 ms${pad('cpu/req', 10)}${pad('20 x cpu', 10)}`,
  );
  for (const [name, f] of figures) {
    const { min, median, max } = spread(f.p95);
    const cpu = spread(f.cpu).median;
    console.log(
      `${name.padEnd(56)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(f.errors, 8)}  ${max <= 50 ? 'yes     ' : 'NO      '}${pad(cpu.toFixed(2), 10)}${pad(ms(20 * cpu), 10)}`,
    );
  }
  console.log(
    '\ncpu/req: median over the rounds of the server process CPU time (ms) per request; 20 x cpu: what p95 at 20 connections comes to on one free core. The load average of the machine during the run:',
    readFileSync('/proc/loadavg', 'utf8').trim(),
  );
}

runBench(serve, main);
