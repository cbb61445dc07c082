/**
 * The other areas' searches, one statement each on the trigram index of 0069: workers (short
 * code, names, email, phone), vehicles (short code, plate), client-side users (names, email),
 * regular missions (name) and chat rooms (name; only the rooms the caller is a member of, the
 * ones whose history they may open).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import type { SearchHit } from '@courier/shared/contract';
import { matches, parts, nearnessOf, rankOf, termsCte, toHit, type HitRow, type SearchTerms } from './terms';

async function hits(db: Executor, query: RawBuilder<HitRow>): Promise<SearchHit[]> {
  const { rows } = await query.execute(db);
  return rows.map((r) => toHit(r));
}

export function searchWorkers(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  return hits(
    db,
    sql<HitRow>`with ${termsCte(t)}
    select 'worker' as kind, w.id, w.first_name || ' ' || w.last_name as title,
      ${parts('w.short_code', 'w.phone', 'w.email', "case when w.activity_status = 'inactive' then 'inactive' end")} as subtitle,
      w.short_code as code, null as ref
    from workers w, t where ${matches(t, 'w.search_key', 'w.search_digits')}
    order by ${rankOf('w.search_key')}, ${nearnessOf('w.search_key')}, w.activity_status, w.last_name, w.first_name, w.id
    limit ${t.limit}`,
  );
}

export function searchVehicles(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  return hits(
    db,
    sql<HitRow>`with ${termsCte(t)}
    select 'vehicle' as kind, v.id, v.short_code as title,
      ${parts('v.plate', "case when v.activity_status = 'inactive' then 'inactive' end")} as subtitle,
      v.short_code as code, null as ref
    from vehicles v, t where ${matches(t, 'v.search_key')}
    order by ${rankOf('v.search_key')}, ${nearnessOf('v.search_key')}, v.activity_status, v.short_code, v.id
    limit ${t.limit}`,
  );
}

export function searchCfrUsers(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  return hits(
    db,
    sql<HitRow>`with ${termsCte(t)}
    select 'cfrUser' as kind, u.id, u.first_name || ' ' || u.last_name as title,
      ${parts('u.email', 'c.name', "case when u.activity_status = 'inactive' then 'inactive' end")} as subtitle,
      u.id::text as code, null as ref
    -- The best users first, their client joined to those few only.
    from (select u.*, ${rankOf('u.search_key')} as rank, ${nearnessOf('u.search_key')} as near
      from cfr_users u, t where ${matches(t, 'u.search_key')}
      order by rank, near, u.activity_status, u.last_name, u.first_name, u.id limit ${t.limit}) u
    join clients c on c.id = u.client_id
    order by u.rank, u.near, u.activity_status, u.last_name, u.first_name, u.id`,
  );
}

export function searchRegularMissions(db: Executor, t: SearchTerms): Promise<SearchHit[]> {
  return hits(
    db,
    sql<HitRow>`with ${termsCte(t)}
    select 'regularMission' as kind, m.id, m.name as title,
      ${parts('m.client_name', "case when not m.is_active then 'inactive' end")} as subtitle, m.id::text as code, null as ref
    from regular_missions m, t where ${matches(t, 'm.search_key')}
    order by ${rankOf('m.search_key')}, ${nearnessOf('m.search_key')}, m.is_active desc, m.name, m.id
    limit ${t.limit}`,
  );
}

export function searchChatRooms(db: Executor, userId: number, t: SearchTerms): Promise<SearchHit[]> {
  return hits(
    db,
    sql<HitRow>`with ${termsCte(t)}
    select 'chatRoom' as kind, r.id, r.name as title,
      ${parts("coalesce(c.name, 'Internal room')", "case when r.activity_status = 'inactive' then 'inactive' end")} as subtitle,
      r.id::text as code, null as ref
    from rooms r join room_members m on m.room_id = r.id and m.user_id = ${userId}
    left join clients c on c.id = r.client_id, t
    where ${matches(t, 'r.search_key')}
    order by ${rankOf('r.search_key')}, ${nearnessOf('r.search_key')}, r.activity_status, r.name, r.id
    limit ${t.limit}`,
  );
}
