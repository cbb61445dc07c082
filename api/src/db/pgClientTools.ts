import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * PostgreSQL's client programs (pg_dump, pg_restore) run for `cli backup` / `cli restore`
 * (db/backup.ts): which binary, the connection without its password on the command line, and the
 * check that no other session uses the database before a restore.
 */

/**
 * pg_dump / pg_restore: the newest under /usr/lib/postgresql/<version>/bin (Debian's layout;
 * a client at least as new as the server is needed), else the one on PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', root = '/usr/lib/postgresql'): string {
  let versions: string[] = [];
  try {
    versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', name)));
  } catch {
    // no Debian layout
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(root, versions[0], 'bin', name) : name;
}

/** The URL without its password (which would show in `ps`), and the password as PGPASSWORD. */
export function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { dbname: databaseUrl, env: {} };
  }
  if (!url.password) return { dbname: databaseUrl, env: {} };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { PGPASSWORD: password } };
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      command,
      args,
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (!err) return resolvePromise(stdout);
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(
            new Error(
              `${command} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), at least as new as the server`,
            ),
          );
        }
        const name = command.split('/').at(-1);
        reject(new Error(`${name} failed: ${(stderr || err.message).trim()}`));
      },
    );
  });
}

/** PostgreSQL: refuses while other sessions (the API processes, a psql) are connected to the database. */
export async function refuseOtherSessions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; who: string | null }>(
      `select count(*)::int as n,
              string_agg(distinct coalesce(nullif(application_name, ''), client_addr::text, 'local socket'), ', ') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows[0].n > 0) {
      throw new Error(
        `${rows[0].n} other session(s) use this database (${rows[0].who}): stop the API processes first, then restore. ` +
          '(--force restores anyway; sessions in the middle of a transaction make it wait for them.)',
      );
    }
  } finally {
    await client.end();
  }
}
