// `pnpm --filter @courier/api run schema`: migrates a new in-memory PGlite and writes its schema
// dump to api/src/db/schema.sql (src/db/schemaDump.ts). Run it after adding a migration, and
// commit the file with the migration: test/db/schema.test.ts fails while it is stale.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { dumpSchema, readSchemaFile, SCHEMA_FILE } from '../src/db/schemaDump';

const schema = await dumpSchema();
const before = await readSchemaFile();
if (schema === before) {
  console.log(`${relative(process.cwd(), SCHEMA_FILE)}: current, unchanged`);
} else {
  await writeFile(SCHEMA_FILE, schema);
  console.log(`${relative(process.cwd(), SCHEMA_FILE)}: written (${schema.split('\n').length - 1} lines)`);
}
