import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../../shared';
import { route } from '../../../http/route';
import { sendBillingMonth } from '../../../repositories/finance/billing';

/** POST finance/billing/send: queues a batch of the month's unsent invoices through the mail outbox. */
export default function sendRoute(app: FastifyInstance) {
  route(app, api.billing.send, ({ body, auth }) =>
    sendBillingMonth(app.db, app.mailer, auth().user.id, body.month, contract.BILLING_SEND_BATCH),
  );
}
