import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { removeMember } from '../../repositories/chat/roomMembers';

/** POST chat/removeMember: the removed user's list changes live; they receive nothing of the room afterwards. */
export default function removeMemberRoute(app: FastifyInstance) {
  route(app, api.chat.removeMember, async ({ body, auth }) => {
    const members = await removeMember(app.db, auth().user.id, body);
    await app.realtime.publish({ to: [body.userId, ...members.staff.map((s) => s.id)], event: { type: 'conversations' } });
    return members;
  });
}
