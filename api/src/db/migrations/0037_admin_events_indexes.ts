import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the Settings area's plain queries (no lists held in memory).
 *
 * - adminEvents/getAdminEvents walks the filter's index newest first: (at), (action, at),
 *   (user_id, at), (user_id, action, at), (target_type, at), (target_type, target_id, at)
 *   exist already (migrations 0001, 0003, 0007), each followed by `id desc` for a stable order
 *   and the keyset cursor. Added here: (user_id, target_type, at, id), what one user changed
 *   in one kind of row (the user filter with a target type, as the Settings screens link it).
 * - outbox/getMails: newest first by (created_at desc, id desc), and its search (contains, in
 *   the subject or the addresses, case folded) on a trigram index of one immutable expression
 *   `mail_outbox_search_text(...)` that the query uses as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists admin_events_user_type_at_idx
    on admin_events (user_id, target_type, at desc, id desc)`.execute(db);
  await sql`create index if not exists mail_outbox_created_id_idx on mail_outbox (created_at desc, id desc)`.execute(db);
  // The subject, a separator no search holds (control characters are taken out of searches),
  // then the addresses (to, then cc) joined by spaces, all lower case.
  await sql`create or replace function mail_outbox_search_text(subject text, to_addresses text[], cc_addresses text[])
    returns text language sql immutable parallel safe
    as $$ select lower(subject) || chr(1) || lower(array_to_string(to_addresses || cc_addresses, ' ')) $$`.execute(db);
  await sql`create index if not exists mail_outbox_search_trgm on mail_outbox
    using gin (mail_outbox_search_text(subject, to_addresses, cc_addresses) gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists mail_outbox_search_trgm`.execute(db);
  await sql`drop function if exists mail_outbox_search_text(text, text[], text[])`.execute(db);
  await sql`drop index if exists mail_outbox_created_id_idx`.execute(db);
  await sql`drop index if exists admin_events_user_type_at_idx`.execute(db);
}
