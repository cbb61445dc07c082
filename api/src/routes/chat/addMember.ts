import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { addMember } from '../../repositories/chat/roomMembers';

/** POST chat/addMember: the added user's list of conversations changes live. */
export default function addMemberRoute(app: FastifyInstance) {
  route(app, api.chat.addMember, async ({ body, auth }) => {
    const members = await addMember(app.db, auth().user.id, body);
    await app.realtime.publish({ to: members.staff.map((s) => s.id), event: { type: 'conversations' } });
    return members;
  });
}
