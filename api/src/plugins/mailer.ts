import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { sealMailBody } from '../mail/sealedBody';

export interface Mail {
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType?: string; content: Buffer }[];
  /**
   * The secrets this mail carries (a reset link's token, a one-time password): the recipient's
   * mailbox gets them, the outbox keeps `[redacted]` in their place, in the subject, the text and
   * the html (docs/security.md). Whoever composes a mail with a secret names it here.
   */
  secrets?: string[];
}

/** What the outbox keeps in place of a secret. */
export const REDACTED = '[redacted]';

/** The forms a secret may take in a mail: as written, URL-encoded (in a link), HTML-escaped (in html). */
function secretForms(secret: string): string[] {
  const html = secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return [...new Set([secret, encodeURIComponent(secret), html])].sort((a, b) => b.length - a.length);
}

/**
 * The mail as the outbox shows it: every secret replaced by `[redacted]`. A secret shorter than 8
 * characters is refused (it would blot out ordinary words), and so is a secret in an attachment,
 * whose bytes cannot be redacted: such a mail is never queued.
 */
export function redactSecrets(mail: Mail): Pick<Mail, 'subject' | 'text' | 'html'> {
  const secrets = mail.secrets ?? [];
  for (const secret of secrets) {
    if (secret.length < 8) throw new Error('A mail secret must be at least 8 characters long');
    if ((mail.attachments ?? []).some((a) => a.content.includes(secret))) throw new Error('A mail secret cannot be in an attachment');
  }
  const forms = secrets.flatMap(secretForms);
  const redact = (text: string) => forms.reduce((t, form) => t.split(form).join(REDACTED), text);
  return { subject: redact(mail.subject), text: redact(mail.text), html: mail.html === undefined ? undefined : redact(mail.html) };
}

export interface Mailer {
  /**
   * Queues a mail in `db`, the transaction that decides it (a mail of a rolled back action is
   * never sent), and returns its outbox row id. Nothing is sent here: the sender
   * (mail/sender.ts) sends it after commit, retrying on failure, so a slow or failing SMTP
   * server never slows nor undoes the action.
   */
  queue(mail: Mail, db?: Executor): Promise<number>;
  /** Calls `listener` after each mail queued (before its transaction commits): server.ts wakes the sender after the response. */
  onQueued(listener: () => void): void;
}

/**
 * The outbox's writer (docs/architecture.md#mail). The row holds the mail with its secrets
 * redacted; a mail that carries one also keeps the mail as written sealed with the deployment's
 * key (`sealed_body`, mail/sealedBody.ts) until the sender settles it, then nothing.
 */
export function createMailer(config: Pick<Config, 'totpKey'>, database: Database): Mailer {
  const listeners: (() => void)[] = [];
  return {
    onQueued(listener) {
      listeners.push(listener);
    },
    async queue(mail, db = database) {
      const stored = redactSecrets(mail);
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_addresses: mail.to,
          cc_addresses: mail.cc ?? [],
          subject: stored.subject,
          text_body: stored.text,
          html_body: stored.html ?? null,
          attachments: JSON.stringify(
            (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })),
          ),
          status: 'queued',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (mail.secrets?.length) {
        // Sealed bound to this row and its recipients: it opens for no other row nor address.
        const sealed = sealMailBody({ subject: mail.subject, text: mail.text, html: mail.html }, config.totpKey, { id: row.id, to: mail.to, cc: mail.cc ?? [] });
        await db.updateTable('mail_outbox').set({ sealed_body: sealed }).where('id', '=', row.id).execute();
      }
      for (const listener of listeners) listener();
      return row.id;
    },
  };
}
