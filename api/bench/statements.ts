/**
 * `pnpm --filter @courier/api exec tsx bench/statements.ts` (also run by `pnpm bench api`): the
 * pay statements of a month on the large seed (2,000 workers, ~200,000 shifts), as the /retrib
 * page and payroll use them: every statement of the busiest month (the payroll CSV, all
 * workers), and the statements of each agency of that month (the page's widest view), through
 * the API with its validation and serialisation. BENCH_ROUNDS rounds (default 3); prints each
 * call's time per round, then min / median / max over the rounds (the first one is cold: a
 * fresh process) and the process's memory. Target: all pay statements of a month <= 10 s, on
 * PostgreSQL (DATABASE_URL); PGlite works too.
 */
import { buildApp } from '../src/app';
import { ownMemory, ROUNDS, secondsSpread } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

async function main() {
  const { config, opened } = await openLargeData();
  await analyze(opened);
  const db = opened.db;
  const session = await adminSession(opened);
  const busiest = await db
    .selectFrom('shifts')
    .select((eb) => [
      eb.fn('to_char', [eb.ref('date'), eb.val('YYYY-MM')]).as('month'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy('month')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const month = String(busiest.month);
  const agencies = await db.selectFrom('agencies').select('id').orderBy('id').execute();
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const headers = { authorization: `Bearer ${session.token}` };
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, bytes: res.body.length, body: res.body };
  };
  console.log(
    `Pay statements on ${opened.kind}: month ${month} (${Number(busiest.n)} shifts), ${agencies.length} agencies`,
  );
  const csvMs: number[] = [];
  const agenciesMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const csv = await timed(`/api/retrib/statements/getPayrollCsv?month=${month}`);
    const lines =
      (JSON.parse(csv.body) as { data: { content: string } }).data.content.split('\r\n').length - 2;
    let agencyMs = 0;
    let workers = 0;
    for (const a of agencies) {
      const r = await timed(`/api/retrib/statements/getStatements?month=${month}&agencyId=${a.id}`);
      agencyMs += r.ms;
      workers += (JSON.parse(r.body) as { data: { statements: unknown[] } }).data.statements.length;
    }
    csvMs.push(csv.ms);
    agenciesMs.push(agencyMs);
    console.log(
      `round ${round}: payroll CSV (all statements, ${lines} lines) ${(csv.ms / 1000).toFixed(2)} s; ` +
        `every agency's statements (${workers} workers) ${(agencyMs / 1000).toFixed(2)} s in all, ` +
        `${(agencyMs / agencies.length).toFixed(0)} ms per agency`,
    );
  }
  console.log(
    `payroll CSV ${secondsSpread(csvMs)}; every agency's statements ${secondsSpread(agenciesMs)} ` +
      `(min / median / max of ${ROUNDS} rounds; target <= 10 s); ${ownMemory()}`,
  );
  await app.close();
  await opened.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
