/**
 * Dunning (docs/product.md#finance-recovery): one reminder mail per client listing its overdue
 * invoices at their highest level not sent yet (domain/dunning.ts), in the client's invoicing
 * language. Each (invoice, level) is claimed by its row in `invoice_reminders` before mailing, in
 * the client's transaction, so two concurrent sends never mail it twice. Previewing and sending
 * also apply the "in recovery" rule to those clients (finance/recoveryFlags.ts).
 */
import { notFoundField } from '../domain/errors';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import type { Mailer } from '../plugins/mailer';
import { dueLevel, REMINDER_BATCH, REMINDER_LEVEL_NAMES, type ReminderLevel } from '../domain/dunning';
import { mailLanguage, mailMoney, reminderLine, reminderSubject, type MailLanguage } from '../domain/mailTexts';
import { iso } from './rowValues';
import { todayInParis } from '../domain/dates';
import { recordClientChange } from './events/clientEvents';
import { financeSettings, renderReminderText } from './finance/settings';
import { syncRecoveryFlags } from './finance/recoveryFlags';
import { disputesOf } from './finance/recoveryDispute';
import { summaryClientIds } from './finance/summary';
import type { BodyOut, ResponseOut } from './areaTypes';

type RemindersView = ResponseOut<'finance', 'getReminders'>;
type SendAnswer = ResponseOut<'finance', 'sendReminders'>;
type Mail = SendAnswer['mails'][number];
type DueInvoice = RemindersView['due'][number];
type SendBody = BodyOut<'finance', 'sendReminders'>;
type Settings = ResponseOut<'finance', 'getSettings'>;

interface OverdueRow {
  id: number;
  client_id: number;
  invoice_number: string;
  due_on: string;
  days: number;
  remaining: number;
  sent_level: number;
}

