import pg from 'pg';
import { sql } from 'kysely';
import { api } from '../../src/shared';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

/**
 * Staff write at the same time, each on their own record: none may wait for, or fail because
 * of, another. Two on the same record: one wins, the other is told (409), nothing is lost.
 *
 * Run on PGlite (one connection: the writes queue, and must all succeed) and on PostgreSQL
 * (DATABASE_URL: ten pooled connections, real row locks). There, a writer that holds its
 * transaction open on one record must not hold up a write of another record at all: that is
 * what a shared row bumped by every write (a change counter) did, and what deadlocked them.
 */
const WRITERS = 20;
const ROUNDS = 3;
/** Days of the small seed with no shift (its shifts are around 2026-06-15). */
const FREE_DAYS = ['2026-03-02', '2026-03-03', '2026-03-04'];

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  admin = await t.injectAs('admin');
});
afterAll(() => t.close());

async function activeClients(n: number, offset = 0) {
  const rows = await t.db
    .selectFrom('clients')
    .select(['id', 'version'])
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('id')
    .offset(offset)
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}

async function activeWorkers(n: number, offset = 0) {
  const rows = await t.db
    .selectFrom('workers')
    .select(['id', 'version'])
    .where('activity_status', '=', 'active')
    .orderBy('id')
    .offset(offset)
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  return rows;
}

/** The kept per-day counts of these workers (migration 0040) are those of a recount from shifts. */
async function expectWorkerDaysExact(workerIds: number[]) {
  const { rows } = await sql<{ worker_id: number; date: string; kept: number; counted: number }>`
    select k.worker_id, k.date::text as date, coalesce(d.shifts, 0) as kept, k.n as counted
    from (select worker_id, date, count(*)::int as n from shifts where worker_id = any(${workerIds}::int[])
      group by worker_id, date) k
    left join worker_days d on d.worker_id = k.worker_id and d.date = k.date
    where coalesce(d.shifts, 0) <> k.n`.execute(t.db);
  expect(rows).toEqual([]);
}

/** Every answer of a round, with what each was for when one fails. */
function expectAllOk(answers: { status: number; body: unknown }[], what: string) {
  const failed = answers.map((a, i) => ({ i, ...a })).filter((a) => a.status !== 200);
  expect({ what, failed }).toEqual({ what, failed: [] });
}

