import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { remindersOf } from '../../../repositories/reminders';

/** GET finance/recovery/getReminders: a client's reminders sent and due. */
export default function getRemindersRoute(app: FastifyInstance) {
  route(app, api.finance.getReminders, (ctx) => remindersOf(app.db, ctx.query.clientId));
}
