import { sql } from 'kysely';
import type { Executor } from '../db/executor';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database, so two API processes do not
 * each grant the full allowance. Fixed windows: one row per key and window,
 * incremented atomically by an upsert. Only the sign-in calls use the limiter, so the extra
 * write per call is cheap.
 */
export function databaseRateLimitStore(db: Executor) {
  return class DatabaseRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      db.insertInto('rate_limit_windows')
        .values({ key: `${this.prefix}${key}`, window_start: new Date(start), hits: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_windows.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow()
        .then((row) => cb(null, { current: row.hits, ttl: start + timeWindow - now }), cb);
    }

    read(key: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      db.selectFrom('rate_limit_windows')
        .select('hits')
        .where('key', '=', `${this.prefix}${key}`)
        .where('window_start', '=', new Date(start))
        .executeTakeFirst()
        .then((row) => cb(null, { current: row?.hits ?? 0, ttl: row ? start + timeWindow - now : 0 }), cb);
    }

    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(`${[route.method].flat().join(',')} ${route.url ?? ''} `);
    }
  };
}

/** Windows older than an hour are of no use. */
export async function purgeOldRateLimitWindows(db: Executor): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('window_start', '<', sql<Date>`now() - interval '1 hour'`).execute();
}
