/**
 * Dunning (docs/product.md#finance-recovery): one reminder mail per client listing its overdue
 * invoices at their highest level not sent yet (domain/dunning.ts), in the client's invoicing
 * language. Each (invoice, level) is claimed by its row in `invoice_reminders` before mailing, in
 * the client's transaction, so two concurrent sends never mail it twice. Previewing and sending
 * also apply the "in recovery" rule to those clients (recoveryFlags.ts).
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Mailer } from '../../plugins/mailer';
import type { AuthContext } from '../../types';
import { dueLevel, REMINDER_BATCH, REMINDER_LEVEL_NAMES, type ReminderLevel } from '../../domain/dunning';
import { mailLanguage, mailMoney, reminderLine, reminderSubject, type MailLanguage } from '../../domain/mailTexts';
import { todayInParis } from '../../domain/dates';
import { iso } from '../../repositories/rowValues';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { financeSettings, renderReminderText } from '../../repositories/finance/settings';
import {
  allDisputes,
  chosenClients,
  claimReminders,
  clientLanguage,
  clientNames,
  linkReminderMail,
  overdueInvoices,
  recipients,
  sentReminders,
} from '../../repositories/reminders';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';
import { syncRecoveryFlags } from './recoveryFlags';

type RemindersView = ResponseOut<'finance', 'getReminders'>;
type SendAnswer = ResponseOut<'finance', 'sendReminders'>;
type Mail = SendAnswer['mails'][number];
type DueInvoice = RemindersView['due'][number];
type SendBody = BodyOut<'finance', 'sendReminders'>;
type Settings = ResponseOut<'finance', 'getSettings'>;

interface DueSet {
  dueByClient: Map<number, DueInvoice[]>;
  settings: Settings;
}

async function dueReminders(db: Executor, asOf: string, clientId?: number): Promise<DueSet> {
  const settings = await financeSettings(db);
  const rows = await overdueInvoices(db, asOf, clientId);
  const dueByClient = new Map<number, DueInvoice[]>();
  for (const r of rows) {
    const level = dueLevel(r.days, r.sent_level, settings);
    if (level === null) continue;
    const list = dueByClient.get(r.client_id) ?? [];
    list.push({ invoiceId: r.id, invoiceNumber: r.invoice_number, dueOn: r.due_on, daysOverdue: r.days, remaining: r.remaining, level });
    dueByClient.set(r.client_id, list);
  }
  return { dueByClient, settings };
}

/** GET finance/recovery/getReminders: a client's reminders sent and due. */
export async function remindersOf(db: Executor, clientId: number, asOf = todayInParis()): Promise<RemindersView> {
  const language = await clientLanguage(db, clientId);
  const [{ dueByClient }, sent] = await Promise.all([dueReminders(db, asOf, clientId), sentReminders(db, clientId)]);
  return {
    asOf,
    language: mailLanguage(language),
    sent: sent.map((r) => ({
      invoiceNumber: r.invoice_number,
      level: r.level as ReminderLevel,
      sentAt: iso(r.sent_at),
      userName: r.user_name,
      outboxId: r.mail_outbox_id,
    })),
    due: dueByClient.get(clientId) ?? [],
  };
}

const topLevel = (invoices: DueInvoice[]) => Math.max(...invoices.map((i) => i.level)) as ReminderLevel;

/**
 * The mail of a client, in its language: the subject names the highest level, the text is that
 * level's template with the invoices and the total in the language's formats.
 */
function mailText(
  name: string,
  language: MailLanguage,
  invoices: DueInvoice[],
  settings: Settings,
): { subject: string; text: string } {
  const top = topLevel(invoices);
  const total = invoices.reduce((s, i) => s + i.remaining, 0);
  const lines = invoices.map((i) => reminderLine(language, i));
  return {
    subject: reminderSubject(language, top, name),
    text: renderReminderText(settings, top, language, { client: name, invoices: lines, total: mailMoney(total, language) }),
  };
}

/**
 * Preview (nothing recorded) or send the reminders due; at most REMINDER_BATCH clients, oldest
 * debt first, of the chosen clients when the caller limits them. A client disputing its debt is
 * listed (with its dispute) but skipped unless it is in `includeDisputed`; the report says who
 * was sent, skipped and why, and who failed with the error, so that the page can retry them.
 */
