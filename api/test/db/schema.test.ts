import { dumpSchema, readSchemaFile, SCHEMA_COMMAND } from '../../src/db/schemaDump';

// The checked-in api/src/db/schema.sql is what the migrations make: a migration added without
// regenerating it fails here. The dump always comes from an in-memory PGlite, also on a run with
// DATABASE_URL set (src/db/schemaDump.ts says why), so this test is the same on both. The file
// was made by another process: equal texts also show the dump is stable from run to run.

/** The first line where the two texts differ, with a little context, for the failure message. */
function firstDifference(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const line = at === -1 ? a.length : at;
  return [
    `first difference at line ${line + 1}:`,
    `  api/src/db/schema.sql: ${JSON.stringify(b[line] ?? '(end of file)')}`,
    `  the migrations make:   ${JSON.stringify(a[line] ?? '(end of file)')}`,
  ].join('\n');
}

test('api/src/db/schema.sql is the schema the migrations make', async () => {
  const [fresh, committed] = await Promise.all([dumpSchema(), readSchemaFile()]);
  if (fresh !== committed) {
    throw new Error(
      committed
        ? `api/src/db/schema.sql is stale: regenerate it with \`${SCHEMA_COMMAND}\` and commit it with the migration.\n${firstDifference(fresh, committed)}`
        : `api/src/db/schema.sql is missing: make it with \`${SCHEMA_COMMAND}\` and commit it.`,
    );
  }
});

