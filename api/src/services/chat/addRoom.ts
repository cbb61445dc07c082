/**
 * POST chat/addRoom (docs/product.md#chat): one active room per client (409 naming clientId),
 * with the caller and the chosen staff as members and the client's client-side users; the admin
 * event and the client's timeline event in the same transaction.
 */
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { recordClientEvent } from '../../repositories/events/clientEvents';
import type { BodyOut } from '../../repositories/areaTypes';
import { isUniqueViolation, requireChatUser, type RoomRow } from '../../repositories/chat/access';
import { roomRow } from '../../repositories/chat/roomLists';
import { activeRoomOfClient, findClient, insertClientRoom } from '../../repositories/chat/addRoom';

export async function addRoom(
  db: Database,
  caller: number,
  body: BodyOut<'chat', 'addRoom'>,
): Promise<{ room: RoomRow; members: number[] }> {
  const client = await findClient(db, body.clientId);
  if (!client) throw notFoundField('clientId', `No such client: ${body.clientId}`);
  const duplicate = (name: string) =>
    conflict(`${client.name} already has a room: ${name}`, { clientId: `Already has the room "${name}"` });
  const existing = await activeRoomOfClient(db, client.id);
  if (existing) throw duplicate(existing.name);
  const others = [...new Set(body.memberIds ?? [])].filter((u) => u !== caller);
  for (const u of others) await requireChatUser(db, u, 'memberIds');
  const members = [caller, ...others];
  const name = body.name ?? client.name;
  try {
    const roomId = await db.transaction().execute(async (tx) => {
      const id = await insertClientRoom(tx, { clientId: client.id, name, createdBy: caller, members });
      await recordAdminEvent(tx, {
        userId: caller,
        action: 'chat.addRoom',
        targetType: 'room',
        targetId: id,
        summary: `Room "${name}" created for client ${client.name} with ${members.length} staff member(s)`,
        data: { room: name, client: client.name, members: members.length },
      });
      await recordClientEvent(tx, {
        clientId: client.id,
        userId: caller,
        kind: 'chat_room_created',
        summary: `Chat room "${name}" created`,
        data: { roomId: id },
      });
      return id;
    });
    return { room: await roomRow(db, caller, roomId), members };
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('created meanwhile');
    throw err;
  }
}
