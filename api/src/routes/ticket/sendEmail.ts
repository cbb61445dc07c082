import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { sendTicket } from '../../repositories/chat/tickets';

/**
 * POST ticket/sendEmail: a support ticket queued in the outbox (mail_outbox, sent after commit
 * by mail/sender.ts) to the support address of the deployment (SUPPORT_EMAIL) and nowhere
 * else, stored in `tickets`, recorded as a client event when it is about a client (given, or
 * the room's) and as an admin event. Each user may send `ticketsPerUserPerHour` an hour (429).
 */
export default function sendEmailRoute(app: FastifyInstance) {
  route(
    app,
    api.chat.sendEmail,
    ({ body, auth }) =>
      sendTicket(app.db, {
        caller: auth().user.id,
        body,
        to: app.config.supportEmail,
        send: (tx, mail) => app.mailer.queue(mail, tx),
      }),
    {
      rateLimitPerUser: {
        max: app.config.rateLimit.ticketsPerUserPerHour,
        windowMs: 60 * 60_000,
        tooMany: 'Too many tickets sent from your account this hour',
      },
    },
  );
}
