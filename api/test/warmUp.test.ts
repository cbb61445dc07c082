import { sql } from 'kysely';
import { warmUp } from '../src/warmUp';
import { capturedLogs, seededTestApp, type TestApp } from './helpers/testApp';

/**
 * The warm-up a fresh process runs before /health answers (src/warmUp.ts): every read it runs
 * works on a real database, and it changes nothing there.
 */
let t: TestApp;
const logs = capturedLogs();

beforeAll(async () => {
  t = await seededTestApp({}, { logger: { level: 'debug', stream: logs.stream } });
}, 120_000);
afterAll(() => t?.close());

/** A fingerprint of every row of the tables a read could touch by mistake. */
async function fingerprint() {
  const { rows } = await sql<{ h: string }>`
    select md5(coalesce((select string_agg(to_jsonb(e)::text, '|' order by e.id) from admin_events e), '')
      || coalesce((select string_agg(to_jsonb(r)::text, '|' order by r.client_id) from client_receivables r), '')
      || coalesce((select string_agg(to_jsonb(c)::text, '|' order by c.id) from clients c), '')
      || coalesce((select string_agg(to_jsonb(s)::text, '|' order by s.id) from shifts s), '')) as h`.execute(
    t.db,
  );
  return rows[0]!.h;
}

test('runs each read once a pass, a pass a connection (three), all of them answering, and writes nothing', async () => {
  const before = await fingerprint();
  await warmUp(t.db, 3, t.app.log);
  expect(await fingerprint()).toBe(before);

  const reads = logs.lines.filter((l) => l.msg === 'warm-up read').map((l) => l.path);
  expect(reads).toHaveLength(3 * 8);
  for (const path of new Set(reads)) expect([path, reads.filter((r) => r === path).length]).toEqual([path, 3]);
  // In each pass's order (the passes run at once).
  expect([...new Set(reads)]).toEqual([
    'planning/getShifts',
    'planning/getDaySummary',
    'finance/recovery/getClientInvoiceSummary',
    'clients/getClients',
    'workers/getWorkers',
    'vehicles/getVehicles',
    'regularMissions/getRegularMissions',
    'adminEvents/getAdminEvents',
  ]);
  expect(logs.lines.filter((l) => String(l.msg).startsWith('warm-up:'))).toEqual([]);
  expect(logs.lines.find((l) => l.msg === 'warmed up')).toMatchObject({ connections: 3 });
});

test('a read that fails is logged and skipped: the start goes on', async () => {
  logs.lines.length = 0;
  // A database without the recovery figures: that read fails, the others still run.
  await sql`alter table client_receivables rename to client_receivables_away`.execute(t.db);
  try {
    await expect(warmUp(t.db, 1, t.app.log)).resolves.toBeUndefined();
  } finally {
    await sql`alter table client_receivables_away rename to client_receivables`.execute(t.db);
  }
  const failed = logs.lines.filter((l) => l.msg === 'warm-up: a read failed (skipped)').map((l) => l.path);
  expect(failed).toContain('finance/recovery/getClientInvoiceSummary');
  expect(logs.lines.filter((l) => l.msg === 'warm-up read').map((l) => l.path)).toContain(
    'adminEvents/getAdminEvents',
  );
  expect(logs.lines.some((l) => l.msg === 'warmed up')).toBe(true);
});
