import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { seedAdminEvents } from '../../src/db/seed/index';

/**
 * Realistic volumes in seconds, for tests of query plans (test/db/explain.test.ts): the small
 * seed's rows (as the seed generator makes them, so every column looks real) copied with
 * set-based SQL (`insert ... select ... cross join generate_series`), then VACUUM ANALYZE.
 *
 * A copy k (1..copies) of a row gets the id `id + k * max(id)`; a foreign key to a table that
 * was itself copied at least as many times follows its parent's copy k (`col + k * parent's
 * max(id)`), so a client's copy has its contacts', invoices', payments' copies; a key to a table
 * copied fewer times (or not at all) keeps the original parent. Unique columns get a per-copy
 * value. Volumes, about those of the large seed (src/db/seed/context.ts):
 * - clients x100 (20,000) with contacts, sites, services, invoices, payments, credit notes,
 *   events and recovery notes; invoice lines x20; cfr users x60 (~10,000); regular missions
 *   x38 (~3,000);
 * - workers x33 (~2,000) with their events, shifts (~50,000 over the seed's five weeks) and
 *   times, the shifts then copied 3 blocks of 35 days back (~200,000, 20 weeks) with the first
 *   block's missions (~200,000);
 * - vehicles x17 (~500) with comments; chat messages x170 in the same rooms (~100,000);
 *   admin events 200,000 over a year; 20,000 mails in the outbox.
 * The whole fill is one transaction (the clients' billing contact key is deferred).
 */
