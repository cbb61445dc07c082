import { sql } from 'kysely';
import { openDatabase, type Database, type OpenedDatabase } from '../../src/db/database';
import { changedKeysSince, readChangeCounter } from '../../src/db/changeCounters';
import { keyedByChanges } from '../../src/repositories/snapshots';
import { openTestDatabase } from '../helpers/testDb';

/** Clients' names held per client under counter `client_detail` (migration 0025), with the reads counted. */
function namesStore(made: number[][], afterRead?: (keys: number[]) => Promise<void>) {
  return keyedByChanges<string>('client_detail', {
    make: async (db, keys) => {
      made.push([...keys].sort((a, b) => a - b));
      const { rows } = await sql<{ id: number; name: string }>`
        select id, name from clients where id = any(${keys}::int[])`.execute(db);
      await afterRead?.(keys);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    allKeys: async (db) => (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id),
    maxKeys: 100,
    chunk: 2,
  });
}

describe('keys changed under a counter, and values held per key (keyedByChanges)', () => {
  let opened: OpenedDatabase & { databaseUrl?: string };
  let db: Database;
  let ids: number[];
  const rename = (id: number, name: string) => sql`update clients set name = ${name} where id = ${id}`.execute(db);

  beforeAll(async () => {
    opened = await openTestDatabase();
    db = opened.db;
    const { rows } = await sql<{ id: number }>`
      insert into clients (business_code, name) values ('KB1', 'One'), ('KB2', 'Two'), ('KB3', 'Three') returning id`.execute(db);
    ids = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await opened.close();
  });

  test('a write notes the keys it touched, old and new; a name every key shows notes them all', async () => {
    const since = () => readChangeCounter(db, 'client_detail');
    let from = await since();
    await rename(ids[0], 'One');
    expect(await changedKeysSince(db, 'client_detail', from)).toEqual(new Set([ids[0]]));

    from = await since();
    const { rows } = await sql<{ id: number }>`
      insert into client_contacts (client_id, name) values (${ids[1]}, 'Ann') returning id`.execute(db);
    await sql`update client_contacts set client_id = ${ids[2]} where id = ${rows[0].id}`.execute(db);
    expect(await changedKeysSince(db, 'client_detail', from)).toEqual(new Set([ids[1], ids[2]]));

    from = await since();
    await sql`update clients set name = name where false`.execute(db);
    expect(await changedKeysSince(db, 'client_detail', from)).toEqual(new Set());

    from = await since();
    await sql`insert into agencies (name) values ('Agency KB')`.execute(db);
    expect(await changedKeysSince(db, 'client_detail', from)).toBe('all');
  });

  test('the keys first asked for together are read at once; a write reads again the key written only', async () => {
    const made: number[][] = [];
    const store = namesStore(made);
    await rename(ids[1], 'Two');
    expect(await Promise.all(ids.map((id) => store.get(db, id)))).toEqual(['One', 'Two', 'Three']);
    expect(made).toEqual([ids]);

    await rename(ids[1], 'Two!');
    expect(await store.get(db, ids[0])).toBe('One');
    expect(await store.get(db, ids[1])).toBe('Two!');
    expect(await store.get(db, ids[2])).toBe('Three');
    expect(made).toEqual([ids, [ids[1]]]);

    // An unknown key is held as unknown until a row with it appears.
    const unknown = ids[2] + 1000;
    expect(await store.get(db, unknown)).toBeUndefined();
    await sql`insert into clients (id, business_code, name) values (${unknown}, 'KB-NEW', 'New')`.execute(db);
    expect(await store.get(db, unknown)).toBe('New');

    // A name every client shows: every key is read again when asked for.
    await sql`update agencies set name = name || '.'`.execute(db);
    expect(await store.get(db, ids[0])).toBe('One');
    expect(made.at(-1)).toEqual([ids[0]]);
  });

  test('warm reads every key in chunks; a key written while its chunk was read is not answered stale', async () => {
    const made: number[][] = [];
    let wrote = false;
    const store = namesStore(made, async (keys) => {
      // A write committed after the first chunk was read, before it is kept.
      if (!wrote && keys.includes(ids[0])) {
        wrote = true;
        await rename(ids[0], 'One, renamed meanwhile');
      }
    });
    await store.warm(db);
    const all = (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(made.flat()).toEqual(all);
    expect(made.every((chunk) => chunk.length <= 2)).toBe(true);

    expect(await store.get(db, ids[0])).toBe('One, renamed meanwhile');
    expect(await store.get(db, ids[2])).toBe('Three');
    // After the chunks, only the key written was read again.
    expect(made.slice(Math.ceil(all.length / 2))).toEqual([[ids[0]]]);
    await rename(ids[0], 'One');
  });

  test('two processes on one PostgreSQL: a write through one is seen by the other at its next request', async () => {
    if (!opened.databaseUrl) {
      // PGlite belongs to one process (its folder is locked): nothing to share.
      expect(opened.kind).toBe('pglite');
      return;
    }
    const other = await openDatabase({ databaseUrl: opened.databaseUrl });
    try {
      const made: number[][] = [];
      const store = namesStore(made);
      expect(await store.get(db, ids[2])).toBe('Three');
      await sql`update clients set name = 'Three, from the other process' where id = ${ids[2]}`.execute(other.db);
      expect(await store.get(db, ids[2])).toBe('Three, from the other process');
      expect(await store.get(db, ids[1])).toBe('Two!');
    } finally {
      await other.close();
    }
  });
});
