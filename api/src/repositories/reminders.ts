/**
 * Dunning's rows (docs/product.md#finance-recovery; services/finance/reminders.ts decides what is
 * due and mails it): the overdue invoices with the highest level sent, the reminders sent, the
 * recipients, and each (invoice, level) claimed by its row in `invoice_reminders`.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoice_reminders → invoice_reminders_due_insert: the client's next reminder date moves on
 *   (client_reminders_due)
 */
import { notFoundField } from '../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { disputesOf } from './finance/recoveryDispute';
import { summaryClientIds } from './finance/summary';
import type { BodyOut } from './areaTypes';

type SendBody = BodyOut<'finance', 'sendReminders'>;

export interface OverdueRow {
  id: number;
  client_id: number;
  invoice_number: string;
  due_on: string;
  days: number;
  remaining: number;
  sent_level: number;
}

/** Overdue invoices with something remaining (of one client or all), with the highest level sent. */
export async function overdueInvoices(db: Executor, asOf: string, clientId?: number): Promise<OverdueRow[]> {
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

/** The client's invoicing language; 404 naming clientId when unknown. */
export async function clientLanguage(db: Executor, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select(['id', 'invoice_language'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  return client.invoice_language;
}

/** The client's reminders sent, newest first (at most 200). */
export async function sentReminders(db: Executor, clientId: number) {
  const { rows } = await sql<{ invoice_number: string; level: number; sent_at: Date; user_name: string | null; mail_outbox_id: number | null }>`
    select i.invoice_number, r.level, r.sent_at, u.name as user_name, r.mail_outbox_id
    from invoice_reminders r
    join invoices i on i.id = r.invoice_id
    left join staff_users u on u.id = r.user_id
    where r.client_id = ${clientId}
    order by r.sent_at desc, i.invoice_number, r.level desc
    limit 200`.execute(db);
  return rows;
}

/** To: the billing contact (or the first contact flagged for overdue mails); Cc: the other flagged ones. */
export async function recipients(db: Executor, clientIds: number[]) {
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
export async function chosenClients(db: Executor, request: SendBody): Promise<Set<number> | null> {
  let chosen: Set<number> | null = null;
  if (request.clientId !== undefined) {
    const exists = await db.selectFrom('clients').select('id').where('id', '=', request.clientId).executeTakeFirst();
    if (!exists) throw notFoundField('clientId', `No such client: ${request.clientId}`);
    chosen = new Set([request.clientId]);
  }
  if (request.clientIds) {
    const ids = [...new Set(request.clientIds)];
    const known = await db.selectFrom('clients').select('id').where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw notFoundField('clientIds', `No such client: ${missing.join(', ')}`);
    chosen = new Set(ids);
  }
  if (request.filters) {
    const inFilters = await summaryClientIds(db, request.filters);
    chosen = chosen ? new Set([...chosen].filter((id) => inFilters.has(id))) : inFilters;
  }
  return chosen;
}

/** The names and languages of the clients. */
export function clientNames(db: Executor, clientIds: readonly number[]) {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('clients')
    .select(['id', 'business_code', 'name', 'invoice_language'])
    .where('id', 'in', [...clientIds])
    .execute();
}

/** Every client disputing its debt (a few at most), with its dispute. */
export async function allDisputes(db: Executor) {
  const { rows } = await sql<{ id: number }>`select id from clients where dispute_since is not null`.execute(db);
  return disputesOf(
    db,
    rows.map((r) => r.id),
  );
}

/** Claims each (invoice, level) for this send; returns those claimed (another send may hold the rest). */
export async function claimReminders(
  tx: Executor,
  clientId: number,
  userId: number,
  invoices: readonly { invoiceId: number; level: number }[],
) {
  const { rows } = await sql<{ invoice_id: number; level: number }>`
    insert into invoice_reminders (invoice_id, level, client_id, user_id)
    values ${sql.join(invoices.map((i) => sql`(${i.invoiceId}, ${i.level}, ${clientId}, ${userId})`))}
    on conflict (invoice_id, level) do nothing
    returning invoice_id, level`.execute(tx);
  return new Set(rows.map((r) => `${r.invoice_id}:${r.level}`));
}

/** The mail that carried the reminders. */
export async function linkReminderMail(
  tx: Executor,
  outboxId: number,
  invoices: readonly { invoiceId: number; level: number }[],
) {
  await sql`update invoice_reminders set mail_outbox_id = ${outboxId}
    where (invoice_id, level) in (${sql.join(invoices.map((i) => sql`(${i.invoiceId}, ${i.level})`))})`.execute(tx);
}
