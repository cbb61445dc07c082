import { sql } from 'kysely';
import { seededTestApp, type TestApp } from '../helpers/testApp';

/**
 * Each shift's mission totals (migration 0046), which the board and the day summary read, are
 * kept by the writes: after every kind of write to missions, they equal a count of the missions.
 */
let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp();
});
afterAll(() => t.close());

async function expectExact(what: string) {
  const { rows } = await sql<{ id: number; kept: string; counted: string }>`
    select s.id, concat_ws(' ', s.mission_count, s.mission_waypoints, s.mission_km) as kept,
      concat_ws(' ', coalesce(m.n, 0), coalesce(m.waypoints, 0), coalesce(m.km, 0)) as counted
    from shifts s
    left join (select shift_id, count(*) as n, sum(waypoints) as waypoints, sum(km) as km
      from missions group by shift_id) m on m.shift_id = s.id
    where (s.mission_count, s.mission_waypoints, s.mission_km)
      is distinct from (coalesce(m.n, 0), coalesce(m.waypoints, 0), coalesce(m.km, 0))`.execute(t.db);
  expect({ what, differences: rows }).toEqual({ what, differences: [] });
}

test('every write to missions keeps each shift mission totals exact', async () => {
  await expectExact('the seed');
  const { rows: seeded } = await sql<{ n: number }>`
    select count(*)::int as n from shifts where mission_count > 0`.execute(t.db);
  expect(seeded[0].n).toBeGreaterThan(0);

  const {
    rows: [w],
  } = await sql<{ id: number }>`select min(id) as id from workers`.execute(t.db);
  const {
    rows: [c],
  } = await sql<{ id: number }>`select min(id) as id from clients`.execute(t.db);
  const day = '2026-02-02';
  const {
    rows: [a, b],
  } = await sql<{ id: number }>`insert into shifts (worker_id, client_id, date, starts_at, ends_at)
    values (${w.id}, ${c.id}, ${day}, '2026-02-02T08:00:00Z', '2026-02-02T12:00:00Z'),
      (${w.id}, ${c.id}, ${day}, '2026-02-02T13:00:00Z', '2026-02-02T17:00:00Z') returning id`.execute(t.db);
  await sql`insert into missions (shift_id, name, waypoints, km)
    values (${a.id}, 'one', 3, 12), (${a.id}, 'two', 2, 5), (${b.id}, 'three', 1, 40)`.execute(t.db);
  await expectExact('missions of two shifts in one statement');
  const {
    rows: [two],
  } = await sql<{ id: number }>`select id from missions where shift_id = ${a.id} and name = 'two'`.execute(
    t.db,
  );
  await sql`update missions set comment = 'nothing counted changes' where id = ${two.id}`.execute(t.db);
  await sql`update missions set waypoints = 9, km = 0 where id = ${two.id}`.execute(t.db);
  await expectExact('a mission figure changed');
  await sql`update missions set shift_id = ${b.id} where id = ${two.id}`.execute(t.db);
  await expectExact('a mission moved to another shift');
  await sql`delete from missions where shift_id = ${b.id} and name = 'three'`.execute(t.db);
  await expectExact('a mission deleted');
  await sql`delete from shifts where id = ${b.id}`.execute(t.db);
  await expectExact('a shift deleted with its missions');
  const {
    rows: [left],
  } = await sql<{ mission_count: number; mission_waypoints: number; mission_km: number }>`
    select mission_count, mission_waypoints, mission_km from shifts where id = ${a.id}`.execute(t.db);
  expect(left).toEqual({ mission_count: 1, mission_waypoints: 3, mission_km: 12 });
});
