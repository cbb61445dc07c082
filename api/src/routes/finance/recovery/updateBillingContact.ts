import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { updateBillingContact } from '../../../repositories/recovery';

/** POST finance/recovery/updateBillingContact: the billing contact's name, email, phone (version, 409 when stale). */
export default function updateBillingContactRoute(app: FastifyInstance) {
  route(app, api.finance.updateBillingContact, (ctx) =>
    updateBillingContact(app.db, ctx.auth().user.id, ctx.body),
  );
}
