import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { moneyMailStepUp } from '../../services/stepUp';
import { saveContact } from '../../repositories/clients/contacts';

/**
 * POST clients/updateClientContact?editedContact=: adds a contact, or edits that one. A change of
 * who receives invoices and reminders (billing contact, CC flags, their email) needs a step-up.
 */
export default function updateClientContactRoute(app: FastifyInstance) {
  route(app, api.clients.updateClientContact, (ctx) => {
    const who = ctx.auth();
    return saveContact(app.db, who.user.id, ctx.query.editedContact, ctx.body, moneyMailStepUp(who));
  });
}