describe(`${WRITERS} writers at once, each on a different record, ${ROUNDS} rounds`, () => {
  test('comments on different clients all land, each once', async () => {
    const clients = await activeClients(WRITERS);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        clients.map((c) => admin.post(api.clients.addComment, { clientId: c.id, comment: `round ${round} on ${c.id}` })),
      );
      expectAllOk(answers, `comments, round ${round}`);
    }
    const counts = await t.db
      .selectFrom('client_events')
      .select(['client_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('kind', '=', 'comment')
      .where('summary', 'like', 'round %')
      .groupBy('client_id')
      .execute();
    expect(counts).toHaveLength(WRITERS);
    for (const c of counts) expect(Number(c.n)).toBe(ROUNDS);
  });

  test('messages in different rooms all land, and each room counts its own', async () => {
    // Rooms of clients that have none yet: the writer is a member of each.
    const withRoom = (await t.db.selectFrom('rooms').select('client_id').where('client_id', 'is not', null).execute()).map((r) => r.client_id!);
    const candidates = await t.db
      .selectFrom('clients')
      .select('id')
      .where('activity_status', '=', 'active')
      .where('closed_at', 'is', null)
      .where('id', 'not in', withRoom.length ? withRoom : [0])
      .orderBy('id', 'desc')
      .limit(WRITERS)
      .execute();
    const rooms: number[] = [];
    for (const c of candidates) {
      const made = await admin.post(api.chat.addRoom, { clientId: c.id, name: `Concurrency ${c.id}` });
      expect(made.status).toBe(200);
      rooms.push((made.body.data as { id: number }).id);
    }
    expect(rooms).toHaveLength(WRITERS);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(rooms.map((roomId) => admin.post(api.chat.sendMessage, { roomId, text: `round ${round}` })));
      expectAllOk(answers, `messages, round ${round}`);
    }
    const stored = await t.db.selectFrom('rooms').select(['id', sql<number>`message_count`.as('message_count')]).where('id', 'in', rooms).orderBy('id').execute();
    expect(stored.map((r) => Number(r.message_count))).toEqual(rooms.map(() => ROUNDS));
  });

  test('shifts of different workers are created, edited and moved at once', async () => {
    const workers = await activeWorkers(WRITERS);
    const [client] = await activeClients(1);
    const created = await Promise.all(
      workers.map((w) =>
        admin.post(api.planning.createShift, { workerId: w.id, clientId: client.id, date: FREE_DAYS[0], startTime: '08:00', endTime: '12:00', missions: [] }),
      ),
    );
    expectAllOk(created, 'createShift');
    let shifts = created.map((a) => a.body.data as { id: number; version: number; workerId: number });
    for (let round = 1; round < ROUNDS; round++) {
      const edited = await Promise.all(
        shifts.map((s) => admin.post(api.planning.updateShift, { id: s.id, version: s.version, comment: `round ${round}` })),
      );
      expectAllOk(edited, `updateShift, round ${round}`);
      shifts = edited.map((a) => a.body.data as { id: number; version: number; workerId: number });
    }
    const moved = await Promise.all(
      shifts.map((s) => admin.post(api.planning.moveShift, { shiftId: s.id, targetDate: FREE_DAYS[1], targetWorkerId: s.workerId })),
    );
    expectAllOk(moved, 'moveShift');
    const rows = await t.db
      .selectFrom('shifts')
      .select(['worker_id', 'date', 'comment'])
      .where('id', 'in', shifts.map((s) => s.id))
      .execute();
    expect(rows).toHaveLength(WRITERS);
    for (const r of rows) expect({ date: String(r.date), comment: r.comment }).toEqual({ date: FREE_DAYS[1], comment: `round ${ROUNDS - 1}` });
    await expectWorkerDaysExact(workers.map((w) => w.id));
  });

  test("shifts of one worker's day written at once: the day's counts (worker_days) are exact", async () => {
    const [w] = await activeWorkers(1, 2 * WRITERS);
    const [client] = await activeClients(1);
    const hours = Array.from({ length: 8 }, (_, i) => i + 6);
    const created = await Promise.all(
      hours.map((h) =>
        admin.post(api.planning.createShift, {
          workerId: w.id,
          clientId: client.id,
          date: FREE_DAYS[0],
          startTime: `${String(h).padStart(2, '0')}:00`,
          endTime: `${String(h).padStart(2, '0')}:45`,
          missions: [],
        }),
      ),
    );
    expectAllOk(created, 'createShift, one worker');
    const { rows: day } = await sql<{ shifts: number; overlapping: number }>`
      select shifts, overlapping from worker_days where worker_id = ${w.id} and date = ${FREE_DAYS[0]}`.execute(t.db);
    expect(day).toEqual([{ shifts: hours.length, overlapping: 0 }]);
    await expectWorkerDaysExact([w.id]);
  });

  test("edits of different workers' data all land", async () => {
    let workers = await activeWorkers(WRITERS, WRITERS);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        workers.map((w) => admin.post(api.workers.updateWorkerData, { id: w.id, version: w.version, address: `${round} rue des Coursiers` })),
      );
      expectAllOk(answers, `updateWorkerData, round ${round}`);
      workers = answers.map((a) => a.body.data as unknown as { id: number; version: number });
    }
    const rows = await t.db.selectFrom('workers').select('address').where('id', 'in', workers.map((w) => w.id)).execute();
    expect(rows.map((r) => r.address)).toEqual(workers.map(() => `${ROUNDS - 1} rue des Coursiers`));
  });
});