export async function fillRealisticVolumes(database: Database, options: { today: Date; log?: (line: string) => void }): Promise<Record<string, number>> {
  const log = options.log ?? (() => {});
  await seedAdminEvents(database, 2_000, { today: options.today });
  const db = database as unknown as Kysely<unknown>;
  await db.transaction().execute(async (tx) => {
    const copied = new Map<string, { copies: number; max: number }>();
    const fkParents = await foreignKeyParents(tx);
    // Fast: no per-row foreign key checks nor triggers (the copies keep their keys valid by
    // construction), and the plain indexes of the filled tables made again after the inserts.
    await sql`set local session_replication_role = replica`.execute(tx);
    const indexes = await plainIndexes(tx, FILLED);
    for (const { name } of indexes) await sql.raw(`drop index "${name}"`).execute(tx);

    /** Copies of every row of `table` (or those `where` keeps), `copies` times. */
    const multiply = async (table: string, copies: number, replace: Record<string, string> = {}, where = 'true') => {
      const t = Date.now();
      const max = await maxId(tx, table);
      if (!max) return;
      const cols = await columns(tx, table);
      const exprs = cols.map((c) => {
        if (replace[c] !== undefined) return replace[c];
        if (c === 'id') return `s.id + k * ${max}`;
        const parent = fkParents.get(`${table}.${c}`);
        const p = parent && copied.get(parent);
        if (p && p.copies >= copies) return `s."${c}" + k * ${p.max}`;
        return `s."${c}"`;
      });
      await sql
        .raw(
          `insert into ${table} (${cols.map((c) => `"${c}"`).join(', ')}) select ${exprs.join(', ')}
           from ${table} s cross join generate_series(1, ${copies}) k where s.id <= ${max} and (${where})`,
        )
        .execute(tx);
      copied.set(table, { copies, max });
      log(`${table} x${copies}: ${Date.now() - t} ms`);
    };

    // Clients and what hangs from them.
    const K = await maxId(tx, 'client_contacts');
    await multiply('clients', 100, {
      business_code: `s.business_code || '-' || k`,
      name: `s.name || ' ' || k`,
      billing_contact_id: `s.billing_contact_id + k * ${K}`,
    });
    await multiply('client_contacts', 100);
    await multiply('sites', 100);
    await multiply('services', 100);
    // Numbers by the copy's id: past the seed's numbers of the year (at most one per invoice).
    const I = await maxId(tx, 'invoices');
    await multiply('invoices', 100, { invoice_number: `'INV-' || to_char(s.issued_on, 'YYYY') || '-' || lpad((s.id + k * ${I})::text, 6, '0')` });
    await multiply('invoice_lines', 20);
    await multiply('payments', 100);
    await multiply('credit_notes', 100, {
      number: `'CN-' || to_char(s.issued_on, 'YYYY') || '-' || lpad((s.id + k * ${await maxId(tx, 'credit_notes')})::text, 6, '0')`,
    });
    await multiply('client_events', 100);
    await multiply('recovery_notes', 100);
    await multiply('cfr_users', 60, {
      email: `k || '.' || s.email`,
      reset_token_hash: `s.reset_token_hash || k`,
    });
    await multiply('regular_missions', 38);

    // Workers, their shifts (first the seed's five weeks for each copy, then earlier weeks).
    const W = await maxId(tx, 'workers');
    await multiply('workers', 33, {
      short_code: `split_part(s.short_code, '-', 1) || '-' || lpad((s.id + k * ${W})::text, 4, '0')`,
    });
    await multiply('worker_events', 33);
    await multiply('shifts', 33);
    await multiply('missions', 33);
    await multiply('worker_times', 33);
    const S = await maxId(tx, 'shifts');
    const M = await maxId(tx, 'missions');
    const days = 35;
    await multiplyBack(tx, 'shifts', 3, S, {
      date: `s.date - ${days} * k`,
      starts_at: `s.starts_at - make_interval(days => ${days} * k)`,
      ends_at: `s.ends_at - make_interval(days => ${days} * k)`,
    });
    await multiplyBack(tx, 'missions', 1, M, { shift_id: `s.shift_id + k * ${S}` });

    await multiply('vehicles', 17, {
      short_code: `'VH-' || lpad((s.id + k * ${await maxId(tx, 'vehicles')})::text, 5, '0')`,
      plate: `s.plate || '-' || k`,
    });
    await multiply('vehicle_comments', 17);
    await multiply('messages', 170, { sent_at: `s.sent_at - make_interval(hours => k)` });
    await multiply('admin_events', 99, {
      at: `s.at - make_interval(mins => k * 37)`,
      target_id: `(1 + floor(random() * 20000))::int::text`,
    });
    await sql
      .raw(
        `insert into mail_outbox (created_at, to_addresses, subject, text_body, html_body, sent_at, status, tries, next_attempt_at, last_error)
         select now() - make_interval(mins => i * 20), array['contact' || i || '@client' || (i % 5000) || '.example'],
                'Facture INV-2026-' || lpad(i::text, 6, '0'), 'Bonjour, veuillez trouver votre facture.', null,
                case when i % 50 = 0 then null else now() - make_interval(mins => i * 20 - 1) end,
                case when i % 50 = 0 then 'failed' else 'sent' end, case when i % 50 = 0 then 8 else 1 end, null,
                case when i % 50 = 0 then '550 No such user' end
         from generate_series(1, 20000) i`,
      )
      .execute(tx);

    const t = Date.now();
    for (const { definition } of indexes) await sql.raw(definition).execute(tx);
    log(`${indexes.length} indexes made again: ${Date.now() - t} ms`);
    for (const table of FILLED) await sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`).execute(tx);
  });
  // As autovacuum leaves a table in use: statistics, and the visibility map that lets a count
  // read a narrow index alone (an index-only scan) instead of every page of the table.
  await sql`vacuum analyze`.execute(db);
  const counts = await sql<{ relname: string; n: number }>`
    select relname, reltuples::bigint as n from pg_class
    where relkind = 'r' and relnamespace = current_schema()::regnamespace and reltuples > 1000 order by relname`.execute(db);
  return Object.fromEntries(counts.rows.map((r) => [r.relname, Number(r.n)]));
}

const FILLED = ['clients', 'client_contacts', 'sites', 'services', 'invoices', 'invoice_lines', 'payments', 'credit_notes', 'client_events', 'recovery_notes', 'cfr_users', 'regular_missions', 'workers', 'worker_events', 'shifts', 'missions', 'worker_times', 'vehicles', 'vehicle_comments', 'messages', 'admin_events', 'mail_outbox'];

/** The indexes of these tables that back no constraint and are not unique: dropped and made again. */
async function plainIndexes(db: Kysely<unknown>, tables: string[]): Promise<{ name: string; definition: string }[]> {
  const r = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where t.relnamespace = current_schema()::regnamespace and t.relname = any(${tables}::text[])
      and not i.indisunique and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`.execute(db);
  return r.rows;
}

/** Copies of the rows with id <= max, k = 1..copies, the id moved past the copies before them. */
async function multiplyBack(tx: Kysely<unknown>, table: string, copies: number, max: number, replace: Record<string, string>) {
  const base = await maxId(tx, table);
  const cols = await columns(tx, table);
  const exprs = cols.map((c) => replace[c] ?? (c === 'id' ? `s.id + ${base} + (k - 1) * ${max}` : `s."${c}"`));
  await sql
    .raw(
      `insert into ${table} (${cols.map((c) => `"${c}"`).join(', ')}) select ${exprs.join(', ')}
       from ${table} s cross join generate_series(1, ${copies}) k where s.id <= ${max}`,
    )
    .execute(tx);
}

async function maxId(db: Kysely<unknown>, table: string): Promise<number> {
  return Number((await sql.raw<{ m: number | null }>(`select coalesce(max(id), 0)::int as m from ${table}`).execute(db)).rows[0].m ?? 0);
}

/** Columns an insert may name (not generated ones). */
async function columns(db: Kysely<unknown>, table: string): Promise<string[]> {
  const r = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated <> 'ALWAYS'
    order by ordinal_position`.execute(db);
  return r.rows.map((c) => c.column_name);
}

/** `table.column` -> the table it refers to by that table's id (foreign keys, composite ones too). */
async function foreignKeyParents(db: Kysely<unknown>): Promise<Map<string, string>> {
  const r = await sql<{ child: string; col: string; parent: string }>`
    select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent
    from pg_constraint c
    cross join lateral unnest(c.conkey, c.confkey) as u(ck, pk)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = u.ck
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = u.pk
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace and pa.attname = 'id'`.execute(db);
  return new Map(r.rows.map((x) => [`${x.child}.${x.col}`, x.parent]));
}
