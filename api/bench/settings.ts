/**
 * `pnpm --filter @courier/api exec tsx bench/settings.ts` (also run by `pnpm bench api`): every
 * list call of the Settings area on the large seed, as staff use them, each request drawing
 * its filters (activity status, brand, client group 2, status, search, pages) at random so the
 * shared-read cache does not answer a repeated request; and the admin events with their
 * filters (action, user, date range, target type and id, page) over at least 500,000 events
 * (the large seed has 500,000; the bench tops up a data set made before that). 20 connections, BENCH_SECONDS (default 10) per
 * target, BENCH_ROUNDS rounds (default 3); prints each target's p95 per round and its spread.
 * Targets: p95 <= 20 ms for each list call on PGlite; <= 50 ms for the admin events
 * with filters. DATABASE_URL runs the same on PostgreSQL.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { up as settingsMigration } from '../src/db/migrations/0007_settings';
import { measureRounds, runBench, serveUntilStopped, spread, startServer, CONNECTIONS, DURATION_S, ROUNDS } from './harness';
import { adminSession, analyze, openLargeData } from './largeData';

const MIN_ADMIN_EVENTS = 500_000;

interface Ready {
  port: number;
  token: string;
  kind: string;
  events: number;
  brandIds: number[];
  group2Ids: number[];
  companyIds: number[];
  actions: string[];
  userIds: number[];
  targets: { type: string; id: string }[];
  days: string[];
  /** How long the server's read of the whole trail took, and the heap once it is held. */
  heapMb: number;
  heapBeforeMb: number;
}

