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
}

export interface Mailer {
  /** Sends a mail and keeps a copy in mail_outbox; returns the outbox row id. */
  send(mail: Mail, db?: Executor): Promise<number>;
  /** True when mails really leave (SMTP_URL set); false when only captured in the outbox. */
  readonly delivers: boolean;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise its jsonTransport, so in the demo
 * and in tests every mail is only captured in mail_outbox (docs/product.md#mail).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, database: Database): Mailer {
  const transport: Transporter = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    delivers: Boolean(config.smtpUrl),
    async send(mail, db = database) {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_addresses: mail.to,
          cc_addresses: mail.cc ?? [],
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
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
