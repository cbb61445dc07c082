/**
 * The outbox's sender in the background (docs/architecture.md#mail): the rounds of
 * mail/sender.ts run now, then whenever a request queued a mail (woken once it is answered, so
 * its transaction has committed), and every `pollMs` when idle. Every API process runs it
 * (jobs/plugin.ts); the processes share the queue through the claim of mail/sender.ts, so
 * there is nothing to take over: a mail left `sending` by a stopped process is claimed again
 * by any sender once its deadline has passed.
 */
import type { MailSender, MailSenderLog } from '../mail/sender';

export interface MailSenderJob {
  /** Runs in the background: now, then whenever woken, and every `pollMs` when idle. */
  start(): void;
  /** A mail was queued (and its transaction committed): look now rather than at the next poll. */
  wake(): void;
  /**
   * Stops the loop and waits for the round under way, at most 5 s (a mail still being sent then
   * stays claimed until its deadline, and another sender tries it again); then closes the
   * sender's transport.
   */
  stop(): Promise<void>;
}

const silent: MailSenderLog = { info() {}, warn() {}, error() {} };

export function mailSenderJob(sender: MailSender, options: { pollMs: number; log?: MailSenderLog }): MailSenderJob {
  const log = options.log ?? silent;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = sender
      .runOnce()
      .then(
        (round) => {
          if (round.sent || round.retried || round.failed) log.info({ ...round }, 'mails sent from the outbox');
        },
        (error: unknown) => log.error({ err: error }, 'the mail sender could not read the outbox; it tries again at the next poll'),
      )
      .finally(() => {
        running = undefined;
        if (started) schedule(again ? 0 : options.pollMs);
        again = false;
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (wait = setTimeout(resolve, 5000)))]);
      clearTimeout(wait);
      sender.close();
    },
  };
}
