/** A new room for a client (chat/addRoom), with its staff members and the client's cfr users. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../events/adminEvents';
import type { BodyOut } from '../areaTypes';
import { isUniqueViolation, requireChatUser, type RoomRow } from './access';
import { roomRow } from './roomLists';

export async function addRoom(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'addRoom'>,
): Promise<{ room: RoomRow; members: number[] }> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'name'])
    .where('id', '=', body.clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${body.clientId}`);
  const existing = await db
    .selectFrom('rooms')
    .select(['id', 'name'])
    .where('client_id', '=', client.id)
    .where('activity_status', '=', 'active')
    .executeTakeFirst();
  const duplicate = (name: string) =>
    conflict(`${client.name} already has a room: ${name}`, {
      clientId: `Already has the room "${name}"`,
    });
  if (existing) throw duplicate(existing.name);
  const others = [...new Set(body.memberIds ?? [])].filter((u) => u !== caller);
  for (const u of others) await requireChatUser(db, u, 'memberIds');
  const members = [caller, ...others];
  try {
    const roomId = await db.transaction().execute(async (tx) => {
      const room = await tx
        .insertInto('rooms')
        .values({ client_id: client.id, name: body.name ?? client.name, created_by: caller })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('room_members')
        .values(members.map((u) => ({ room_id: room.id, user_id: u })))
        .execute();
      await sql`insert into cfr_user_rooms (cfr_user_id, room_id)
        select id, ${room.id} from cfr_users where client_id = ${client.id} and activity_status = 'active'`.execute(
        tx,
      );
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.addRoom',
        targetType: 'room',
        targetId: room.id,
        summary: `Room "${body.name ?? client.name}" created for client ${client.name} with ${members.length} staff member(s)`,
      });
      await tx
        .insertInto('client_events')
        .values({
          client_id: client.id,
          user_id: caller,
          kind: 'chat_room_created',
          summary: `Chat room "${body.name ?? client.name}" created`,
          data: JSON.stringify({ roomId: room.id }),
        })
        .execute();
      return room.id;
    });
    return { room: await roomRow(db, caller, roomId), members };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('created meanwhile');
    throw err;
  }
}
