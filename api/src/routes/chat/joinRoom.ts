import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { joinRoom } from '../../repositories/chat/roomMembers';

/** POST chat/joinRoom: the caller joins an active room; every member's list changes live (counts, the joiner's new room). */
export default function joinRoomRoute(app: FastifyInstance) {
  route(app, api.chat.joinRoom, async ({ body, auth }) => {
    const { room, members } = await joinRoom(app.db, auth().user.id, body);
    await app.realtime.publish({ to: members, event: { type: 'conversations' } });
    return room;
  });
}
