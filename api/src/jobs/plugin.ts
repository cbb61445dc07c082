/**
 * The background work of an API process, one file per job in this folder, started and stopped
 * here (docs/architecture.md#background-jobs):
 * - the invoicing run (invoicingRun.ts): started by a call (`app.jobs.invoicingRun.start`, from
 *   finance/billing/issue); always there, tests included;
 * - the outbox's sender (mailSender.ts) and the daily recovery flags (recoveryFlags.ts): they
 *   run on their own, so only when `scheduled` (the server, `buildApp({ backgroundJobs })`);
 *   a test app sends its mails and runs the day's work by hand.
 * The scheduled jobs start once the app is ready (the server: after its checks and warm-up,
 * just before it listens). When the app closes, all of them stop: the runs after their batch,
 * the sender after its round (at most 5 s), the timers at once. Every job is safe with several
 * API processes on one PostgreSQL, each through its own table: see each file.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailSender } from '../mail/sender';
import { invoicingRunJob, type InvoicingRunJob } from './invoicingRun';
import { mailSenderJob } from './mailSender';
import { recoveryFlagsJob } from './recoveryFlags';

export interface Jobs {
  invoicingRun: InvoicingRunJob;
}

export interface JobsOptions {
  /** Run the jobs that start on their own (the mail sender, the daily recovery flags). */
  scheduled: boolean;
}

export default fp(async function jobsPlugin(app: FastifyInstance, options: JobsOptions) {
  const invoicingRun = invoicingRunJob(app.db, app.log);
  app.decorate('jobs', { invoicingRun } satisfies Jobs);
  app.addHook('onClose', () => invoicingRun.stop());
  if (!options.scheduled) return;

  const log = app.log.child({ component: 'mail-sender' });
  const mail = mailSenderJob(createMailSender({ db: app.db, config: app.config, log }), { pollMs: app.config.mailSender.pollMs, log });
  // A request that queued a mail wakes the sender once answered (its transaction has committed by then).
  let queued = false;
  app.mailer.onQueued(() => {
    queued = true;
  });
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    mail.wake();
  });
  const recovery = recoveryFlagsJob({ db: app.db, dbKind: app.dbKind, log: app.log });

  app.addHook('onReady', async () => {
    recovery.start(); // the "in recovery" rule: now, then daily
    mail.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([recovery.stop(), mail.stop()]);
  });
});
