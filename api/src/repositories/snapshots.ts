/**
 * Lists kept in memory, made again when their data changes: the answer to "a list call must
 * stay fast when the data grows" on PGlite, which runs every query of the process one after
 * the other on one connection (a list of 2,000 rows with its joins costs 20-30 ms there; twenty
 * people at once would wait for each other). A snapshot holds every row of a list once,
 * with the ranks of its sort orders computed by the database (so the order is the database's
 * collation, not JavaScript's); a request filters, sorts and pages it in memory.
 *
 * Freshness, also with several API processes on one PostgreSQL: each request reads the
 * snapshot's change counter (migration 0010: a statement on any table the snapshot is made of
 * bumps it in its own transaction) and makes the snapshot again when the counter moved. A
 * request never answers from data older than the last committed change it could see.
 */
import type { Executor } from '../db/executor';
import { readChangeCounter } from '../db/changeCounters';

/** A row of change_counters: 'workers' and 'vehicles' (0010), the areas' own from their migrations (db/changeCounters.ts). */
export type CounterName = string;

interface Held<T> {
  counter: string;
  value: Promise<T>;
}

/** The snapshot `name` of `db`, made with `make`, as fresh as the last committed change. */
export function snapshot<T>(name: CounterName, make: (db: Executor) => Promise<T>) {
  const held = new WeakMap<object, Held<T>>();
  return async function current(db: Executor): Promise<T> {
    const counter = await readChangeCounter(db, name);
    const now = held.get(db);
    if (now && now.counter === counter) return now.value;
    const value = make(db);
    const entry = { counter, value };
    held.set(db, entry);
    // A failed make is not kept: the next request tries again.
    value.catch(() => {
      if (held.get(db) === entry) held.delete(db);
    });
    return value;
  };
}
