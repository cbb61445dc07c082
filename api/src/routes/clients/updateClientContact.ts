import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { saveContact } from '../../repositories/clients';

/** POST clients/updateClientContact?editedContact=: adds a contact, or edits that one. */
export default function updateClientContactRoute(app: FastifyInstance) {
  route(app, api.clients.updateClientContact, (ctx) => saveContact(app.db, ctx.auth().user.id, ctx.query.editedContact, ctx.body));
}