export async function sendReminders(
  db: Database,
  mailer: Mailer,
  session: AuthContext,
  request: SendBody,
  asOf = todayInParis(),
): Promise<SendAnswer> {
  // Sending mails in the operator's name takes a fresh step-up; a preview does not.
  if (request.send) await requireFreshStepUp(db, session, STEP_UP_MAX_AGE_SECONDS);
  const userId = session.user.id;
  const chosen = await chosenClients(db, request);
  const { dueByClient, settings } = await dueReminders(db, asOf, request.clientId);
  await syncRecoveryFlags(db, chosen ? [...chosen] : undefined, asOf);
  const disputes = await allDisputes(db);
  const included = new Set(request.includeDisputed);
  const ordered = [...dueByClient]
    .filter(([id]) => !chosen || chosen.has(id))
    .sort(([a, x], [c, y]) => (x[0].dueOn < y[0].dueOn ? -1 : x[0].dueOn > y[0].dueOn ? 1 : a - c));
  // Disputing clients not chosen explicitly are held back: listed and reported, never sent, and
  // they take no place in the batch (a send never stalls behind them).
  const held = ordered.filter(([id]) => disputes.has(id) && !included.has(id)).slice(0, REMINDER_BATCH);
  const candidates = ordered.filter(([id]) => !disputes.has(id) || included.has(id));
  const batch = candidates.slice(0, REMINDER_BATCH);
  const ids = [...batch, ...held].map(([id]) => id);
  const names = await clientNames(db, ids);
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const addresses = await recipients(db, ids);
  const mails: Mail[] = [];
  const report: SendAnswer['report'] = { sent: [], skipped: [], failed: [] };
  const heldIds = new Set(held.map(([id]) => id));
  for (const [clientId, invoices] of [...batch, ...held]) {
    const client = nameOf.get(clientId)!;
    const { to, cc } = addresses.get(clientId) ?? { to: [], cc: [] };
    const problem = to.length === 0 ? 'No billing contact or contact flagged for overdue mails has an email address' : null;
    const language = mailLanguage(client.invoice_language);
    const dispute = disputes.get(clientId) ?? null;
    const preview: Mail = {
      clientId,
      businessCode: client.business_code,
      name: client.name,
      language,
      to,
      cc,
      ...mailText(client.name, language, invoices, settings),
      invoices,
      problem,
      outboxId: null,
      dispute,
    };
    const who = { clientId, businessCode: client.business_code, name: client.name };
    if (heldIds.has(clientId)) {
      report.skipped.push({ ...who, reason: `Disputes the debt: ${dispute!.reason}`, dispute });
      mails.push(preview);
      continue;
    }
    if (problem) report.skipped.push({ ...who, reason: problem, dispute });
    if (!request.send || problem) {
      mails.push(preview);
      continue;
    }
    try {
      const mail = await sendOne(db, mailer, userId, preview, settings);
      mails.push(mail);
      if (mail.outboxId !== null) report.sent.push({ ...who, outboxId: mail.outboxId });
      else report.skipped.push({ ...who, reason: mail.problem ?? 'Nothing left to send', dispute });
    } catch (e) {
      // One client's failure (its transaction rolled back) does not stop the others: reported, to retry.
      const error = e instanceof Error ? e.message : String(e);
      report.failed.push({ ...who, error });
      mails.push({ ...preview, problem: `Not sent: ${error}` });
    }
  }
  return { asOf, sent: request.send, mails, more: candidates.length > batch.length, report };
}

/** One client's mail: claim each (invoice, level), mail what was claimed, record it. */
async function sendOne(db: Database, mailer: Mailer, userId: number, m: Mail, settings: Settings): Promise<Mail> {
  return db.transaction().execute(async (tx) => {
    const claimed = await claimReminders(tx, m.clientId, userId, m.invoices);
    const invoices = m.invoices.filter((i) => claimed.has(`${i.invoiceId}:${i.level}`));
    if (invoices.length === 0) return { ...m, invoices: [], problem: 'Already sent (by another send at the same time)' };
    const { subject, text } = mailText(m.name, m.language, invoices, settings);
    const outboxId = await mailer.queue({ to: m.to, cc: m.cc, subject, text }, tx);
    await linkReminderMail(tx, outboxId, invoices);
    await recordClientChange(tx, {
      clientId: m.clientId,
      businessCode: m.businessCode,
      userId,
      kind: 'reminder',
      action: 'finance.sendReminders',
      summary: `${REMINDER_LEVEL_NAMES[topLevel(invoices)]} sent to ${m.to.join(', ')}${m.cc.length ? ` (cc ${m.cc.join(', ')})` : ''}: ${invoices.map((i) => `${i.invoiceNumber} (${REMINDER_LEVEL_NAMES[i.level]})`).join(', ')}`,
      data: {
        event: 'sent',
        outboxId,
        invoices: invoices.map((i) => ({ invoiceId: i.invoiceId, level: i.level })),
        level: topLevel(invoices),
        to: m.to.join(', '),
        cc: m.cc.join(', '),
        invoiceNumbers: invoices.map((i) => i.invoiceNumber).join(', '),
      },
    });
    return { ...m, subject, text, invoices, outboxId };
  });
}
