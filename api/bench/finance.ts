/**
 * `pnpm --filter @courier/api exec tsx bench/finance.ts` (also run by `pnpm bench api`): the
 * Finance recovery calls on the large seed, as staff use them: each request draws its search
 * term, agency, sales agent, minimum overdue, sort, page or client at random, so no request
 * repeats the last one. 20 connections, BENCH_SECONDS (default 10) per target, BENCH_ROUNDS
 * rounds (default 3); prints each target's p95 per round and its spread (min / median / max),
 * and the server's CPU per request (what p95 comes to on a quiet machine: about 20 x it). Target: p95 <= 50 ms for getClientInvoiceSummary
 * (first page, and with filters) and finance/recovery/{id}, on PGlite and PostgreSQL
 * (DATABASE_URL).
 */
import { buildApp } from '../src/app';
import { measureRounds, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

interface Ready {
  port: number;
  token: string;
  kind: string;
  counts: { clients: number; invoices: number; openInvoices: number };
  owingClientIds: number[];
  clientIds: number[];
  agencies: number[];
  salesAgents: number[];
  terms: string[];
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  await analyze(opened);
  const session = await adminSession(opened);
  const count = async (q: Promise<{ n: unknown }>) => Number((await q).n);
  const clients = await db.selectFrom('clients').select(['id', 'name']).execute();
  const owing = await db
    .selectFrom('invoices')
    .select('client_id')
    .distinct()
    .where('status', 'in', ['issued', 'sent'])
    .execute();
  const ids = async (table: 'agencies' | 'sales_agents') =>
    (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const port = await serveUntilStopped(app, opened);
  const ready: Ready = {
    port,
    token: session.token,
    kind: opened.kind,
    counts: {
      clients: clients.length,
      invoices: await count(
        db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
      openInvoices: await count(
        db
          .selectFrom('invoices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['issued', 'sent'])
          .executeTakeFirstOrThrow(),
      ),
    },
    owingClientIds: owing.map((o) => o.client_id),
    clientIds: clients.map((c) => c.id),
    agencies: await ids('agencies'),
    salesAgents: await ids('sales_agents'),
    // Search terms as staff type them: the first 2 to 4 letters of real names.
    terms: [...new Set(clients.flatMap((c) => [2, 3, 4].map((k) => c.name.slice(0, k).toLowerCase())))],
  };
  process.send?.(ready);
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;
const SORTS = ['overdue', 'totalDue', 'name', 'overdueOver90', 'notDue'];

function targets(r: Ready): [string, () => string][] {
  const summary = '/api/finance/recovery/getClientInvoiceSummary';
  return [
    [
      'getClientInvoiceSummary (first page, sort, order)',
      () => `${summary}?sort=${pick(SORTS)}&order=${pick(['asc', 'desc'])}`,
    ],
    [
      'getClientInvoiceSummary (mix: search, agency, agent, min, page)',
      () =>
        `${summary}?${maybe(0.5) ? `search=${encodeURIComponent(pick(r.terms))}&` : ''}${maybe(0.4) ? `agencyId=${pick(r.agencies)}&` : ''}${maybe(0.3) ? `salesAgentId=${pick(r.salesAgents)}&` : ''}${maybe(0.3) ? `minOverdue=${pick([10_000, 100_000, 500_000])}&` : ''}${maybe(0.4) ? 'onlyOverdue=true&' : ''}sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 5)}`,
    ],
    ['finance/recovery/[id] (random owing client)', () => `/api/finance/recovery/${pick(r.owingClientIds)}`],
    [
      'getClientAccountingReport (random client)',
      () => `/api/finance/recovery/getClientAccountingReport?clientId=${pick(r.clientIds)}`,
    ],
    [
      'getEventsClient (random client)',
      () => `/api/finance/recovery/getEventsClient?clientId=${pick(r.clientIds)}`,
    ],
  ];
}

/** The server's CPU time so far, in ms. */
async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  console.log(
    `Server ready on ${ready.kind}; ${ready.counts.clients} clients, ${ready.counts.invoices} invoices (${ready.counts.openInvoices} issued or sent), ${ready.owingClientIds.length} clients with open invoices. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const all = targets(ready);
  // What a process makes once (the recovery data, the notes, the contacts: seconds on PGlite)
  // is made before the clock runs, as on a server that has been up for a while: one request of
  // each target, twice (the in-recovery rule may write flags while the data is first made,
  // which makes it once more); measureRounds then warms every target up.
  for (let k = 0; k < 2; k++) for (const [, next] of all) await fetch(`${base}${next()}`, { headers });
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
    `${'target (varied mix)'.padEnd(66)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('errors', 8)}${pad('cpu/req', 9)}  <= 50 ms`,
  );
  for (const [name, f] of figures) {
    const { min, median, max } = spread(f.p95);
    const cpu = spread(f.cpu).median;
    console.log(
      `${name.padEnd(66)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(f.errors, 8)}${pad(cpu.toFixed(2), 9)}  ${max <= 50 ? 'yes' : 'NO'}`,
    );
  }
  console.log(
    `\ncpu/req: the server process's CPU time (ms) over the requests of a run, median of the rounds: p95 at ${CONNECTIONS} connections on one core is about ${CONNECTIONS} x this when nothing else runs.`,
  );
}

runBench(serve, main);
