import { sql, type Kysely } from 'kysely';

/**
 * The global search's columns (docs/product.md#calls-global-search): each searched table keeps
 * what the search reads, folded once at write time, with a trigram index, so that a search is one
 * indexed query per area whatever the accents, the case or the spacing of a phone number.
 *
 * - `search_fold(text)`: lower case, accents off (é -> e, ç -> c, œ -> oe...), by `translate`,
 *   not the `unaccent` extension: a plain SQL function is truly immutable (a generated column and
 *   an index may use it), needs no dictionary file and is the same on PGlite and PostgreSQL. The
 *   query's text goes through the same function, so both sides fold alike.
 * - `search_phone(text)`: the digits only, a French number written `+33 2 07...` or `0033 2 07...`
 *   read as the national `02 07...`.
 * - `search_key` (generated, stored) on clients (code, name, legal name, city, SIRET), client
 *   contacts (name, email), invoices (number, PO number), credit notes (number), workers (short
 *   code, names, email), vehicles (short code, plate, the plate without its dashes), cfr users
 *   (names, email), regular missions (name) and rooms (name); `search_digits` (generated, stored)
 *   on clients (SIRET, phone), contacts and workers (phone). Generated columns: every write
 *   keeps them, with no trigger.
 * - A GIN trigram index on each (`LIKE '%term%'` and `word_similarity` read through it).
 */
const FOLD_FROM = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźż’';
const FOLD_TO = "aaaaaaaaacccdeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz'";
if ([...FOLD_FROM].length !== [...FOLD_TO].length) throw new Error('search_fold: the two translate lists differ in length');

const KEYS: { table: string; key: string; digits?: string }[] = [
  {
    table: 'clients',
    key: `business_code || ' ' || name || ' ' || coalesce(legal_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(siret, '')`,
    digits: `search_phone(siret) || ' ' || search_phone(phone)`,
  },
  { table: 'client_contacts', key: `name || ' ' || coalesce(email, '')`, digits: `search_phone(phone_number)` },
  { table: 'invoices', key: `invoice_number || ' ' || coalesce(po_number, '')` },
  { table: 'credit_notes', key: `number` },
  {
    table: 'workers',
    key: `short_code || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '')`,
    digits: `search_phone(phone)`,
  },
  {
    table: 'vehicles',
    key: `short_code || ' ' || coalesce(plate, '') || ' ' || regexp_replace(coalesce(plate, ''), '[^[:alnum:]]', '', 'g')`,
  },
  { table: 'cfr_users', key: `first_name || ' ' || last_name || ' ' || email` },
  { table: 'regular_missions', key: `name` },
  { table: 'rooms', key: `name` },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function search_fold(t text) returns text language sql immutable strict parallel safe as $$
         select replace(replace(translate(lower(t), '${FOLD_FROM}', '${FOLD_TO.replace(/'/g, "''")}'), 'œ', 'oe'), 'æ', 'ae')
       $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function search_phone(t text) returns text language sql immutable parallel safe as $$
         select case when d ~ '^0033[1-9][0-9]{8}$' then '0' || substr(d, 5)
                     when d ~ '^33[1-9][0-9]{8}$' then '0' || substr(d, 3)
                     else d end
         from (select regexp_replace(coalesce(t, ''), '[^0-9]', '', 'g') as d) digits
       $$`,
    )
    .execute(db);
  for (const { table, key, digits } of KEYS) {
    await sql.raw(`alter table ${table} add column search_key text generated always as (search_fold(${key})) stored`).execute(db);
    await sql.raw(`create index ${table}_search_key_trgm on ${table} using gin (search_key gin_trgm_ops)`).execute(db);
    if (!digits) continue;
    await sql.raw(`alter table ${table} add column search_digits text generated always as (${digits}) stored`).execute(db);
    await sql.raw(`create index ${table}_search_digits_trgm on ${table} using gin (search_digits gin_trgm_ops)`).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, digits } of KEYS) {
    if (digits) await sql.raw(`alter table ${table} drop column search_digits`).execute(db);
    await sql.raw(`alter table ${table} drop column search_key`).execute(db);
  }
  await sql`drop function search_phone(text)`.execute(db);
  await sql`drop function search_fold(text)`.execute(db);
}
