import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';

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
 * The mail as the outbox keeps it: every secret replaced by `[redacted]`. A secret shorter than 8
 * characters is refused (it would blot out ordinary words), and so is a secret in an attachment,
 * whose bytes cannot be redacted: such a mail is never sent.
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
  /** Sends a mail and keeps a copy in mail_outbox (its secrets redacted); returns the outbox row id. */
  send(mail: Mail, db?: Executor): Promise<number>;
  /** True when mails really leave (SMTP_URL set); false when only captured in the outbox. */
  readonly delivers: boolean;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise its jsonTransport, so in the demo
 * and in tests every mail is only captured in mail_outbox (docs/product.md#mail).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  database: Database,
  /** Another nodemailer transport (tests read what it was handed); SMTP_URL still decides `delivers`. */
  transport: Transporter = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true }),
): Mailer {
  return {
    delivers: Boolean(config.smtpUrl),
    async send(mail, db = database) {
      // The outbox row never holds a secret: only the transport gets the mail as written.
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        cc: mail.cc,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date(), transport_message_id: String(info.messageId ?? '') || null })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    },
  };
}
