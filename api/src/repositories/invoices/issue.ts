/**
 * An invoice's rows (docs/product.md#invoices): the client as its invoice needs it, and the
 * invoice with its lines as services/invoices/issueInvoice.ts decided them (number, amounts,
 * VAT, due date, the buyer and seller frozen with it).
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_insert/update: recount client_receivables of the clients touched
 * - invoices → invoices_reminders_due_insert: the client's next reminder date (client_reminders_due)
 * - client_receivables → client_receivables_group_on_insert: a new row copies its client's name and groups
 * - client_receivables → client_receivables_totals_insert/update/delete: append the change to the totals
 */
import { sql, type Insertable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { IDENTITY_COLUMNS } from '../documents/identity';

/** The client of an invoice: its identity to freeze, VAT rate, payment term and business unit. */
export function readInvoiceClient(tx: Executor, clientId: number, businessUnitId: number | null) {
  return tx
    .selectFrom('clients as c')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      'c.id',
      'c.business_code',
      'c.vat_rate_bp',
      'c.business_unit_id',
      ...IDENTITY_COLUMNS,
      sql<string | null>`(select bu.name from business_units bu
        where bu.id = coalesce(${businessUnitId}::int, c.business_unit_id))`.as('business_unit'),
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
}
export type InvoiceClient = NonNullable<Awaited<ReturnType<typeof readInvoiceClient>>>;

/** An invoice line as stored (amounts in cents, the VAT category and rate of the line). */
export type InvoiceLineRow = Omit<Insertable<DB['invoice_lines']>, 'invoice_id' | 'position'>;

/** An invoice as stored, with the buyer and seller frozen at issue (JSON; a column the generated types lack). */
export type InvoiceRow = Insertable<DB['invoices']> & { issued_identity: string };

/** Inserts an invoice and its lines; returns its id, number and its lines' ids in their order. */
export async function insertInvoiceRows(tx: Executor, invoice: InvoiceRow, lines: InvoiceLineRow[]) {
  const row = await tx
    .insertInto('invoices')
    .values(invoice as Insertable<DB['invoices']>)
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  if (lines.length > 0) {
    const inserted = await tx
      .insertInto('invoice_lines')
      .values(lines.map((l, i) => ({ ...l, invoice_id: row.id, position: i + 1 })))
      .returning(['id', 'position'])
      .execute();
    for (const l of inserted) lineIds[l.position - 1] = l.id;
  }
  return { ...row, lineIds };
}
