/**
 * The invoices a month's runs issued: their list, those still unsent (services/finance/
 * invoicingRun.ts sends them).
 */
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { isoOrNull } from '../../rowValues';
import type { QueryOut } from '../../areaTypes';

/** The SQL of each sortable column (the contract's enum: nothing else reaches `sql.raw`). */
const SORT_COLUMNS: Record<QueryOut<'billing', 'getInvoices'>['sort'], string> = {
  invoiceNumber: 'i.invoice_number',
  clientName: 'c.name',
  amount: 'i.amount',
  status: 'i.status',
};

/** A page of the month's invoices in the chosen order, then by number (stable pages). */
export async function billingInvoices(db: Executor, q: QueryOut<'billing', 'getInvoices'>) {
  const monthStart = `${q.month}-01`;
  const direction = q.order === 'desc' ? 'desc' : 'asc';
  const orderBy = sql.raw(
    q.sort === 'invoiceNumber'
      ? `i.invoice_number ${direction}`
      : `${SORT_COLUMNS[q.sort]} ${direction}, i.invoice_number ${direction}`,
  );
  const { rows } = await sql<Record<string, unknown>>`
    select i.invoice_number, i.client_id, c.business_code, c.name, i.issued_on::text as issued_on, i.amount_excl_vat, i.amount,
      i.status, i.sent_at, bc.email as billing_email,
      (select count(*) from invoice_lines il where il.invoice_id = i.id)::int as lines,
      count(*) over ()::int as total,
      (count(*) filter (where i.sent_at is null) over ())::int as unsent
    from invoices i join clients c on c.id = i.client_id
    left join client_contacts bc on bc.id = c.billing_contact_id
    where i.billing_month = ${monthStart}::date
    order by ${orderBy}
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
 * The month's unsent invoices (not cancelled), or those the user chose (by number or client),
 * those of clients with a billing contact's email first.
 */
export async function unsentInvoicesOfMonth(
  db: Executor,
  month: string,
  chosen: { invoiceNumbers?: string[]; clientIds?: number[] },
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
  return rows;
}
