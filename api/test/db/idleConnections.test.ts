/**
 * The API's pool keeps idle PostgreSQL connections open (src/db/database.ts): node-postgres
 * closes them after 10 s by default, and each burst after a quiet moment then paid for new,
 * cold connections (catalog caches empty, every statement prepared and planned again).
 *
 * PostgreSQL only (DATABASE_URL), like the other server tests; skipped on PGlite.
 */
import { sql } from 'kysely';
import { openTestDatabase } from '../helpers/testDb';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('idle connections on PostgreSQL', () => {
  it('a connection idle for longer than node-postgres closes by default is the same server process afterwards', async () => {
    const opened = await openTestDatabase();
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db)).rows[0].pid;
      const before = await backend();
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await backend()).toBe(before);
    } finally {
      await opened.close();
    }
  }, 60_000);
});
