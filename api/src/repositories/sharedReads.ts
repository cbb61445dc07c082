/**
 * Request coalescing for the heavy lists of the Workers area (workers/getWorkers,
 * vehicles/getVehicles). PGlite is one connection that runs on the event loop: twenty people
 * opening the same list at once would run the same query twenty times in a row, each one
 * queued behind the others and behind every session check. Instead, identical reads share
 * one result: the one running, or one that finished less than SHARED_READ_MS ago.
 *
 * Freshness: every write of the area (workers, vehicles, assignments, photos) starts a new
 * generation, so a read that starts after such a write never gets an older result. Changes
 * made by other areas (a team renamed in Settings) show after at most SHARED_READ_MS.
 */
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';

/** How long a finished read still answers identical reads. */
export const SHARED_READ_MS = 1000;

interface State {
  generation: number;
  inflight: Map<string, Promise<unknown>>;
}

const states = new WeakMap<object, State>();

function stateOf(db: Executor): State {
  let s = states.get(db);
  if (!s) {
    s = { generation: 0, inflight: new Map() };
    states.set(db, s);
  }
  return s;
}

/** Runs `read`, or joins the identical one (same key, same database) running or just done. */
export function sharedRead<T>(db: Executor, key: string, read: () => Promise<T>): Promise<T> {
  const s = stateOf(db);
  const k = `${s.generation}\u0000${key}`;
  let p = s.inflight.get(k) as Promise<T> | undefined;
  if (!p) {
    p = read();
    s.inflight.set(k, p);
    const forget = () => {
      if (s.inflight.get(k) === p) s.inflight.delete(k);
    };
    // A failed read is forgotten at once; a good one answers identical reads a little longer.
    p.then(() => setTimeout(forget, SHARED_READ_MS).unref(), forget);
  }
  return p;
}

/** After a write of the area: later reads start afresh. */
export function invalidateSharedReads(db: Executor): void {
  const s = stateOf(db);
  s.generation++;
  s.inflight.clear();
}

/** A transaction of the area's writes; once it has ended (committed or not), reads start afresh. */
export async function areaTransaction<T>(
  db: Database,
  body: (tx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(body);
  } finally {
    invalidateSharedReads(db);
  }
}
