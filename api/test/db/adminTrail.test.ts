import pg from 'pg';
import { sql } from 'kysely';
import { api } from '../../src/shared';
import { recordAdminEvent } from '../../src/repositories/events/adminEvents';
import { buildTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

/**
 * The admin trail is exact: every event committed is listed, whatever the order in which the
 * transactions that wrote them commit. A long transaction takes its ids first and commits last;
 * a reader that had moved past the ids of a short one committed meanwhile must still list it.
 */
const LONG = 5_000;
const ACTION = 'trail.test';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.injectAs('admin');
});
afterAll(() => t.close());

/** Every page of the trail (newest first), filtered by `action` or not. */
async function wholeTrail(action?: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await admin.get(api.adminEvents.getAdminEvents, { ...(action ? { action } : {}), page, pageSize: 500 });
    expect(res.status).toBe(200);
    const rows = res.body.data.items;
    ids.push(...rows.map((r) => r.id));
    if (rows.length < 500) return ids;
  }
}

const insertMany = (n: number, label: string) =>
  `insert into admin_events (user_id, action, target_type, target_id, summary)
   select null, '${ACTION}', 'test', g::text, '${label} ' || g from generate_series(1, ${n}) g`;

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres(`a transaction of ${LONG} events committed after a short one: every event is listed (PostgreSQL)`, async () => {
  const url = (t.opened as { databaseUrl?: string }).databaseUrl!;
  const long = new pg.Client({ connectionString: url });
  await long.connect();
  try {
    await long.query('begin');
    await long.query(insertMany(LONG, 'long'));
    // The short one: ids after the long one's, committed first.
    await recordAdminEvent(t.db, { userId: null, action: ACTION, targetType: 'test', targetId: 'short', summary: 'short' });
    // Read while the long one is open: only the short one shows, and the reader moves past it.
    expect(await wholeTrail(ACTION)).toHaveLength(1);
    await wholeTrail();
    await long.query('commit');
  } finally {
    await long.end();
  }
  const filtered = await wholeTrail(ACTION);
  expect(filtered).toHaveLength(LONG + 1);
  expect(new Set(filtered).size).toBe(LONG + 1);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from admin_events`.execute(t.db);
  const all = await wholeTrail();
  expect(all).toHaveLength(rows[0].n);
  expect(new Set(all).size).toBe(rows[0].n);
  // Newest first: ids descending on every page boundary too.
  expect([...all].sort((a, b) => b - a)).toEqual(all);
});

test(`${LONG} events written by one transaction are all listed, in order`, async () => {
  await t.db.transaction().execute(async (tx) => {
    await sql.raw(insertMany(LONG, 'bulk')).execute(tx);
  });
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from admin_events where action = ${ACTION}`.execute(t.db);
  const filtered = await wholeTrail(ACTION);
  expect(filtered).toHaveLength(rows[0].n);
  expect(new Set(filtered).size).toBe(rows[0].n);
  expect([...filtered].sort((a, b) => b - a)).toEqual(filtered);
});
