import { sql } from 'kysely';
import { isReadOnlyStatement, writeEpoch, type OpenedDatabase } from '../../src/db/database';
import { readChangeCounter, readChangeCounters, readChangeCountersSince } from '../../src/db/changeCounters';
import { openTestDatabase } from '../helpers/testDb';

describe('isReadOnlyStatement', () => {
  test.each([
    ['select 1', true],
    ['  SELECT "id" from "workers" where "updated_at" > $1', true],
    ['begin', true],
    ['commit', true],
    ['select * from workers where id = $1 for update', false],
    ['insert into workers (name) values ($1)', false],
    ['update workers set name = $1', false],
    ['delete from workers', false],
    ['with x as (insert into t values (1) returning *) select * from x', false],
    ['with x as (select 1) select * from x', false],
    ['truncate workers', false],
  ])('%s -> %s', (text, readOnly) => {
    expect(isReadOnlyStatement(text)).toBe(readOnly);
  });
});

describe('readChangeCounter', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened.close();
  });

  const counterInTable = async () =>
    (
      await sql<{
        value: string;
      }>`select value::text as value from change_counters where name = 'workers'`.execute(opened.db)
    ).rows[0].value;

  test('sees a write made through the database at the next read, on PGlite and PostgreSQL', async () => {
    const before = await readChangeCounter(opened.db, 'workers');
    expect(before).toBe(await counterInTable());
    await sql`update workers set first_name = first_name where id = (select min(id) from workers)`.execute(
      opened.db,
    );
    const after = await readChangeCounter(opened.db, 'workers');
    expect(after).toBe(await counterInTable());
    // A statement-level trigger bumps the counter even when the update matched no row.
    expect(after).not.toBe(before);
  });

  test("a sign-in's bookkeeping on staff_users leaves the histories alone; a new login moves them", async () => {
    const value = async (name: string) =>
      (
        await sql<{
          value: string;
        }>`select value::text as value from change_counters where name = ${name}`.execute(opened.db)
      ).rows[0].value;
    const before = { events: await value('worker_events'), history: await value('vehicle_history') };
    await sql`update staff_users set totp_last_step = coalesce(totp_last_step, 0) + 1 where id = (select min(id) from staff_users)`.execute(
      opened.db,
    );
    expect({ events: await value('worker_events'), history: await value('vehicle_history') }).toEqual(before);
    await sql`update staff_users set login = login where id = (select min(id) from staff_users)`.execute(
      opened.db,
    );
    expect(await value('worker_events')).not.toBe(before.events);
    expect(await value('vehicle_history')).not.toBe(before.history);
  });

  test('a transaction executor always reads the table', async () => {
    const inside = await opened.db.transaction().execute(async (tx) => {
      await sql`update workers set first_name = first_name where false`.execute(tx);
      expect(writeEpoch(tx)).toBeUndefined();
      return readChangeCounter(tx, 'workers');
    });
    expect(inside).toBe(await counterInTable());
  });

  test('reads asked for in the same turn share one read; each gets its own values, an unknown name fails only its asker', async () => {
    await sql`update workers set first_name = first_name where false`.execute(opened.db);
    await sql`update vehicles set plate = plate where false`.execute(opened.db);
    const valueOf = async (name: string) =>
      (
        await sql<{
          value: string;
        }>`select value::text as value from change_counters where name = ${name}`.execute(opened.db)
      ).rows[0].value;
    const [workers, vehicles, both, unknown] = await Promise.allSettled([
      readChangeCounter(opened.db, 'workers'),
      readChangeCounter(opened.db, 'vehicles'),
      readChangeCounters(opened.db, ['vehicles', 'workers']),
      readChangeCounters(opened.db, ['workers', 'no_such_counter']),
    ]);
    const expected = { workers: await valueOf('workers'), vehicles: await valueOf('vehicles') };
    expect(workers).toEqual({ status: 'fulfilled', value: expected.workers });
    expect(vehicles).toEqual({ status: 'fulfilled', value: expected.vehicles });
    expect(both).toEqual({ status: 'fulfilled', value: [expected.vehicles, expected.workers] });
    expect(unknown.status).toBe('rejected');
    // A write after the batch was sent is seen by the next read.
    await sql`update vehicles set plate = plate where false`.execute(opened.db);
    expect(await readChangeCounter(opened.db, 'vehicles')).toBe(await valueOf('vehicles'));
    expect(await readChangeCounter(opened.db, 'vehicles')).not.toBe(expected.vehicles);
  });

  test('since: requests that arrived before a read was sent share it; one that arrives after a write reads again and sees it', async () => {
    const arrived = performance.now();
    const first = readChangeCountersSince(opened.db, ['workers', 'vehicles'], arrived);
    const second = readChangeCountersSince(opened.db, ['workers', 'vehicles'], arrived);
    // The same read, not a second one (on PostgreSQL one round trip for both).
    expect(second).toBe(first);
    const before = await first;
    await sql`update workers set first_name = first_name where false`.execute(opened.db);
    // A request that came in after the write: the read sent before it is not enough.
    const later = await readChangeCountersSince(opened.db, ['workers', 'vehicles'], performance.now());
    expect(later[0]).toBe(await counterInTable());
    expect(later[0]).not.toBe(before[0]);
    expect(later[0]).toBe((await readChangeCounters(opened.db, ['workers']))[0]);
    // Without since (not a request): always a read of its own.
    expect(readChangeCountersSince(opened.db, ['workers', 'vehicles'])).not.toBe(
      readChangeCountersSince(opened.db, ['workers', 'vehicles']),
    );
  });

  test('since: one read serves requests asking for different counters (the session check and the area)', async () => {
    const arrived = performance.now();
    const both = await readChangeCountersSince(opened.db, ['workers', 'sessions'], arrived);
    await sql`update workers set first_name = first_name where false`.execute(opened.db);
    // Arrived before that read was sent: it answers for 'workers' alone too (no read of its own,
    // so the write after it does not show), and for 'sessions'.
    expect(await readChangeCountersSince(opened.db, ['workers'], arrived)).toEqual([both[0]]);
    expect(await readChangeCountersSince(opened.db, ['sessions'], arrived)).toEqual([both[1]]);
    // Arrived after the write: a new read, which also holds the counters asked for just before.
    const after = performance.now();
    const sessionsAfter = readChangeCountersSince(opened.db, ['sessions'], after);
    const workersAfter = readChangeCountersSince(opened.db, ['workers'], after);
    expect((await workersAfter)[0]).toBe(await counterInTable());
    expect((await workersAfter)[0]).not.toBe(both[0]);
    expect(await sessionsAfter).toEqual([both[1]]);
  });

  test('since: a failed read is not shared with the next request', async () => {
    const arrived = performance.now();
    const failed = readChangeCountersSince(opened.db, ['no_such_counter'], arrived);
    await expect(failed).rejects.toThrow('no_such_counter');
    // A new read (the failed one was dropped), shared again while it is pending.
    const again = readChangeCountersSince(opened.db, ['no_such_counter'], arrived);
    expect(again).not.toBe(failed);
    expect(readChangeCountersSince(opened.db, ['no_such_counter'], arrived)).toBe(again);
    await expect(again).rejects.toThrow('no_such_counter');
  });

  test('an unknown counter is an error, not a silent empty value', async () => {
    await expect(readChangeCounter(opened.db, 'no_such_counter')).rejects.toThrow(
      'No change counter "no_such_counter"',
    );
  });

  test('on PostgreSQL there is no write epoch: other processes write too', () => {
    expect(writeEpoch(opened.db)).toEqual(opened.kind === 'pglite' ? expect.any(Number) : undefined);
  });

  (process.env.DATABASE_URL ? describe.skip : describe)('on PGlite only', () => {
    test('no statement is sent while nothing was written since the last read', async () => {
      const first = await readChangeCounter(opened.db, 'workers');
      const epoch = writeEpoch(opened.db);
      expect(typeof epoch).toBe('number');
      // Bump the counter behind the pool's back (nothing in the app does this): the value read
      // before is still answered, which shows that no query was sent.
      await opened.pglite!.query(`update change_counters set value = value + 1 where name = 'workers'`);
      expect(await readChangeCounter(opened.db, 'workers')).toBe(first);
      // Reads do not move the epoch; any statement that may write does.
      await sql`select count(*) from workers`.execute(opened.db);
      expect(writeEpoch(opened.db)).toBe(epoch);
      await sql`update workers set first_name = first_name where false`.execute(opened.db);
      expect(writeEpoch(opened.db)).toBe(epoch! + 1);
      expect(await readChangeCounter(opened.db, 'workers')).toBe(await counterInTable());
      expect(await readChangeCounter(opened.db, 'workers')).not.toBe(first);
    });
  });
});
