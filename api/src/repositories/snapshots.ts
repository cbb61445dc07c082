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
import { changedKeysSince, readChangeCounters, readChangeCountersSince } from '../db/changeCounters';

/** A row of change_counters: 'workers' and 'vehicles' (0010), the areas' own from their migrations (db/changeCounters.ts). */
export type CounterName = string;

interface Held<T> {
  counter: string;
  value: Promise<T>;
}

/**
 * The snapshot `name` of `db`, made with `make`, as fresh as the last committed change. A
 * request passes `since`, when it reached the server (arrivedAt in http/route.ts): it then shares a counter read
 * sent after that (db/changeCounters.ts readChangeCountersSince) instead of sending its own.
 */
export function snapshot<T>(name: CounterName, make: (db: Executor) => Promise<T>) {
  const current = heldAt(make);
  return async (db: Executor, since?: number): Promise<T> => current(db, (await readChangeCountersSince(db, [name], since))[0]);
}

/** A snapshot for a counter value the caller read (e.g. with readChangeCountersSince): made again when it differs. */
export function heldAt<T>(make: (db: Executor) => Promise<T>) {
  const held = new WeakMap<object, Held<T>>();
  return function current(db: Executor, counter: string): Promise<T> {
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
 * Like `snapshot`, but one value per key (a conversation's members, a user's unread counts),
 * made when a key is first asked for: a write under the counters drops every key at once, and
 * only the keys asked for again are made again (one small query each), not the whole table.
 * `counters` may name several (any that moves drops every key); a caller that read them
 * already, with others in one query, passes their values, in the same order, as `read`. At most
 * `maxKeys` are held; the least recently used goes first. A value made after a write newer than
 * the counters read is at worst newer than needed, never older.
 */
export function keyedSnapshot<K, T>(
  counters: CounterName | CounterName[],
  make: (db: Executor, key: K) => Promise<T>,
  maxKeys = 10_000,
) {
  const names = typeof counters === 'string' ? [counters] : counters;
  const held = new WeakMap<object, { counter: string; byKey: Map<K, Promise<T>> }>();
  return async function current(db: Executor, key: K, read?: string[]): Promise<T> {
    const counter = (read ?? (await readChangeCounters(db, names))).join(':');
    let entry = held.get(db);
    if (!entry || entry.counter !== counter) held.set(db, (entry = { counter, byKey: new Map() }));
    const { byKey } = entry;
    const known = byKey.get(key);
    if (known) {
      byKey.delete(key);
      byKey.set(key, known);
      return known;
    }
    if (byKey.size >= maxKeys) byKey.delete(byKey.keys().next().value as K);
    const value = make(db, key);
    byKey.set(key, value);
    value.catch(() => {
      if (byKey.get(key) === value) byKey.delete(key);
    });
    return value;
  };
}

/**
 * Every key of a table held at once (clients' pages), each kept exact on its own: a write notes
 * the keys it touched (db/changeCounters.ts, `change_keys`), and a request that sees the counter
 * move drops those keys only. Values are made by `make` for many keys at once: the keys first
 * asked for in one turn of the event loop share one read, and `warm` reads every key in chunks
 * after the server starts, so a first visit finds its page made. An unknown key is held as
 * undefined (a later insert of it is a change like any other).
 */
export function keyedByChanges<T>(
  counter: CounterName,
  options: {
    /** The values of these keys (a key left out is unknown). */
    make: (db: Executor, keys: number[]) => Promise<Map<number, T>>;
    /** Every key, for `warm`. */
    allKeys: (db: Executor) => Promise<number[]>;
    /** At most this many keys held (the oldest made goes first); `warm` stops there. */
    maxKeys: number;
    /** Keys read per query while warming: small enough not to hold PGlite's one connection long. */
    chunk: number;
    /** Told when a warming fails (the keys are then read when first asked for). */
    onWarmError?: (err: unknown) => void;
  },
) {
  interface State {
    /** The counter value every held key is exact to. */
    asOf: bigint;
    byKey: Map<number, Promise<T | undefined>>;
    catchingUp?: Promise<void>;
    /** Bumped per dropped key (droppedAt) and per drop of every key (cleared): what a warming chunk checks. */
    drops: number;
    droppedAt: Map<number, number>;
    cleared: number;
    batch?: { keys: number[]; made: Promise<Map<number, T>> };
    /** Warm again after every key was dropped (a name all of them show changed). */
    warmAgain: boolean;
    warming?: Promise<void>;
    /** The server closes: no more warming. */
    stopped: boolean;
  }
  const states = new WeakMap<object, State>();

  /** The state of `db`, exact to the counter value read (a newer one answers too). */
  async function current(db: Executor, since?: number): Promise<State> {
    const value = BigInt((await readChangeCountersSince(db, [counter], since))[0]);
    let state = states.get(db);
    if (!state) {
      state = { asOf: value, byKey: new Map(), drops: 0, droppedAt: new Map(), cleared: 0, warmAgain: false, stopped: false };
      states.set(db, state);
    }
    while (state.asOf < value) {
      state.catchingUp ??= catchUp(db, state, value).finally(() => (state!.catchingUp = undefined));
      await state.catchingUp;
    }
    return state;
  }

  async function catchUp(db: Executor, state: State, to: bigint): Promise<void> {
    const changed = await changedKeysSince(db, counter, state.asOf.toString());
    if (changed === 'all') {
      state.byKey.clear();
      state.droppedAt.clear();
      state.cleared++;
      if (state.warmAgain && !state.stopped) setImmediate(() => warmInBackground(db));
    } else {
      for (const key of changed) {
        state.byKey.delete(key);
        state.droppedAt.set(key, ++state.drops);
      }
    }
    if (to > state.asOf) state.asOf = to;
  }

  /** One read for every key first asked for in this turn of the event loop. */
  function madeInBatch(db: Executor, state: State, key: number): Promise<T | undefined> {
    let batch = state.batch;
    if (!batch) {
      const keys: number[] = [];
      const made = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        state.batch = undefined;
        return options.make(db, keys);
      });
      batch = state.batch = { keys, made };
    }
    batch.keys.push(key);
    return batch.made.then((values) => values.get(key));
  }

  function hold(state: State, key: number, value: Promise<T | undefined>) {
    if (state.byKey.size >= options.maxKeys) state.byKey.delete(state.byKey.keys().next().value as number);
    state.byKey.set(key, value);
  }

  function warmInBackground(db: Executor) {
    warm(db).catch((err) => options.onWarmError?.(err));
  }

  /** Reads every key not held yet (see readEveryKey); a warming under way is joined, not doubled. */
  async function warm(db: Executor): Promise<void> {
    const state = await current(db);
    if (state.stopped) return;
    state.warmAgain = true;
    state.warming ??= readEveryKey(db, state).finally(() => (state.warming = undefined));
    return state.warming;
  }

  /**
   * A chunk at a time. A chunk's values are kept only for keys not written since the chunk was
   * read (a write noted meanwhile drops the key; its next request reads it again).
   */
  async function readEveryKey(db: Executor, state: State): Promise<void> {
    const keys = await options.allKeys(db);
    for (let i = 0; i < keys.length && state.byKey.size < options.maxKeys; i += options.chunk) {
      await current(db);
      if (state.stopped) return;
      const wanted = keys.slice(i, i + options.chunk).filter((k) => !state.byKey.has(k));
      if (wanted.length === 0) continue;
      const { drops, cleared } = state;
      const values = await options.make(db, wanted);
      // Every key was dropped meanwhile: that drop starts a warming of its own.
      if (state.cleared !== cleared) return;
      for (const key of wanted) {
        if (state.byKey.has(key) || (state.droppedAt.get(key) ?? 0) > drops) continue;
        if (state.byKey.size >= options.maxKeys) return;
        state.byKey.set(key, Promise.resolve(values.get(key)));
      }
      // Let requests in between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    warm,
    /** No more warming for `db` (the server closes). */
    stop(db: Executor) {
      const state = states.get(db);
      if (state) state.stopped = true;
    },
    /** The value of `key` as fresh as the last committed change; undefined for an unknown key. `since`: as in `snapshot`. */
    async get(db: Executor, key: number, since?: number): Promise<T | undefined> {
      const state = await current(db, since);
      const known = state.byKey.get(key);
      if (known) return known;
      const value = madeInBatch(db, state, key);
      hold(state, key, value);
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (state.byKey.get(key) === value) state.byKey.delete(key);
      });
      return value;
    },
  };
}
