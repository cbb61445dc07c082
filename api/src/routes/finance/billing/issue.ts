import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../services/stepUp';
import { requireCompleteSeller } from '../../../repositories/seller';

/**
 * POST finance/billing/issue: claims the month's run (409 while another is alive) and answers
 * it; the invoicing-run job (jobs/invoicingRun.ts) bills its clients in the background, a batch
 * of clients per transaction, and the page polls getRun. A fresh step-up is required (403
 * step_up_required without): issuing makes legal documents. 409 naming what is missing while
 * the seller identity is incomplete.
 */
export default function issueRoute(app: FastifyInstance) {
  route(app, api.billing.issue, async ({ body, auth }) => {
    const who = auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    // Every invoice names the seller: none is issued while its identity is incomplete (409).
    await requireCompleteSeller(app.db);
    return app.jobs.invoicingRun.start(who.user.id, body.month);
  });
}
