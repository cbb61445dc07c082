import { sql } from 'kysely';
import { WORKER_DAYS_BACKFILL } from '../../src/db/migrations/0040_worker_days';
import { seededTestApp, type TestApp } from '../helpers/testApp';

/**
 * `worker_days` (migration 0040), what the planning board adds up per worker and date, is kept
 * by the writes: after every kind of write to shifts, worker times and GTA types, it equals a
 * recount from those tables (the migration's own backfill, into a scratch table).
 */
let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp();
});
afterAll(() => t.close());

async function expectExact(what: string) {
  await sql`drop table if exists worker_days_expected`.execute(t.db);
  await sql`create temp table worker_days_expected (like worker_days)`.execute(t.db);
  await sql.raw(WORKER_DAYS_BACKFILL.replace('insert into worker_days ', 'insert into worker_days_expected ')).execute(t.db);
  const columns = sql.raw(`worker_id, date, shifts, overlapping, first_shift_start, last_shift_start, last_shift_end,
    times, open_times, first_time_start, last_time_end`);
  const kept = sql`select ${columns} from worker_days where shifts > 0 or times > 0`;
  const counted = sql`select ${columns} from worker_days_expected where shifts > 0 or times > 0`;
  const { rows } = await sql<{ side: string; worker_id: number; date: string }>`
    (select 'kept only' as side, worker_id, date::text from (${kept} except ${counted}) a)
    union all
    (select 'counted only', worker_id, date::text from (${counted} except ${kept}) b)`.execute(t.db);
  expect({ what, differences: rows }).toEqual({ what, differences: [] });
}

test('every write to shifts, worker times and GTA types keeps the per-day counts exact', async () => {
  await expectExact('the seed');
  const { rows: [w] } = await sql<{ id: number; other: number }>`
    select min(id) as id, max(id) as other from workers where activity_status = 'active'`.execute(t.db);
  const { rows: [c] } = await sql<{ id: number }>`select min(id) as id from clients`.execute(t.db);
  const day = '2026-02-02';
  const at = (hh: string) => `${day}T${hh}:00:00Z`;
  const { rows: [s1] } = await sql<{ id: number }>`insert into shifts (worker_id, client_id, date, starts_at, ends_at)
    values (${w.id}, ${c.id}, ${day}, ${at('08')}, ${at('12')}) returning id`.execute(t.db);
  await expectExact('a shift added');
  await sql`insert into shifts (worker_id, client_id, date, starts_at, ends_at)
    values (${w.id}, ${c.id}, ${day}, ${at('11')}, ${at('14')}), (${w.id}, ${c.id}, ${day}, ${at('15')}, ${at('16')})`.execute(t.db);
  await expectExact('two more, one overlapping');
  await sql`update shifts set comment = 'no count changes' where id = ${s1.id}`.execute(t.db);
  await sql`update shifts set starts_at = ${at('07')} where id = ${s1.id}`.execute(t.db);
  await expectExact('a start moved');
  await sql`update shifts set worker_id = ${w.other}, date = '2026-02-03', starts_at = '2026-02-03T08:00:00Z',
    ends_at = '2026-02-03T09:00:00Z' where id = ${s1.id}`.execute(t.db);
  await expectExact('a shift moved to another worker and day');
  const { rows: [g] } = await sql<{ worked: number; absence: number }>`
    select min(id) filter (where not is_absence) as worked, min(id) filter (where is_absence) as absence from gta_types`.execute(t.db);
  const { rows: [wt] } = await sql<{ id: number }>`insert into worker_times (worker_id, date, started_at, ended_at, gta_type_id)
    values (${w.id}, ${day}, ${at('11')}, null, ${g.worked}) returning id`.execute(t.db);
  await expectExact('an open worker time');
  await sql`update worker_times set ended_at = ${at('15')} where id = ${wt.id}`.execute(t.db);
  await expectExact('the time ended');
  await sql`update worker_times set gta_type_id = ${g.absence} where id = ${wt.id}`.execute(t.db);
  await expectExact('the time became an absence');
  await sql`update gta_types set is_absence = not is_absence where id = ${g.absence}`.execute(t.db);
  await expectExact('the GTA type stopped being an absence');
  await sql`update gta_types set is_absence = not is_absence where id = ${g.absence}`.execute(t.db);
  await sql`delete from worker_times where id = ${wt.id}`.execute(t.db);
  await sql`delete from shifts where worker_id = ${w.id} and date = ${day}`.execute(t.db);
  await expectExact('times and shifts deleted');
});
