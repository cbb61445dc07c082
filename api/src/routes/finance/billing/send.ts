import type { FastifyInstance } from 'fastify';
import { api, contract } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { sendBillingMonth } from '../../../repositories/finance/billing/issuedInvoices';

/**
 * POST finance/billing/send: queues a batch of the month's unsent invoices through the mail
 * outbox, after a fresh step-up (403 step_up_required without), as sending reminders does.
 */
export default function sendRoute(app: FastifyInstance) {
  route(app, api.billing.send, async ({ body, auth }) => {
    const who = auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return sendBillingMonth(app.db, app.mailer, who.user.id, body.month, contract.BILLING_SEND_BATCH, {
      invoiceNumbers: body.invoiceNumbers,
      clientIds: body.clientIds,
    });
  });
}
