/**
 * The invoicing run in the background (docs/product.md#invoicing-run): `start` claims the
 * month's run (services/finance/invoicingRun.ts: 409 while another is alive, in this process or
 * another) and answers it at once; its clients are then billed here, a batch per transaction,
 * while the page polls getRun. The run's state is the database's (`billing_runs`, its heartbeat
 * written by each batch), not this process's: when the app closes, the runs under way stop
 * after their batch and stay `running`; once their heartbeat is older than STALE_RUN_SECONDS,
 * the next issue, from any process, takes them over and bills the clients left.
 */
import type { Database } from '../db/database';
import { closeFacturXThreads } from '../domain/facturx/threads';
import { todayInParis } from '../domain/dates';
import type { ResponseOut } from '../repositories/areaTypes';
import { continueRun, startRun } from '../services/finance/invoicingRun';

export interface InvoicingRunJob {
  /** Claims the month's run (409 while another is alive) and bills its clients in the background; returns the run as claimed. */
  start(userId: number, month: string): Promise<ResponseOut<'billing', 'issue'>>;
  /**
   * The app closes: the runs under way stop after the batch under way (the app waits for them),
   * then the threads that render the documents end.
   */
  stop(): Promise<void>;
}

export function invoicingRunJob(db: Database, log: { error(obj: object, msg: string): void }): InvoicingRunJob {
  // The runs this process started and still bills.
  const running = new Set<Promise<unknown>>();
  const closing = new AbortController();
  return {
    async start(userId, month) {
      const { run, clients } = await startRun(db, userId, month);
      const work = continueRun(db, run.id, userId, month, clients, { today: todayInParis(), signal: closing.signal })
        .catch((err: unknown) => log.error({ err, runId: run.id }, 'invoicing run failed'))
        .finally(() => running.delete(work));
      running.add(work);
      return run;
    },
    async stop() {
      closing.abort();
      await Promise.allSettled([...running]);
      await closeFacturXThreads();
    },
  };
}
