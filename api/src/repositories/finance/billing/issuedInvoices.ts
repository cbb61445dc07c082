/**
 * The invoices a month's runs issued: their list, sending them batch by batch (each invoice's
 * document attached, its mail queued), and an invoice's PDF by number.
 */
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { notFound } from '../../../domain/errors';
import type { Mailer } from '../../../plugins/mailer';
import { isoOrNull } from '../../rowValues';
import { sendInvoice } from '../../invoices/send';
import { invoicePdf } from '../../documents/invoiceDocument';
import type { QueryOut } from '../../areaTypes';

export async function billingInvoices(db: Executor, q: QueryOut<'billing', 'getInvoices'>) {
  const monthStart = `${q.month}-01`;
  const { rows } = await sql<Record<string, unknown>>`
    select i.invoice_number, i.client_id, c.business_code, c.name, i.issued_on::text as issued_on, i.amount_excl_vat, i.amount,
      i.status, i.sent_at, bc.email as billing_email,
      (select count(*) from invoice_lines il where il.invoice_id = i.id)::int as lines,
      count(*) over ()::int as total,
      (count(*) filter (where i.sent_at is null) over ())::int as unsent
    from invoices i join clients c on c.id = i.client_id
    left join client_contacts bc on bc.id = c.billing_contact_id
    where i.billing_month = ${monthStart}::date
    order by i.invoice_number
    offset ${(q.page - 1) * q.pageSize} limit ${q.pageSize}`.execute(db);
  let total = rows.length ? Number(rows[0].total) : 0;
  let unsent = rows.length ? Number(rows[0].unsent) : 0;
  if (!rows.length) {
    const c = await sql<{ total: number; unsent: number }>`select count(*)::int as total,
      (count(*) filter (where sent_at is null))::int as unsent from invoices where billing_month = ${monthStart}::date`.execute(
      db,
    );
    total = Number(c.rows[0].total);
    unsent = Number(c.rows[0].unsent);
  }
  return {
    items: rows.map((r) => ({
      invoiceNumber: String(r.invoice_number),
      clientId: Number(r.client_id),
      businessCode: String(r.business_code),
      clientName: String(r.name),
      issuedOn: String(r.issued_on),
      amountExclVat: Number(r.amount_excl_vat),
      amount: Number(r.amount),
      lines: Number(r.lines),
      status: r.status as 'issued' | 'sent' | 'paid' | 'cancelled',
      sentAt: isoOrNull(r.sent_at as Date | null),
      billingEmail: (r.billing_email as string | null) ?? null,
    })),
    total,
    unsent,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Queues the month's unsent invoices, a batch at a time, each through clients' sendInvoice (its
 * own transaction: the PDF, the mail with the CC rules, the invoice marked sent), or only those
 * the user chose (by number or client). Invoices of clients without a billing contact's email are
 * listed and left unsent; one invoice's failure is reported and does not stop the others.
 */
export async function sendBillingMonth(
  db: Database,
  mailer: Mailer,
  userId: number,
  month: string,
  batch: number,
  chosen: { invoiceNumbers?: string[]; clientIds?: number[] } = {},
) {
  const monthStart = `${month}-01`;
  const { rows } = await sql<{
    invoice_number: string;
    client_id: number;
    name: string;
    business_code: string;
    email: string | null;
  }>`
    select i.invoice_number, i.client_id, c.name, c.business_code, bc.email
    from invoices i join clients c on c.id = i.client_id left join client_contacts bc on bc.id = c.billing_contact_id
    where i.billing_month = ${monthStart}::date and i.sent_at is null and i.status <> 'cancelled'
      ${chosen.invoiceNumbers ? sql`and i.invoice_number in (${sql.join(chosen.invoiceNumbers)})` : sql``}
      ${chosen.clientIds ? sql`and i.client_id in (${sql.join(chosen.clientIds)})` : sql``}
    order by (bc.email is null), i.invoice_number`.execute(db);
  const sendable = rows.filter((r) => r.email);
  const skipped = rows
    .filter((r) => !r.email)
    .map((r) => ({
      invoiceNumber: r.invoice_number,
      clientId: r.client_id,
      name: r.name,
      reason: 'No billing contact with an email: choose one in the client’s contacts',
    }));
  // A chosen invoice that is not an unsent one of the month says so rather than vanishing.
  const found = new Set(rows.map((r) => r.invoice_number));
  const notUnsent = (chosen.invoiceNumbers ?? [])
    .filter((n) => !found.has(n))
    .map((invoiceNumber) => ({ invoiceNumber, clientId: 0, name: '', reason: 'Not an unsent invoice of this month' }));
  const report = {
    sent: [] as { invoiceNumber: string; clientId: number; name: string }[],
    skipped: [...skipped, ...notUnsent],
    failed: [] as { invoiceNumber: string; clientId: number; name: string; error: string }[],
  };
  for (const r of sendable.slice(0, batch)) {
    const invoice = { invoiceNumber: r.invoice_number, clientId: r.client_id, name: r.name };
    try {
      await sendInvoice(
        db,
        mailer,
        userId,
        { invoiceNumber: r.invoice_number, clientId: r.client_id },
        async () => r.business_code,
      );
      report.sent.push(invoice);
    } catch (e) {
      report.failed.push({ ...invoice, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { sent: report.sent.length, skipped, more: sendable.length > batch, report };
}

export async function billingInvoicePdf(db: Database, invoiceNumber: string) {
  const inv = await db
    .selectFrom('invoices')
    .select(['client_id'])
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  if (!inv) throw notFound(`No such invoice: ${invoiceNumber}`);
  return invoicePdf(db, inv.client_id, invoiceNumber);
}
