/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): a user's page, also the answer of
 * every change of a user.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFound } from '../../domain/errors';
import { iso, isoOrNull } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { type Base, toRow, usersBase } from './list';

type CfrUserDetail = ResponseOut<'cfrUsers', 'getUser'>;

interface DetailRow extends Base {
  inactivated_at: Date | string | null;
  reset_expires_at: Date | string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  chat_rooms_ids: number[];
  client_rooms: { id: number; name: string }[];
  open_sessions: number;
}

/**
 * A user's page (GET users/cfr/{id}, and the answer of every change of a user): one query, the
 * user joined to its client, site and service, its rooms, its client's rooms and its open
 * sessions as sub-selects; 404 when unknown. A reset link is shown pending while its expiry lies ahead.
 */
export async function getCfrUserDetail(db: Executor, id: number): Promise<CfrUserDetail> {
  const r = await usersBase(db)
    .select([
      'u.inactivated_at',
      'u.reset_expires_at',
      'u.version',
      'u.created_at',
      'u.updated_at',
      sql<number[]>`coalesce((select json_agg(ur.room_id order by ur.room_id) from cfr_user_rooms ur where ur.cfr_user_id = u.id), '[]'::json)`.as(
        'chat_rooms_ids',
      ),
      sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
        from rooms r where r.client_id = u.client_id), '[]'::json)`.as('client_rooms'),
      sql<number>`(select count(*) from cfr_user_sessions cs where cs.cfr_user_id = u.id and cs.revoked_at is null)::int`.as('open_sessions'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound(`No such client-side user: ${id}`);
  const d = r as DetailRow;
  const stored = isoOrNull(d.reset_expires_at);
  const pending = stored !== null && new Date(stored).getTime() > Date.now();
  return {
    ...toRow(d),
    chatRoomsIds: d.chat_rooms_ids,
    clientRooms: d.client_rooms,
    inactivatedAt: isoOrNull(d.inactivated_at),
    resetExpiresAt: pending ? stored : null,
    openSessions: Number(d.open_sessions),
    version: d.version,
    createdAt: iso(d.created_at),
    updatedAt: iso(d.updated_at),
  };
}