/** Overdue invoices with something remaining (of one client or all), with the highest level sent. */
async function overdueInvoices(db: Executor, asOf: string, clientId?: number): Promise<OverdueRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select i.id, i.client_id, i.invoice_number, i.due_on, (${asOf}::date - i.due_on)::int as days,
      i.remaining,
      coalesce((select max(r.level) from invoice_reminders r where r.invoice_id = i.id), 0)::int as sent_level
    from invoices i
    where i.status in ('issued', 'sent') and i.remaining > 0 and i.due_on < ${asOf}::date
      ${clientId === undefined ? sql`` : sql`and i.client_id = ${clientId}`}
    order by i.client_id, i.due_on, i.id`.execute(db);
  return rows
    .map((r) => ({
      id: r.id as number,
      client_id: r.client_id as number,
      invoice_number: r.invoice_number as string,
      due_on: r.due_on as string,
      days: Number(r.days),
      remaining: Number(r.remaining),
      sent_level: Number(r.sent_level),
    }))
    .filter((r) => r.remaining > 0);
}

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

/** `finance/recovery/getReminders`: a client's reminders sent and due. */
export async function remindersOf(db: Executor, clientId: number, asOf = todayInParis()): Promise<RemindersView> {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'invoice_language'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  const [{ dueByClient }, sent] = await Promise.all([
    dueReminders(db, asOf, clientId),
    sql<{ invoice_number: string; level: number; sent_at: Date; user_name: string | null; mail_outbox_id: number | null }>`
      select i.invoice_number, r.level, r.sent_at, u.name as user_name, r.mail_outbox_id
      from invoice_reminders r
      join invoices i on i.id = r.invoice_id
      left join staff_users u on u.id = r.user_id
      where r.client_id = ${clientId}
      order by r.sent_at desc, i.invoice_number, r.level desc
      limit 200`.execute(db),
  ]);
  return {
    asOf,
    language: mailLanguage(client.invoice_language),
    sent: sent.rows.map((r) => ({
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

async function recipients(db: Executor, clientIds: number[]) {
  if (clientIds.length === 0) return new Map<number, { to: string[]; cc: string[] }>();
  const contacts = await db
    .selectFrom('client_contacts as cc')
    .innerJoin('clients as c', 'c.id', 'cc.client_id')
    .select(['cc.client_id', 'cc.id', 'cc.email', 'cc.client_email_cc_overdue', 'c.billing_contact_id'])
    .where('cc.client_id', 'in', clientIds)
    .where('cc.email', 'is not', null)
    .orderBy('cc.id')
    .execute();
  const out = new Map<number, { to: string[]; cc: string[] }>();
  for (const id of clientIds) {
    const mine = contacts.filter((c) => c.client_id === id);
    const billing = mine.find((c) => c.id === c.billing_contact_id);
    const flagged = [...new Set(mine.filter((c) => c.client_email_cc_overdue).map((c) => c.email as string))];
    const to = billing?.email ? [billing.email] : flagged.slice(0, 1);
    const cc = flagged.filter((e) => !to.includes(e));
    out.set(id, { to, cc });
  }
  return out;
}

/** The clients a send is limited to: one, the explicit list (404 naming clientIds for an unknown one) and/or the page's filters. */
async function chosenClients(db: Executor, b: SendBody): Promise<Set<number> | null> {
  let chosen: Set<number> | null = null;
  if (b.clientId !== undefined) {
    const exists = await db.selectFrom('clients').select('id').where('id', '=', b.clientId).executeTakeFirst();
    if (!exists) throw notFoundField('clientId', `No such client: ${b.clientId}`);
    chosen = new Set([b.clientId]);
  }
  if (b.clientIds) {
    const ids = [...new Set(b.clientIds)];
    const known = await db.selectFrom('clients').select('id').where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw notFoundField('clientIds', `No such client: ${missing.join(', ')}`);
    chosen = new Set(ids);
  }
  if (b.filters) {
    const inFilters = await summaryClientIds(db, b.filters);
    chosen = chosen ? new Set([...chosen].filter((id) => inFilters.has(id))) : inFilters;
  }
  return chosen;
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
  userId: number,
  request: SendBody,
  asOf = todayInParis(),
): Promise<SendAnswer> {
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
  const names = ids.length
    ? await db
        .selectFrom('clients')
        .select(['id', 'business_code', 'name', 'invoice_language'])
        .where('id', 'in', ids)
        .execute()
    : [];
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

/** Every client disputing its debt (a few at most), with its dispute. */
async function allDisputes(db: Executor) {
  const { rows } = await sql<{ id: number }>`select id from clients where dispute_since is not null`.execute(db);
  return disputesOf(
    db,
    rows.map((r) => r.id),
  );
}

/** One client's mail: claim each (invoice, level), mail what was claimed, record it. */
async function sendOne(db: Database, mailer: Mailer, userId: number, m: Mail, settings: Settings): Promise<Mail> {
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ invoice_id: number; level: number }>`
      insert into invoice_reminders (invoice_id, level, client_id, user_id)
      values ${sql.join(m.invoices.map((i) => sql`(${i.invoiceId}, ${i.level}, ${m.clientId}, ${userId})`))}
      on conflict (invoice_id, level) do nothing
      returning invoice_id, level`.execute(tx);
    const claimed = new Set(rows.map((r) => `${r.invoice_id}:${r.level}`));
    const invoices = m.invoices.filter((i) => claimed.has(`${i.invoiceId}:${i.level}`));
    if (invoices.length === 0) return { ...m, invoices: [], problem: 'Already sent (by another send at the same time)' };
    const { subject, text } = mailText(m.name, m.language, invoices, settings);
    const outboxId = await mailer.queue({ to: m.to, cc: m.cc, subject, text }, tx);
    await sql`update invoice_reminders set mail_outbox_id = ${outboxId}
      where (invoice_id, level) in (${sql.join(invoices.map((i) => sql`(${i.invoiceId}, ${i.level})`))})`.execute(tx);
    await recordClientChange(tx, {
      clientId: m.clientId,
      businessCode: m.businessCode,
      userId,
      kind: 'reminder',
      action: 'finance.sendReminders',
      summary: `${REMINDER_LEVEL_NAMES[topLevel(invoices)]} sent to ${m.to.join(', ')}${m.cc.length ? ` (cc ${m.cc.join(', ')})` : ''}: ${invoices.map((i) => `${i.invoiceNumber} (${REMINDER_LEVEL_NAMES[i.level]})`).join(', ')}`,
      data: { outboxId, invoices: invoices.map((i) => ({ invoiceId: i.invoiceId, level: i.level })) },
    });
    return { ...m, subject, text, invoices, outboxId };
  });
}
