/**
 * The outbox's sender (docs/architecture.md#mail), a round at a time (jobs/mailSender.ts runs
 * the rounds): each due mail is claimed by one statement (`FOR UPDATE SKIP LOCKED`, marked
 * `sending` until a deadline) so several processes never send one mail twice, and no transaction
 * stays open while the SMTP server answers. Outcomes, retries and the sealed bodies of mails that
 * carry a secret are described there.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MailAttachment, MailStatus } from '../db/schema/auth';
import { openMailBody, type MailBody } from './sealedBody';

/** Mails claimed by one statement. */
const BATCH = 10;
/** The longest wait between two tries. */
const MAX_RETRY_MS = 3_600_000;

export interface MailSenderLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailSenderOptions {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailSender' | 'totpKey'>;
  /** Another transport (tests); by default SMTP_URL's, or nodemailer's JSON transport without it. */
  transport?: Transporter;
  /** Whether a mail handed to the transport only stays in the outbox (`captured`); default: no SMTP_URL. */
  captures?: boolean;
  log?: MailSenderLog;
}

/** What one round did. */
export interface SendRound {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailSender {
  /** Claims and sends the due mails, batch after batch, until none is due. */
  runOnce(): Promise<SendRound>;
  /** Closes the transport (its SMTP connections): call it once no round is under way any more. */
  close(): void;
}

interface Claimed {
  id: number;
  to_addresses: string[];
  cc_addresses: string[];
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachment[] | string;
  sealed_body: string | null;
  tries: number;
}

const silent: MailSenderLog = { info() {}, warn() {}, error() {} };

/** The SMTP transport of SMTP_URL, with time-outs: a silent server fails the try instead of holding it. */
export function smtpTransport(smtpUrl: string, timeoutMs: number): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
}

/** The wait before try `tries + 1`, after `tries` failed ones. */
export function retryDelayMs(tries: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, tries - 1), MAX_RETRY_MS);
}

/** What a failed try keeps: the SMTP answer when there is one, else the error; one line, at most 500 characters. */
function describe(error: unknown): string {
  const e = error as { message?: string; response?: string; code?: string };
  const text = e.response || e.message || String(error);
  return `${e.code ? `${e.code}: ` : ''}${text}`.replace(/\s+/g, ' ').slice(0, 500);
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, config } = options;
  const settings = config.mailSender;
  const log = options.log ?? silent;
  const captures = options.captures ?? !config.smtpUrl;
  const transport =
    options.transport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl, settings.smtpTimeoutMs) : nodemailer.createTransport({ jsonTransport: true }));
  // A try longer than this is abandoned (counted as failed); the claim lasts longer still, so
  // that no other sender takes a mail whose try may still be under way.
  const tryLimitMs = Math.max(4 * settings.smtpTimeoutMs, 60_000);
  const claimMs = 2 * tryLimitMs;

  async function claim(): Promise<Claimed[]> {
    const { rows } = await sql<Claimed>`update mail_outbox m
        set status = 'sending', tries = m.tries + 1,
            next_attempt_at = now() + make_interval(secs => ${claimMs / 1000})
      from (select id from mail_outbox
            where status in ('queued', 'sending') and next_attempt_at <= now()
            order by next_attempt_at, id limit ${BATCH}
            for update skip locked) due
      where m.id = due.id
      returning m.id, m.to_addresses, m.cc_addresses, m.subject, m.text_body, m.html_body, m.attachments, m.sealed_body, m.tries`.execute(db);
    return rows;
  }

  /** Settles a claimed mail, only if it is still this claim's (same try, still sending). */
  function settle(mail: Claimed, set: Record<string, unknown>) {
    return db
      .updateTable('mail_outbox')
      .set(set)
      .where('id', '=', mail.id)
      .where('status', '=', 'sending')
      .where('tries', '=', mail.tries)
      .executeTakeFirst();
  }

  async function fail(mail: Claimed, error: string, final: boolean) {
    const last = final || mail.tries >= settings.maxTries;
    await settle(mail, {
      status: (last ? 'failed' : 'queued') satisfies MailStatus,
      last_error: error,
      next_attempt_at: last ? null : sql`now() + make_interval(secs => ${retryDelayMs(mail.tries, settings.retryBaseMs) / 1000})`,
      ...(last ? { sealed_body: null } : {}),
    });
    if (last) log.error({ outboxId: mail.id, tries: mail.tries, error }, 'a mail could not be sent: failed, not tried again');
    else log.warn({ outboxId: mail.id, tries: mail.tries, error }, 'a mail could not be sent: tried again later');
    return last ? 'failed' : 'retried';
  }

  async function sendOne(mail: Claimed): Promise<keyof SendRound> {
    let body: MailBody = { subject: mail.subject, text: mail.text_body, html: mail.html_body ?? undefined };
    if (mail.sealed_body) {
      try {
        body = openMailBody(mail.sealed_body, config.totpKey, { id: mail.id, to: mail.to_addresses, cc: mail.cc_addresses });
      } catch (error) {
        return fail(mail, `${describe(error)}: ask for a new mail`, true);
      }
    }
    const attachments = (typeof mail.attachments === 'string' ? JSON.parse(mail.attachments) : mail.attachments) as MailAttachment[];
    let timer: NodeJS.Timeout | undefined;
    try {
      const info = await Promise.race([
        transport.sendMail({
          from: config.mailFrom,
          to: mail.to_addresses,
          cc: mail.cc_addresses.length ? mail.cc_addresses : undefined,
          subject: body.subject,
          text: body.text,
          html: body.html,
          attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })),
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`No answer from the mail server within ${tryLimitMs / 1000} s`)), tryLimitMs);
        }),
      ]);
      await settle(mail, {
        status: (captures ? 'captured' : 'sent') satisfies MailStatus,
        sent_at: new Date(),
        transport_message_id: String(info.messageId ?? '') || null,
        transport_response: typeof info.response === 'string' ? info.response.slice(0, 500) : null,
        last_error: null,
        next_attempt_at: null,
        sealed_body: null,
      });
      return 'sent';
    } catch (error) {
      return fail(mail, describe(error), false);
    } finally {
      clearTimeout(timer);
    }
  }

  async function runOnce(): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await claim();
      for (const mail of claimed) round[await sendOne(mail)]++;
      if (claimed.length < BATCH) return round;
    }
  }

  return {
    runOnce,
    close() {
      transport.close();
    },
  };
}
