/**
 * Two reads that must agree, side by side (src/db/executor.ts readSideBySide): on PostgreSQL
 * each runs on its own connection, both on the first one's snapshot; on PGlite, or with no
 * idle connection in the pool, one after the other in one transaction. Either way a write
 * committed while they read is seen by neither.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database';
import { readSideBySide, type Executor } from '../../src/db/executor';
import { openTestDatabase } from '../helpers/testDb';

const onServer = process.env.DATABASE_URL ? it : it.skip;

describe('readSideBySide', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await sql`create table side_by_side (n int not null)`.execute(opened.db);
    await sql`insert into side_by_side values (1)`.execute(opened.db);
  }, 60_000);
  afterAll(() => opened?.close());

  const backend = async (tx: Executor) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx)).rows[0].pid;
  const count = async (tx: Executor) =>
    (await sql<{ n: number }>`select count(*)::int as n from side_by_side`.execute(tx)).rows[0].n;
  /** A write on another connection (PostgreSQL) or, on PGlite, none (it has a single connection). */
  const writeElsewhere = async () => {
    if (!process.env.DATABASE_URL) return;
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: opened.databaseUrl });
    await client.connect();
    await client.query('insert into side_by_side values (2)');
    await client.end();
  };

  onServer('PostgreSQL: the reads run on two connections at once and see one snapshot, not a write committed in between', async () => {
    // Open the pool's connections first, so that one is idle when the second read asks.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(opened.db)));
    const before = await count(opened.db);
    let written!: () => void;
    const writeCommitted = new Promise<void>((resolve) => (written = resolve));
    const [first, second] = await readSideBySide(
      opened.db,
      async (tx) => {
        const pid = await backend(tx);
        await writeElsewhere();
        written();
        return { pid, n: await count(tx) };
      },
      // Its first statement comes after the write has committed: only the imported snapshot
      // keeps the write out of what it reads.
      async (tx) => {
        await writeCommitted;
        const n = await count(tx);
        return { pid: await backend(tx), n };
      },
    );
    expect(first.pid).not.toBe(second.pid);
    expect(first.n).toBe(before);
    expect(second.n).toBe(before);
    expect(await count(opened.db)).toBe(before + 1);
  }, 30_000);

  onServer('PostgreSQL: a pool with no idle connection reads one after the other on its one connection, without waiting for a second', async () => {
    const single = await openDatabase({ databaseUrl: opened.databaseUrl, poolMax: 1 });
    try {
      const [a, b] = await readSideBySide(single.db, backend, backend);
      expect(a).toBe(b);
    } finally {
      await single.close();
    }
  }, 30_000);

  it('inside a transaction, or with no connection to spare, both reads run on the same connection', async () => {
    const [a, b] = await opened.db.transaction().execute((tx) =>
      readSideBySide(tx, backend, backend),
    );
    expect(a).toBe(b);
    const [n1, n2] = await readSideBySide(opened.db, count, count);
    expect(n1).toBeGreaterThan(0);
    expect(n2).toBe(n1);
  }, 30_000);
});
