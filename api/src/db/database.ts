import { mkdirSync, openSync, closeSync, writeSync, readFileSync, unlinkSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './schema';
import { PreparingClient } from './preparedStatements';

// node-postgres returns bigint (int8) and numeric as strings; counts and sums of cents fit
// in a JS number, so parse them as numbers once for the whole app.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
// DATE columns stay ISO `YYYY-MM-DD` strings (docs/product.md#money-dates-and-times), never shifted by the time zone.
pg.types.setTypeParser(1082, (v) => v);

export type Database = Kysely<DB>;

/** The pool behind each PostgreSQL database opened here, for the pool metrics (plugins/metrics.ts). */
const pools = new WeakMap<object, pg.Pool>();

/** Connections of the database's pool: opened, idle, and callers waiting for one (PGlite: one, never waiting). */
export function poolStats(db: object): { total: number; idle: number; waiting: number } {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : { total: 1, idle: 1, waiting: 0 };
}
/**
 * Whether a PostgreSQL pool has a connection nobody waits for, idle now: a call that already
 * holds one may take a second at once (db/executor.ts readSideBySide). PGlite (one connection)
 * never has one to spare.
 */
export function hasSpareConnection(db: object): boolean {
  const pool = pools.get(db);
  return pool !== undefined && pool.idleCount > pool.waitingCount;
}
export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** postgres://... to use a PostgreSQL server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** Folder of the PGlite data (`<dataDir>/pgdata`); omitted = in memory. */
  dataDir?: string;
  /** A PGlite data dump (from `dumpDataDir`) to start from: how tests get a migrated database fast. */
  loadDataDir?: Blob | File;
  /** Told of an error on an idle pooled connection (the server restarted, a pooler timed out). */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL: connections this process opens at most (DATABASE_POOL_MAX); 10 when unset. */
  poolMax?: number;
  /**
   * PostgreSQL: the longest a statement may run before the server cancels it (the API's
   * STATEMENT_TIMEOUT_MS); none when unset (the CLI's seeds and migrations run long ones).
   */
  statementTimeoutMs?: number;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** The PGlite instance, when embedded (for dumps in tests). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * Opens the database. Both targets go through Kysely's own PostgresDialect over a pg.Pool
 * (docs/architecture.md#database); PGlite is reached through the node-postgres adapter it ships, pool size 1,
 * because PGlite is a single connection.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      // Each query text is parsed and planned once per connection (db/preparedStatements.ts).
      Client: PreparingClient,
      // Every API process opens at most this many: processes x poolMax must stay under the
      // server's max_connections (docs/architecture.md#database).
      max: options.poolMax ?? 10,
      // A runaway query is cancelled by the server and answered 503, instead of holding a
      // connection (and the locks it took) for everyone else.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // While the server is down, a request waits this long for a connection, then gets a 503
      // (plugins/errors.ts), instead of hanging until the client gives up.
      connectionTimeoutMillis: 5_000,
      // Idle connections stay open: node-postgres closes them after 10 s by default, and a new
      // connection is a cold one (empty catalog caches, its statements parsed and planned
      // again), which the next burst of requests pays for. A connection the server drops is
      // removed by the pool all the same.
      idleTimeoutMillis: 0,
      keepAlive: true,
      // Settings for many short queries at once (an OLTP load), not one long report: no JIT
      // (its cost estimate fires on queries with sub-selects and adds tens of ms of compiling
      // to a query that runs in a few), and no parallel workers (starting them costs more than
      // sorting a page of thousands of rows, and they take the cores the other calls need).
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // Without a listener, an idle client's error (57P01 "terminating connection due to
    // administrator command" on a restart or failover) is thrown as an uncaught 'error' event
    // and kills the process. The pool has already dropped that client; the next query opens
    // a new connection, so recovery needs nothing else.
    pool.on('error', (err) => (options.onPoolError ?? defaultPoolError)(err));
    // The pool listens only while a client is idle. A client checked out for a query when the
    // server goes away also emits 'error' (its query is rejected as well, and answered 503):
    // without this listener that event would kill the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    releaseLock = takeLock(join(options.dataDir, 'pgdata.lock'));
  }
  // Loaded only for the embedded database: a process on PostgreSQL never carries PGlite.
  const [{ PGlite }, { pg_trgm }, { createPgConfig }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/node-postgres'),
  ]);
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
      releaseLock();
    },
  };
}

function defaultPoolError(err: Error) {
  console.warn(`[db] an idle database connection failed and was dropped: ${err.message}`);
}

const CONNECTION_ERROR_CODES = new Set(['57014', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_ERROR_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'connect ECONNREFUSED',
  'Cannot use a pool after calling end',
];

/**
 * Does this error mean "the database cannot be reached right now" (rather than "this query
 * is wrong")? A statement cancelled by the statement timeout (57014) counts too: the database
 * is too busy to answer in time, and nothing of it was written. Such errors become 503 answers; the pool reconnects by itself afterwards.
 */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((m) => message.includes(m));
}

/**
 * A lock file so that two servers never open the same PGlite folder (that corrupts it).
 * A lock left by a process that no longer runs is taken over.
 */
function takeLock(path: string): () => void {
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8').trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The data folder is in use by process ${pid} (${path}). Stop it, or set DATA_DIR to another folder.`);
    }
    unlinkSync(path);
  }
  const fd = openSync(path, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