describe('two writers on the same record', () => {
  test('the same client edited from the same version: one wins, the other gets 409, the winner is kept', async () => {
    const [c] = await activeClients(1, WRITERS + 5);
    const [a, b] = await Promise.all([
      admin.post(api.clients.updateClientData, { clientId: c.id, version: c.version, comment: 'from A' }),
      admin.post(api.clients.updateClientData, { clientId: c.id, version: c.version, comment: 'from B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'from A' : 'from B';
    const row = await t.db.selectFrom('clients').select(['comment', 'version']).where('id', '=', c.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ comment: winner, version: c.version + 1 });
  });

  test('the same shift edited from the same version: one wins, the other gets 409', async () => {
    const [w] = await activeWorkers(1, 2 * WRITERS);
    const [client] = await activeClients(1);
    const made = await admin.post(api.planning.createShift, { workerId: w.id, clientId: client.id, date: FREE_DAYS[2], startTime: '09:00', endTime: '11:00', missions: [] });
    expect(made.status).toBe(200);
    const s = made.body.data as { id: number; version: number };
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((who) => admin.post(api.planning.updateShift, { id: s.id, version: s.version, comment: `from ${who}` })),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    const won = answers.findIndex((x) => x.status === 200);
    const row = await t.db.selectFrom('shifts').select(['comment', 'version']).where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ comment: `from ${'ABC'[won]}`, version: s.version + 1 });
  });
});

/** PostgreSQL only: real concurrent transactions. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a transaction held open on one record does not hold up writes of others (PostgreSQL)', () => {
  /**
   * Opens a transaction of its own that writes record A the way the API does and stays open,
   * then asks the API to write record B. The API's write must finish while A's transaction is
   * still open: with a shared row bumped by both, it would wait until A commits.
   */
  async function whileHeld(holdStatements: string[], write: () => Promise<{ status: number }>) {
    const url = (t.opened as { databaseUrl?: string }).databaseUrl!;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      for (const s of holdStatements) await holder.query(s);
      const guard = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 5_000).unref());
      const outcome = await Promise.race([write().then((a) => a.status), guard]);
      expect(outcome).toBe(200);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  }

  test('a client', async () => {
    const [a, b] = await activeClients(2, 3 * WRITERS);
    await whileHeld(
      [
        `update clients set comment = 'held', version = version + 1 where id = ${a.id}`,
        `insert into client_events (client_id, kind, summary) values (${a.id}, 'comment', 'held')`,
      ],
      () => admin.post(api.clients.addComment, { clientId: b.id, comment: 'not held up' }),
    );
  });

  test('a worker', async () => {
    const [a, b] = await activeWorkers(2, 2 * WRITERS + 2);
    await whileHeld([`update workers set address = 'held', version = version + 1 where id = ${a.id}`], () =>
      admin.post(api.workers.updateWorkerData, { id: b.id, version: b.version, address: 'not held up' }),
    );
  });

  test('a room', async () => {
    const rooms = await t.db
      .selectFrom('room_members')
      .innerJoin('staff_users', 'staff_users.id', 'room_members.user_id')
      .select('room_members.room_id')
      .where('staff_users.login', '=', 'admin')
      .orderBy('room_members.room_id')
      .limit(2)
      .execute();
    expect(rooms).toHaveLength(2);
    const [a, b] = rooms.map((r) => r.room_id);
    await whileHeld([`update rooms set name = name where id = ${a}`, `update messages set body = body where room_id = ${a}`], () =>
      admin.post(api.chat.sendMessage, { roomId: b, text: 'not held up' }),
    );
  });

  test('a shift', async () => {
    const rows = await t.db
      .selectFrom('shifts')
      .select(['id', 'version', 'worker_id'])
      .where('date', '=', FREE_DAYS[1])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(rows).toHaveLength(2);
    const [a, b] = rows;
    await whileHeld([`update shifts set comment = 'held', version = version + 1 where id = ${a.id}`], () =>
      admin.post(api.planning.updateShift, { id: b.id, version: b.version, comment: 'not held up' }),
    );
  });

  test("a worker's day (its shifts' counts): another worker's shift that day is not held up", async () => {
    const [a, b] = await activeWorkers(2, 2 * WRITERS + 4);
    const [client] = await activeClients(1);
    const day = FREE_DAYS[0];
    await whileHeld(
      [
        `insert into shifts (worker_id, client_id, date, starts_at, ends_at)
          values (${a.id}, ${client.id}, '${day}', '${day}T06:00:00Z', '${day}T07:00:00Z')`,
      ],
      () => admin.post(api.planning.createShift, { workerId: b.id, clientId: client.id, date: day, startTime: '08:00', endTime: '09:00', missions: [] }),
    );
  });
});
