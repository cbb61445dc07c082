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

/**
 * Like `snapshot`, but one value per key (a worker's times, a room's history), made when a
 * key is first asked for: a write under the counter drops every key at once, and only the keys
 * asked for again are made again (one small query each), not the whole table. At most
 * `maxKeys` are held; the oldest made goes first.
 */
export function keyedSnapshot<K, T>(name: CounterName, make: (db: Executor, key: K) => Promise<T>, maxKeys = 10_000) {
  const held = new WeakMap<object, { counter: string; byKey: Map<K, Promise<T>> }>();
  return async function current(db: Executor, key: K): Promise<T> {
    const counter = await readChangeCounter(db, name);
    let entry = held.get(db);
    if (!entry || entry.counter !== counter) held.set(db, (entry = { counter, byKey: new Map() }));
    const known = entry.byKey.get(key);
    if (known) return known;
    if (entry.byKey.size >= maxKeys) entry.byKey.delete(entry.byKey.keys().next().value as K);
    const value = make(db, key);
    const { byKey } = entry;
    byKey.set(key, value);
    value.catch(() => {
      if (byKey.get(key) === value) byKey.delete(key);
    });
    return value;
  };
}
