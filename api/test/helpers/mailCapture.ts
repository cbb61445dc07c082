import nodemailer, { type Transporter } from 'nodemailer';

/** A mail as the transport was handed it: what the recipient's mailbox would receive. */
export interface HandedMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * A nodemailer transport that keeps what it is handed instead of sending it: the mailer still
 * composes, stores and sends through nodemailer as in production; only the last hop (SMTP) is
 * replaced, so a test can read what a recipient would get.
 */
export function captureTransport(): { transport: Transporter; handed: HandedMail[] } {
  const handed: HandedMail[] = [];
  const transport = nodemailer.createTransport({
    name: 'capture',
    version: '1',
    send(mail, callback) {
      const d = mail.data;
      const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String);
      handed.push({ to: list(d.to), subject: String(d.subject), text: String(d.text), html: d.html === undefined ? undefined : String(d.html) });
      callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() });
    },
  });
  return { transport, handed };
}
