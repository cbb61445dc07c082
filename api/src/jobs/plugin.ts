/**
 * Starts and stops the background work of an API process (docs/architecture.md#background-jobs):
 * the invoicing run is always there (a call starts it); the outbox's sender and the daily
 * recovery flags run on their own, so only in the server (`buildApp({ backgroundJobs })`), once
 * the app is ready. When the app closes every job stops (the runs after their batch).
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
