import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getAttachment, getMail, listMails } from '../../repositories/outbox';

/** The outbox (Settings area): mails queued, sent, captured or failed, read-only; mail/sender.ts sends them. */
export default async function outboxRoutes(app: FastifyInstance) {
  route(app, api.settings.getMails, ({ query }) => listMails(app.db, query));
  route(app, api.settings.getMail, ({ query }) => getMail(app.db, query.id));
  route(app, api.settings.getAttachment, ({ query }) => getAttachment(app.db, query.id, query.index));
}
