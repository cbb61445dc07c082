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
 *
 * The parts, in mixed/: options.ts (RATE, DURATION, modes), prepare.ts (the seed and the pools
 * drawn from it), reads.ts and writes.ts (the calls of each area and their weights), requests.ts
 * (sending one call, the 409 re-reads), load.ts (the open loop), apis.ts (the API processes),
 * figures.ts and report.ts (percentiles, the printed table, the growth table), main.ts (the rounds).
 */
import { main } from './mixed/main';

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