async function serve() {
  const { config, opened } = await openLargeData();
  const db = opened.db;
  // A cached data set seeded while this migration slot was still empty gets its columns now.
  await settingsMigration(db);
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('admin_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  let events = await count();
  if (events < MIN_ADMIN_EVENTS) {
    console.log(`Adding ${MIN_ADMIN_EVENTS - events} admin events (once; later runs reuse them)...`);
    const { seedAdminEvents } = await import('../src/db/seed/index');
    await seedAdminEvents(db, MIN_ADMIN_EVENTS - events);
    await analyze(opened);
    events = await count();
  }
  const session = await adminSession(opened);
  const ids = async (table: 'vehicle_brands' | 'client_groups2' | 'companies') =>
    (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
  const actions = (await db.selectFrom('admin_events').select('action').distinct().execute()).map(
    (a) => a.action,
  );
  const users = (
    await db
      .selectFrom('admin_events')
      .select('user_id')
      .distinct()
      .where('user_id', 'is not', null)
      .execute()
  ).map((u) => Number(u.user_id));
  const targets = (
    await sql<{
      type: string;
      id: string;
    }>`select target_type as type, target_id as id from admin_events tablesample system (1) where target_id is not null limit 2000`.execute(
      db,
    )
  ).rows;
  const today = new Date();
  const days = Array.from({ length: 365 }, (_, i) =>
    new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10),
  );
  const heap = () => {
    (globalThis as { gc?: () => void }).gc?.();
    return Math.round(process.memoryUsage().heapUsed / 1e5) / 10;
  };
  const heapBeforeMb = heap();
  const app = await buildApp({ config, db, dbKind: opened.kind, logger: false });
  const port = await serveUntilStopped(app, opened);
  const ready: Ready = {
    port,
    heapMb: heap(),
    heapBeforeMb,
    token: session.token,
    kind: opened.kind,
    events,
    brandIds: await ids('vehicle_brands'),
    group2Ids: await ids('client_groups2'),
    companyIds: await ids('companies'),
    actions,
    userIds: users,
    targets: targets.length ? targets : [{ type: 'worker', id: '1' }],
    days,
  };
  process.send?.(ready);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const maybe = (p: number) => Math.random() < p;

function lists(r: Ready): [string, () => string][] {
  const status = () => pick(['active', 'active', 'inactive', 'all']);
  const simple = (path: string) =>
    [`${path} (mix: status)`, () => `/api/${path}?activityStatus=${status()}`] as [string, () => string];
  return [
    simple('salesAgents/getSalesAgents'),
    [
      'clientGroups/getClientGroups (mix: status, group 2)',
      () =>
        `/api/clientGroups/getClientGroups?activityStatus=${status()}${maybe(0.5) ? `&clientGroup2=${pick(r.group2Ids)}` : ''}`,
    ],
    simple('clientGroups2/getClientGroups2'),
    [
      'clientGroups2/getClientGroups2List',
      () => `/api/clientGroups2/getClientGroups2List?x=${Math.random()}`,
    ],
    simple('workerCompanies/getWorkerCompanies'),
    [
      'workerCompanies/getShortCodePrefix (random company)',
      () => `/api/workerCompanies/getShortCodePrefix?companyId=${pick(r.companyIds)}`,
    ],
    [
      'messagesHome/getMessagesHome (mix: status)',
      () => `/api/messagesHome/getMessagesHome?status=${pick(['all', 'draft', 'published', 'archived'])}`,
    ],
    [
      'messagesHome/getPublishedMessagesHome',
      () => `/api/messagesHome/getPublishedMessagesHome?x=${Math.random()}`,
    ],
    [
      'vehicleModels/getVehicleModels (mix: status, brand)',
      () =>
        `/api/vehicleModels/getVehicleModels?activityStatus=${status()}${maybe(0.6) ? `&brand=${pick(r.brandIds)}` : ''}`,
    ],
    simple('vehicleBrands/getVehicleBrands'),
    simple('vehicleTypes/getVehicleTypes'),
    simple('vehicleSuppliers/getVehicleSuppliers'),
    [
      'discountCodes/getDiscountCodes (mix: status)',
      () => `/api/discountCodes/getDiscountCodes?status=${pick(['all', 'active', 'expired', 'disabled'])}`,
    ],
    [
      'outbox/getMails (mix: search, page)',
      () =>
        `/api/outbox/getMails?page=${1 + Math.floor(Math.random() * 3)}${maybe(0.5) ? `&search=${encodeURIComponent(pick(['facture', 'client', '@', 'mot de passe']))}` : ''}`,
    ],
  ];
}

function adminEvents(r: Ready): [string, () => string][] {
  const range = () => {
    const a = pick(r.days);
    const b = pick(r.days);
    return a < b ? `&dateFrom=${a}&dateTo=${b}` : `&dateFrom=${b}&dateTo=${a}`;
  };
  const page = () => `page=${1 + Math.floor(Math.random() * 5)}&pageSize=50`;
  return [
    [
      'adminEvents (mix: action, user, dates, page)',
      () =>
        `/api/adminEvents/getAdminEvents?${page()}${maybe(0.5) ? `&action=${encodeURIComponent(pick(r.actions))}` : ''}${maybe(0.4) ? `&user=${pick(r.userIds)}` : ''}${maybe(0.5) ? range() : ''}`,
    ],
    [
      'adminEvents (target type and id, dates)',
      () => {
        const t = pick(r.targets);
        return `/api/adminEvents/getAdminEvents?${page()}&targetType=${encodeURIComponent(t.type)}&targetId=${encodeURIComponent(t.id)}${maybe(0.5) ? range() : ''}`;
      },
    ],
    [
      'adminEvents (target type, dates, page)',
      () =>
        `/api/adminEvents/getAdminEvents?${page()}&targetType=${encodeURIComponent(pick(r.targets).type)}${range()}`,
    ],
  ];
}

async function main() {
  const { child, ready } = await startServer<Ready>();
  const base = `http://127.0.0.1:${ready.port}`;
  const headers = { authorization: `Bearer ${ready.token}` };
  console.log(
    `Server ready on ${ready.kind}; ${ready.events} admin events, ${ready.brandIds.length} brands. ${CONNECTIONS} connections, ${DURATION_S} s per target, ${ROUNDS} rounds.\n`,
  );
  const groups: [string, number, [string, () => string][]][] = [
    ['settings lists (varied mix)', 20, lists(ready)],
    ['admin events with filters (varied mix)', 50, adminEvents(ready)],
  ];
  // BENCH_ONLY=<text>: only the targets whose name holds it (to measure one call again without the rest).
  const only = process.env.BENCH_ONLY;
  if (only) for (const group of groups) group[2] = group[2].filter(([name]) => name.includes(only));
  const all = groups.flatMap(([, , t]) => t);
  console.log(
    `Heap ${ready.heapBeforeMb} MB before the app, ${ready.heapMb} MB once it serves${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: heap figures include garbage)'}.`,
  );
  // One request of each target first: what a process makes once (a snapshot) is made before
  // the clock runs, as it is on a server that has been up for a while.
  for (const [, next] of all) await fetch(`${base}${next()}`, { headers });
  // The server's CPU time (user + system, from /proc) per answered request: what p95 is made of
  // on one core (p95 ~ 20 x this at 20 connections), whatever else runs on the machine.
  const figures = await measureRounds({
    base,
    headers,
    serverPid: child.pid!,
    targets: all,
  });
  child.send('stop');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const ms = (v: number) => v.toFixed(1);
  for (const [title, target, targets] of groups.filter(([, , t]) => t.length > 0)) {
    console.log(
      `\n${title.padEnd(56)}${pad('p95 min', 9)}${pad('median', 9)}${pad('max', 9)}${pad('errors', 8)}${pad('cpu/req', 9)}  <= ${target} ms`,
    );
    for (const [name] of targets) {
      const f = figures.get(name)!;
      const { min, median, max } = spread(f.p95);
      console.log(
        `${name.padEnd(56)}${pad(ms(min), 9)}${pad(ms(median), 9)}${pad(ms(max), 9)}${pad(f.errors, 8)}${pad(spread(f.cpu).median.toFixed(2), 9)}  ${max <= target ? 'yes' : 'NO'}`,
      );
    }
  }
}

runBench(serve, main);
