// The page bench's large data set, made by the API benches' own code (api/bench/largeData.ts):
// PGlite in BENCH_DATA_DIR, or the PostgreSQL database of DATABASE_URL (made if missing, seeded
// when empty, emptied and seeded again when the migrations or the seed changed). Run by
// pages.ts with the API's tsx, in its own process: the bench's process stays light.
import { analyze, openLargeData } from '../../../api/bench/largeData.ts';
import { databaseUrlOf, onServer } from '../../../api/scripts/pg-server.mjs';

async function createDatabaseIfMissing(url) {
  try {
    await onServer(url, 'select 1');
  } catch (error) {
    if (error.code !== '3D000') throw error; // 3D000: no such database
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    console.log(`Making the database ${name}`);
    await onServer(databaseUrlOf(url, 'postgres'), `create database "${name}"`);
  }
}

if (process.env.DATABASE_URL) await createDatabaseIfMissing(process.env.DATABASE_URL);
const { opened } = await openLargeData();
try {
  const db = opened.db;
  const { clients } = await db.selectFrom('clients').select((eb) => eb.fn.countAll().as('clients')).executeTakeFirstOrThrow();
  if (opened.kind === 'postgres') {
    // A server's statistics after the bulk seed, as autovacuum would make them soon after.
    await analyze(opened);
    const server = await db
      .selectNoFrom((eb) => [
        eb.fn('current_setting', [eb.val('server_version')]).as('version'),
        eb.fn('pg_size_pretty', [eb.fn('pg_database_size', [eb.fn('current_database', [])])]).as('size'),
      ])
      .executeTakeFirstOrThrow();
    console.log(`  server ${server.version}, database ${server.size}, ${clients} clients (the large seed)`);
  } else console.log(`  ${clients} clients (the large seed)`);
} finally {
  await opened.close();
}
