import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { sendTicket, SUPPORT_EMAIL } from '../../repositories/chat';

/**
 * POST ticket/sendEmail: a support ticket mailed through the mailer (captured in mail_outbox
 * when no SMTP is set), stored in `tickets`, recorded as a client event when it is about a
 * client (given, or the room's) and as an admin event.
 */
export default function sendEmailRoute(app: FastifyInstance) {
  route(app, api.chat.sendEmail, ({ body, auth }) =>
    sendTicket(app.db, {
      caller: auth().user.id,
      body,
      to: body.to ?? SUPPORT_EMAIL,
      send: (tx, mail) => app.mailer.send(mail, tx),
    }),
  );
}
