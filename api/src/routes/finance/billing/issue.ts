import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../../http/stepUp';
import { todayInParis } from '../../../repositories/areaHelpers';
import { continueRun, startRun } from '../../../repositories/finance/billing';
import { requireCompleteSeller } from '../../../repositories/seller';

/**
 * POST finance/billing/issue: claims the month's run (409 while another is alive), answers it
 * and bills its clients in the background, a batch of clients per transaction; the page polls
 * getRun. When the app closes, its runs stop after the batch under way. A fresh step-up is
 * required (403 step_up_required without): issuing makes legal documents. 409 naming what is
 * missing while the seller identity is incomplete.
 */
export default function issueRoute(
  app: FastifyInstance,
  running: Set<Promise<unknown>>,
  closing: AbortSignal,
) {
  route(app, api.billing.issue, async ({ body, auth }) => {
    const who = auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    // Every invoice names the seller: none is issued while its identity is incomplete (409).
    await requireCompleteSeller(app.db);
    const userId = who.user.id;
    const { run, clients } = await startRun(app.db, userId, body.month);
    const work = continueRun(app.db, run.id, userId, body.month, clients, {
      today: todayInParis(),
      signal: closing,
    })
      .catch((err: unknown) => app.log.error({ err, runId: run.id }, 'invoicing run failed'))
      .finally(() => running.delete(work));
    running.add(work);
    return run;
  });
}
