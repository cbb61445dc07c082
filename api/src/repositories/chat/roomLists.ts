/**
 * Rooms: the lists (chat/getRooms, chat/getAllRooms), each one query with the stored counts of
 * migration 0014_chat_unread (message_count, last_message_id, last_message_at; the reader's
 * read_count).
 */
import { notFoundField } from '../../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import type { QueryOut } from '../areaTypes';
import { ownOnly, type RoomRow } from './access';
import { unreadOf } from './unread';
import { LAST_SENDER, lastMessageOf } from './lastMessage';

/** The rooms lists answer at most this many rooms (the newest conversations first). */
const ROOMS_LIMIT = 500;

interface RoomFilter {
  userId: number;
  onlyMember: boolean;
  activityStatus?: 'active' | 'inactive' | 'all';
  search?: string | undefined;
  roomId?: number;
}

/**
 * Rooms as the lists show them, one query. A room the caller is not a member of carries only
 * what finds it (name, client, status, member counts, isMember false): no last message, no
 * sender, no unread count (0), and its place in the list does not follow its activity (member
 * rooms come first, last message first; the others by name), so polling the list tells a
 * non-member nothing of the conversation. The caller's rooms alone start from room_members by
 * user (its index).
 */
async function roomRows(db: Executor, f: RoomFilter): Promise<RoomRow[]> {
  // One room asked by id answers whatever its status (the page that offers to join it).
  const status =
    f.roomId === undefined && f.activityStatus && f.activityStatus !== 'all'
      ? sql`and r.activity_status = ${f.activityStatus}`
      : sql``;
  const search = f.search
    ? sql`and (lower(r.name) like ${containsPattern(f.search)} or lower(cl.name) like ${containsPattern(f.search)})`
    : sql``;
  const one = f.roomId !== undefined ? sql`and r.id = ${f.roomId}` : sql``;
  const from = f.onlyMember
    ? sql`room_members me join rooms r on r.id = me.room_id and me.user_id = ${f.userId}`
    : sql`rooms r left join room_members me on me.room_id = r.id and me.user_id = ${f.userId}`;
  const res = await sql<{
    id: number;
    name: string;
    client_id: number | null;
    client_name: string | null;
    activity_status: 'active' | 'inactive';
    version: number;
    member_count: number;
    cfr_count: number;
    is_member: boolean;
    unread: number;
    lm_id: number | null;
    lm_body: string | null;
    lm_sent_at: Date | null;
    lm_sender: string | null;
  }>`
    select r.id, r.name, r.client_id, cl.name as client_name, r.activity_status, r.version,
      (select count(*) from room_members x where x.room_id = r.id)::int as member_count,
      (select count(*) from cfr_user_rooms x where x.room_id = r.id)::int as cfr_count,
      (me.user_id is not null) as is_member,
      case when me.user_id is null then 0 else ${unreadOf('r', 'mr')} end as unread,
      lm.id as lm_id, lm.body as lm_body, lm.sent_at as lm_sent_at,
      ${LAST_SENDER} as lm_sender
    from ${from}
    left join lateral (select cl.name from clients cl where cl.id = r.client_id offset 0) cl on true
    left join message_reads mr on mr.user_id = ${f.userId} and mr.room_id = r.id and me.user_id is not null
    -- Each room's last message and client by key (a lateral fenced by offset 0: one index
    -- lookup per room, where a join would hash the whole table for a few hundred rooms).
    left join lateral (select lm.* from messages lm where lm.id = r.last_message_id and me.user_id is not null offset 0) lm on true
    where true ${status} ${search} ${one}
    order by case when me.user_id is not null then r.last_message_at end desc nulls last, r.name, r.id
    limit ${ROOMS_LIMIT}`.execute(db);
  return res.rows.map((r) => ({
    id: r.id,
    name: r.name,
    client: r.client_id !== null ? { id: r.client_id, name: r.client_name ?? '' } : null,
    activityStatus: r.activity_status,
    memberCount: Number(r.member_count),
    cfrUserCount: Number(r.cfr_count),
    isMember: Boolean(r.is_member),
    unread: Number(r.unread),
    lastMessage: lastMessageOf(r),
    version: r.version,
  }));
}

/** The caller's rooms (chat/getRooms), last message first, with their unread counts. */
export function listRoomsOfUser(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getRooms'>,
): Promise<RoomRow[]> {
  ownOnly(caller, query.userId, 'rooms');
  return roomRows(db, { userId: caller, onlyMember: true });
}

export function listAllRooms(
  db: Executor,
  caller: number,
  query: QueryOut<'chat', 'getAllRooms'>,
): Promise<RoomRow[]> {
  return roomRows(db, {
    userId: caller,
    onlyMember: false,
    activityStatus: query.activityStatus,
    search: query.search,
    ...(query.roomId !== undefined ? { roomId: query.roomId } : {}),
  });
}

export async function roomRow(db: Executor, caller: number, roomId: number): Promise<RoomRow> {
  const [row] = await roomRows(db, { userId: caller, onlyMember: false, roomId });
  if (!row) throw notFoundField('roomId', `No such room: ${roomId}`);
  return row;
}
