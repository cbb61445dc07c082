import { sql, type Kysely } from 'kysely';
import { writeEpoch } from './database';
import type { Executor } from './executor';

/**
 * Migrations that add a list snapshot (repositories/snapshots.ts) call these: one change
 * counter row, and a statement trigger on each table the snapshot is made of that bumps it
 * inside the writing transaction (the function `bump_change_counter` comes from 0010).
 */
/**
 * A table a counter covers: `workers`, or `staff_users(login)` for a table of which only some
 * columns show in the list (sign-ins update staff_users all the time; only a new login
 * changes what a history shows). Inserts, deletes and truncates count either way.
 */
function tableTrigger(counter: string, spec: string): { table: string; name: string; events: string } {
  const match = /^(\w+)(?:\(([\w, ]+)\))?$/.exec(spec);
  if (!match) throw new Error(`Not a table of a change counter: ${spec}`);
  const [, table, columns] = match;
  const update = columns ? `UPDATE OF ${columns}` : 'UPDATE';
  return { table, name: `${table}_bumps_${counter}`, events: `INSERT OR ${update} OR DELETE OR TRUNCATE` };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createChangeCounter(db: Kysely<any>, counter: string, tables: string[]): Promise<void> {
  await sql`INSERT INTO change_counters (name) VALUES (${counter}) ON CONFLICT (name) DO NOTHING`.execute(db);
  for (const spec of tables) await createCounterTrigger(db, counter, spec);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createCounterTrigger(db: Kysely<any>, counter: string, spec: string): Promise<void> {
  const { table, name, events } = tableTrigger(counter, spec);
  await sql
    .raw(
      `CREATE TRIGGER ${name} AFTER ${events} ON ${table}
       FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('${counter}')`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropCounterTrigger(db: Kysely<any>, counter: string, spec: string): Promise<void> {
  const { table, name } = tableTrigger(counter, spec);
  await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropChangeCounter(db: Kysely<any>, counter: string, tables: string[]): Promise<void> {
  for (const spec of tables) await dropCounterTrigger(db, counter, spec);
  await sql`DELETE FROM change_counters WHERE name = ${counter}`.execute(db);
}

interface ReadCounter {
  value: string;
  /** The database's write epoch when the value was asked for. */
  epoch: number;
}
const readValues = new WeakMap<object, Map<string, ReadCounter>>();

/**
 * The value of a change counter: what each in-memory list checks before it answers
 * (repositories/snapshots.ts). On PostgreSQL, where other processes write, an indexed read;
 * on PGlite, none when no statement that may write was sent since the last read: the
 * process sees every write there (database.ts, writeEpoch), so a list held in memory
 * answers without touching the database.
 */
export async function readChangeCounter(db: Executor, counter: string): Promise<string> {
  return (await readChangeCounters(db, [counter]))[0];
}

/** Several counters at once (one query when any must be read). */
export async function readChangeCounters(db: Executor, counters: string[]): Promise<string[]> {
  return pickCounters(await readCounterValues(db, counters), counters);
}

function pickCounters(found: Map<string, string>, counters: string[]): string[] {
  return counters.map((c) => {
    const value = found.get(c);
    if (value === undefined) throw new Error(`No change counter "${c}": its migration makes it (createChangeCounter)`);
    return value;
  });
}

/** The values of the counters that exist among `counters`. */
async function readCounterValues(db: Executor, counters: string[]): Promise<Map<string, string>> {
  const epoch = writeEpoch(db);
  let values = readValues.get(db);
  if (epoch !== undefined && values && counters.every((c) => values!.get(c)?.epoch === epoch))
    return new Map(counters.map((c) => [c, values!.get(c)!.value]));
  const found = await batchedRead(db, counters);
  if (epoch !== undefined) {
    if (!values) readValues.set(db, (values = new Map()));
    // The epoch from before the read: a write sent meanwhile makes the next request read again.
    for (const c of counters) if (found.has(c)) values.set(c, { value: found.get(c)!, epoch });
  }
  return found;
}

/**
 * When a request reached the server (performance.now() clock): what its counters must be read
 * after. Fastify's reply clock starts when the request is taken in.
 */
export function arrivedAt(reply: { elapsedTime: number }): number {
  return performance.now() - reply.elapsedTime;
}

/** How long a counter asked for is read along with every later read, for the requests that follow. */
const ASKED_RECENTLY_MS = 1000;

interface SinceRead {
  sentAt: number;
  names: Set<string>;
  found: Promise<Map<string, string>>;
  /** Per list of counters asked for, its values: the same promise for the same list. */
  picks: Map<string, Promise<string[]>>;
}
const sinceReads = new WeakMap<object, SinceRead>();
const askedAt = new WeakMap<object, Map<string, number>>();

/**
 * Change counters from a read sent after `since`, when the request reached the server
 * (arrivedAt): a change the request could see was committed before it arrived, so such a read
 * shows it. The last read is shared by every request that came in before it was sent, answered
 * or not, whatever it needs among the counters that read holds: each read takes every counter
 * asked for in the last second (the session check's and the area's), so on PostgreSQL, where
 * each read is a round trip (about 0.3 ms of this process's CPU, as much as the rest of a held
 * answer), most of twenty requests at once send none of their own. Without `since` (not a
 * request), a new read.
 */
export function readChangeCountersSince(db: Executor, counters: string[], since = Number.POSITIVE_INFINITY): Promise<string[]> {
  let read = sinceReads.get(db);
  if (!read || read.sentAt < since || !counters.every((c) => read!.names.has(c))) {
    const now = performance.now();
    let asked = askedAt.get(db);
    if (!asked) askedAt.set(db, (asked = new Map()));
    for (const c of counters) asked.set(c, now);
    for (const [c, at] of asked) if (now - at > ASKED_RECENTLY_MS) asked.delete(c);
    const names = new Set(asked.keys());
    const started: SinceRead = { sentAt: now, names, found: readCounterValues(db, [...names]), picks: new Map() };
    read = started;
    sinceReads.set(db, started);
    // A failed read is not shared: the next request reads again.
    started.found.catch(() => {
      if (sinceReads.get(db) === started) sinceReads.delete(db);
    });
  }
  const key = counters.join(',');
  let picked = read.picks.get(key);
  if (!picked) {
    const shared = read;
    const mine = shared.found.then((found) => pickCounters(found, counters));
    picked = mine;
    shared.picks.set(key, mine);
    // An unknown counter is this caller's error; the next asks again rather than share it.
    mine.catch(() => {
      if (shared.picks.get(key) === mine) shared.picks.delete(key);
    });
  }
  return picked;
}

interface Batch {
  counters: Set<string>;
  read: Promise<Map<string, string>>;
}
const openBatches = new WeakMap<object, Batch>();

/**
 * The counters asked for by every request of one turn of the event loop, read in one query
 * sent at the end of that turn (setImmediate). Under load twenty requests check their lists
 * with one round trip instead of twenty. A request joins only a read not sent yet, so the
 * values it gets are read after it asked: never older than what it could see.
 */
function batchedRead(db: Executor, counters: string[]): Promise<Map<string, string>> {
  let batch = openBatches.get(db);
  if (!batch) {
    const asked = new Set<string>();
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      // Sent from here on: a later request starts a new batch.
      openBatches.delete(db);
      const { rows } = await sql<{ name: string; value: string }>`
        select name, value::text as value from change_counters where name = any(${[...asked]}::text[])`.execute(db);
      return new Map(rows.map((r) => [r.name, r.value]));
    });
    batch = { counters: asked, read };
    openBatches.set(db, batch);
  }
  for (const c of counters) batch.counters.add(c);
  return batch.read;
}

// ---------------------------------------------------------------- keys changed under a counter

/**
 * Counters that also say WHICH keys changed (migration 0025, `change_keys`): a value held per
 * key, such as a client's page, is dropped alone when its key is written, not with every other
 * key. A table is covered either by its key column (`invoices.client_id`: the keys of the rows
 * a statement touched, old and new, from its transition tables) or as a whole (`agencies`: a
 * name every key shows; noted as ALL_KEYS). Each note carries the counter's value bumped in the
 * writing transaction, whose row lock is held to commit: values follow the commit order, so
 * "every key noted after value V" read after the counter showed W misses no change up to W.
 */
export const ALL_KEYS = -1;

export interface KeyedTable {
  /** `invoices`, or `staff_users(login)` when only some columns show (a table noted as a whole). */
  table: string;
  /** The column holding the key; none: any change counts for every key. */
  keyColumn?: string;
}

function keyedTriggerName(counter: string, table: string, event: string) {
  return `${table}_keys_${counter}_${event}`.toLowerCase();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createKeyedTriggers(db: Kysely<any>, counter: string, tables: KeyedTable[]): Promise<void> {
  for (const { table: spec, keyColumn } of tables) {
    const { table, events } = tableTrigger(counter, spec);
    if (!keyColumn) {
      await sql
        .raw(
          `CREATE TRIGGER ${keyedTriggerName(counter, table, 'all')} AFTER ${events} ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION note_changed_keys('${counter}')`,
        )
        .execute(db);
      continue;
    }
    // A trigger with transition tables takes one event; a truncate has no rows: every key.
    const byEvent = [
      ['insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
      ['update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
    ];
    for (const [name, event, referencing] of byEvent)
      await sql
        .raw(
          `CREATE TRIGGER ${keyedTriggerName(counter, table, name)} AFTER ${event} ON ${table} ${referencing}
           FOR EACH STATEMENT EXECUTE FUNCTION note_changed_keys('${counter}', '${keyColumn}')`,
        )
        .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${keyedTriggerName(counter, table, 'truncate')} AFTER TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION note_changed_keys('${counter}')`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropKeyedTriggers(db: Kysely<any>, counter: string, tables: KeyedTable[]): Promise<void> {
  for (const { table: spec } of tables) {
    const { table } = tableTrigger(counter, spec);
    for (const event of ['all', 'insert', 'update', 'delete', 'truncate'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${keyedTriggerName(counter, table, event)} ON ${table}`).execute(db);
  }
  await sql`DELETE FROM change_keys WHERE counter = ${counter}`.execute(db);
}

/** The notes under `counter` after its value `since`: each key with the value of its last change (ALL_KEYS for every key). */
export async function keyChangesSince(db: Executor, counter: string, since: string): Promise<{ key: number; value: bigint }[]> {
  const { rows } = await sql<{ key: string; value: string }>`
    select key::text as key, value::text as value from change_keys where counter = ${counter} and value > ${since}::bigint`.execute(db);
  return rows.map((r) => ({ key: Number(r.key), value: BigInt(r.value) }));
}

/**
 * The keys noted under `counter` after its value `since` ('all' when a change counts for every
 * key): read after the counter itself, so it holds every change up to the value read.
 */
export async function changedKeysSince(db: Executor, counter: string, since: string): Promise<Set<number> | 'all'> {
  const keys = new Set((await keyChangesSince(db, counter, since)).map((c) => c.key));
  return keys.has(ALL_KEYS) ? 'all' : keys;
}
