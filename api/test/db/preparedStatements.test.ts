/**
 * The API's PostgreSQL connections prepare what they run (src/db/preparedStatements.ts): a
 * text is parsed once per connection, at most PREPARED_PER_CONNECTION statements are kept,
 * and a statement whose columns changed under it (a migration of a newer version during a
 * rolling deploy) is run again unprepared instead of failing.
 *
 * PostgreSQL only (DATABASE_URL), like the other server tests; skipped on PGlite.
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../helpers/testDb';
import { PREPARED_PER_CONNECTION } from '../../src/db/preparedStatements';
import type { Database } from '../../src/db/database';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('prepared statements on PostgreSQL', () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    db = opened.db;
    close = opened.close;
  });
  afterAll(() => close());

  /** Runs `work` on one connection of the pool and lists that connection's prepared statements. */
  const onOneConnection = (work: (conn: Database) => Promise<void>) =>
    db.connection().execute(async (conn) => {
      await work(conn as Database);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        conn,
      );
      return rows.map((r) => r.statement);
    });

  it('prepares a query once per connection, whatever its values', async () => {
    const prepared = await onOneConnection(async (conn) => {
      for (const login of ['admin', 'nobody', 'admin'])
        expect(
          (await conn.selectFrom('staff_users').select('login').where('login', '=', login).execute()).map(
            (r) => r.login,
          ),
        ).toEqual(login === 'admin' ? ['admin'] : []);
    });
    expect(prepared.filter((s) => s.includes('"staff_users"') && s.includes('"login" = $1'))).toHaveLength(1);
  });

  it('does not prepare transaction commands or settings', async () => {
    const prepared = await onOneConnection(async (conn) => {
      await sql`set local statement_timeout = 1000`.execute(conn);
    });
    expect(prepared.some((s) => /statement_timeout/i.test(s))).toBe(false);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} statements on a connection, the least recently used deallocated`, async () => {
    const prepared = await onOneConnection(async (conn) => {
      for (let i = 0; i < PREPARED_PER_CONNECTION + 25; i++)
        expect((await sql<{ n: number }>`select ${sql.lit(i)}::int as n`.execute(conn)).rows[0].n).toBe(i);
    });
    const numbered = prepared.filter((s) => /^select \d+::int as n$/.test(s));
    expect(numbered.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect(numbered).toContain(`select ${PREPARED_PER_CONNECTION + 24}::int as n`);
    expect(numbered).not.toContain('select 0::int as n');
  });

  it('runs a statement again unprepared when a migration changed the columns it returns', async () => {
    await sql`create table prepared_probe (id int primary key, name text)`.execute(db);
    await sql`insert into prepared_probe values (1, 'one')`.execute(db);
    const read = (conn: Database) =>
      sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(conn);
    await db.connection().execute(async (conn) => {
      expect((await read(conn as Database)).rows).toEqual([{ id: 1, name: 'one' }]);
      await sql`alter table prepared_probe add column added text default 'new'`.execute(conn);
      // "cached plan must not change result type" without the retry
      expect((await read(conn as Database)).rows).toEqual([{ id: 1, name: 'one', added: 'new' }]);
      expect((await read(conn as Database)).rows).toEqual([{ id: 1, name: 'one', added: 'new' }]);
    });
    await sql`drop table prepared_probe`.execute(db);
  });
});
