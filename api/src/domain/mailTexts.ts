/**
 * The mails a client reads, in the client's invoicing language (docs/product.md#invoice-mail):
 * the invoice mail and the fixed parts of a reminder (subject, level name, one line per
 * invoice). Amounts and dates use the formats of the legal documents (domain/facturx/format.ts):
 * fr `1 234,56 €`, `31/12/2026`; en `€1,234.56`, `31 Dec 2026`. The body of a reminder is its
 * level's template in that language (finance/settings.ts). Staff-facing texts (client and
 * admin events) stay in English.
 */
import { formatDate, formatMoney } from './facturx/format';
import { LABELS } from './facturx/labels';
import type { LegalLanguage } from './facturx/types';
import type { ReminderLevel } from './dunning';

export type MailLanguage = LegalLanguage;
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['fr', 'en'];

/** `'en'` stays English; anything else (`'fr'`, an unknown value) is French, the default. */
export const mailLanguage = (value: unknown): MailLanguage => (value === 'en' ? 'en' : 'fr');

export interface ClientMail {
  subject: string;
  text: string;
}

const NBSP = '\u00a0';

/** Each level's name as the client reads it. */
export const REMINDER_LEVEL_LABELS: Record<MailLanguage, Record<ReminderLevel, string>> = {
  fr: { 1: 'Relance', 2: 'Deuxième relance', 3: 'Mise en demeure' },
  en: { 1: 'First reminder', 2: 'Second reminder', 3: 'Formal notice' },
};

export interface InvoiceMailData {
  number: string;
  /** Including VAT, cents. */
  amount: number;
  /** ISO date. */
  dueOn: string;
  poNumber: string | null;
}

/** The mail that carries an invoice's PDF (attached by the caller). */
export function invoiceMail(lang: MailLanguage, inv: InvoiceMailData): ClientMail {
  const amount = formatMoney(inv.amount, lang);
  const due = formatDate(inv.dueOn, lang);
  const po = inv.poNumber
    ? `${LABELS[lang].poNumber}${lang === 'fr' ? `${NBSP}:` : ':'} ${inv.poNumber}`
    : null;
  if (lang === 'fr')
    return {
      subject: `${LABELS.fr.invoice} ${inv.number}`,
      text: [
        'Bonjour,',
        '',
        `Veuillez trouver ci-joint la facture ${inv.number} d'un montant de ${amount} TTC, à régler au plus tard le ${due}.`,
        ...(po ? [po] : []),
        '',
        'Cordialement,',
        'Le service comptabilité',
      ].join('\n'),
    };
  return {
    subject: `${LABELS.en.invoice} ${inv.number}`,
    text: [
      'Hello,',
      '',
      `Please find attached invoice ${inv.number} of ${amount} including VAT, due on ${due}.`,
      ...(po ? [po] : []),
      '',
      'Best regards,',
      'Courier accounting',
    ].join('\n'),
  };
}

/** The subject of a client's reminder mail: the highest level in it and the client's name. */
export function reminderSubject(lang: MailLanguage, level: ReminderLevel, client: string): string {
  const name = REMINDER_LEVEL_LABELS[lang][level];
  return lang === 'fr'
    ? `${name}${NBSP}: factures impayées de ${client}`
    : `${name}: overdue invoices of ${client}`;
}

export interface ReminderLineData {
  invoiceNumber: string;
  dueOn: string;
  daysOverdue: number;
  /** Cents. */
  remaining: number;
  level: ReminderLevel;
}

/** One invoice of a reminder (the template's `{invoices}`). */
export function reminderLine(lang: MailLanguage, i: ReminderLineData): string {
  const due = formatDate(i.dueOn, lang);
  const amount = formatMoney(i.remaining, lang);
  const name = REMINDER_LEVEL_LABELS[lang][i.level];
  const days = i.daysOverdue;
  return lang === 'fr'
    ? `- ${i.invoiceNumber}, échue le ${due} (${days} jour${days > 1 ? 's' : ''} de retard)${NBSP}: ${amount} restant dû — ${name}`
    : `- ${i.invoiceNumber}, due on ${due} (${days} day${days === 1 ? '' : 's'} overdue): ${amount} remaining — ${name}`;
}

/** An amount in the mail's language (the template's `{total}`). */
export const mailMoney = (cents: number, lang: MailLanguage): string => formatMoney(cents, lang);
