import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addRoom } from '../../repositories/chat/addRoom';

/** POST chat/addRoom: a client's room; the new members' lists change live. */
export default function addRoomRoute(app: FastifyInstance) {
  route(app, api.chat.addRoom, async ({ body, auth }) => {
    const userId = auth().user.id;
    const { room, members } = await addRoom(app.db, userId, body);
    await app.realtime.publish({ to: members, event: { type: 'conversations' } });
    return room;
  });
}
