import { spawnSync } from 'node:child_process';
import { pgTool } from '../../src/db/pgClientTools';
import {
  dumpSchema,
  dumpServerSchema,
  readSchemaFile,
  SCHEMA_COMMAND,
  withoutNotNullNames,
} from '../../src/db/schemaDump';
import { openTestDatabase } from '../helpers/testDb';

// The checked-in api/src/db/schema.sql is what the migrations make: a migration added without
// regenerating it fails here. The file's dump always comes from an in-memory PGlite, also on a run
// with DATABASE_URL set (src/db/schemaDump.ts says why), so the first test is the same on both.
// The file was made by another process: equal texts also show the dump is stable from run to run.

/** The first line where the two texts differ, for the failure message. */
function firstDifference(expected: string, actual: string, expectedIs: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? a.length : at;
  return [
    `first difference at line ${line + 1}:`,
    `  api/src/db/schema.sql: ${JSON.stringify(b[line] ?? '(end of file)')}`,
    `  ${expectedIs}: ${JSON.stringify(a[line] ?? '(end of file)')}`,
  ].join('\n');
}

test('api/src/db/schema.sql is the schema the migrations make', async () => {
  const [fresh, committed] = await Promise.all([dumpSchema(), readSchemaFile()]);
  if (fresh !== committed) {
    throw new Error(
      committed
        ? `api/src/db/schema.sql is stale: regenerate it with \`${SCHEMA_COMMAND}\` and commit it with the migration.\n${firstDifference(fresh, committed, 'the migrations make  ')}`
        : `api/src/db/schema.sql is missing: make it with \`${SCHEMA_COMMAND}\` and commit it.`,
    );
  }
});

// On a DATABASE_URL run (CI's PostgreSQL 15 stage): the migrations make the same schema on the
// server as on PGlite, as the server's own pg_dump prints it. Skipped, saying why, without a
// server or without a pg_dump to read it.
const serverUrl = process.env.DATABASE_URL;
const pgDump = pgTool('pg_dump');
const whyNot = !serverUrl
  ? 'DATABASE_URL is not set'
  : spawnSync(pgDump, ['--version']).status !== 0
    ? `no ${pgDump} to run`
    : undefined;

(whyNot ? test.skip : test)(
  `on PostgreSQL the migrations make the same schema, NOT NULL names aside${whyNot ? ` (skipped: ${whyNot})` : ''}`,
  async () => {
    const opened = await openTestDatabase();
    try {
      const [server, committed] = await Promise.all([
        dumpServerSchema(opened.databaseUrl!),
        readSchemaFile(),
      ]);
      const [a, b] = [withoutNotNullNames(server), withoutNotNullNames(committed)];
      if (a !== b)
        throw new Error(
          `The migrations make another schema on this PostgreSQL server than on PGlite (api/src/db/schema.sql).\n${firstDifference(a, b, "the server's pg_dump  ")}`,
        );
    } finally {
      await opened.close();
    }
  },
);
