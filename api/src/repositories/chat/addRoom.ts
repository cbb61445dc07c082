/**
 * A client's room (chat/addRoom), the statements: the client, its active room if any, and a new
 * room with its staff members and the client's active client-side users. The rules and events
 * are in services/chat/addRoom.ts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export function findClient(db: Executor, clientId: number) {
  return db.selectFrom('clients').select(['id', 'name']).where('id', '=', clientId).executeTakeFirst();
}

/** The client's active room, if it has one (a client has at most one). */
export function activeRoomOfClient(db: Executor, clientId: number) {
  return db
    .selectFrom('rooms')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('activity_status', '=', 'active')
    .executeTakeFirst();
}

/** Inserts the room, its staff members and the client's active client-side users; returns its id. */
export async function insertClientRoom(
  tx: Executor,
  room: { clientId: number; name: string; createdBy: number; members: number[] },
): Promise<number> {
  const row = await tx
    .insertInto('rooms')
    .values({ client_id: room.clientId, name: room.name, created_by: room.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('room_members')
    .values(room.members.map((u) => ({ room_id: row.id, user_id: u })))
    .execute();
  await sql`insert into cfr_user_rooms (cfr_user_id, room_id)
    select id, ${row.id} from cfr_users where client_id = ${room.clientId} and activity_status = 'active'`.execute(tx);
  return row.id;
}
