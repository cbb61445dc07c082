// Creating and dropping databases on a PostgreSQL server: the API's test helpers
// (test/helpers/serverTemplate.ts) and scripts/nginx-e2e.mjs, a plain script, both use these.
import pg from 'pg';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlOf(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE / DROP DATABASE). */
export async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
