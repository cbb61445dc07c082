/**
 * An invoice's rows (docs/product.md#invoices; services/invoices/issueInvoice.ts writes its
 * trail): its next number of the issue year (gapless: documents/numbering.ts), its lines with
 * their VAT category and rate, its VAT by rate on the lines' sum (BR-CO-17), and the buyer and
 * seller frozen with it (documents/identity.ts).
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_insert/update: recount client_receivables of the clients touched
 * - invoices → invoices_reminders_due_insert: the client's next reminder date (client_reminders_due)
 * - client_receivables → client_receivables_group_on_insert: a new row copies its client's name and groups
 * - client_receivables → client_receivables_totals_insert/update/delete: append the change to the totals
 */
import { notFoundField } from '../../domain/errors';
import { sql, type Insertable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { PriceRates } from '../../domain/clientPrice';
import { IDENTITY_COLUMNS, identityOf } from '../documents/identity';
import { nextDocumentNumber } from '../documents/numbering';
import { vatByRate } from '../../domain/vat';

export interface NewInvoice {
  clientId: number;
  issuedOn: string;
  /** Default: issuedOn + the client's payment term. */
  dueOn?: string;
  periodStart?: string | null;
  periodEnd?: string | null;
  businessUnitId?: number | null;
  poNumber?: string | null;
  comment?: string | null;
  /** The month an invoicing run bills (finance/billing/issue.ts), first day. */
  billingMonth?: string | null;
  /** `rates`: the price list amounts a shift's line was priced with (its late changes are valued at them). */
  lines: { label: string; quantity: number; unitAmount: number; rates?: PriceRates }[];
  /** The seller identity's version frozen for it (services/documents/sellerVersion.ts); null: none complete. */
  sellerDigest: string | null;
}

/** Inserts an invoice with its next number of the issue year, in the caller's transaction. */
export async function insertInvoice(tx: Executor, inv: NewInvoice) {
  const client = await tx
    .selectFrom('clients as c')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      'c.id',
      'c.business_code',
      'c.vat_rate_bp',
      'c.business_unit_id',
      ...IDENTITY_COLUMNS,
      sql<string | null>`(select bu.name from business_units bu
        where bu.id = coalesce(${inv.businessUnitId ?? null}::int, c.business_unit_id))`.as('business_unit'),
    ])
    .where('c.id', '=', inv.clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${inv.clientId}`);
  const excl = inv.lines.reduce((s, l) => s + l.quantity * l.unitAmount, 0);
  // One rate per client today; each line keeps it, and the VAT is taken per rate on the sum.
  const vatRateBp = client.vat_rate_bp;
  const vat = vatByRate(inv.lines.map((l) => ({ net: l.quantity * l.unitAmount, rateBp: vatRateBp })));
  const dueOn = inv.dueOn ?? addDaysIso(inv.issuedOn, client.payment_term_days);
  const number = await nextDocumentNumber(tx, 'invoice', Number(inv.issuedOn.slice(0, 4)));
  const row = await tx
    .insertInto('invoices')
    .values({
      invoice_number: number,
      client_id: inv.clientId,
      business_unit_id: inv.businessUnitId ?? client.business_unit_id,
      issued_on: inv.issuedOn,
      due_on: dueOn,
      period_start: inv.periodStart ?? null,
      period_end: inv.periodEnd ?? null,
      amount: excl + vat,
      amount_excl_vat: excl,
      po_number: inv.poNumber ?? null,
      comment: inv.comment ?? null,
      ...(inv.billingMonth ? { billing_month: inv.billingMonth } : {}),
      // The buyer and the seller as of issue: the document is never made from later data.
      issued_identity: JSON.stringify({ ...identityOf(client), sellerDigest: inv.sellerDigest ?? undefined }),
    } as Insertable<DB['invoices']>)
    .returning(['id', 'invoice_number'])
    .executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  if (inv.lines.length > 0) {
    const inserted = await tx
      .insertInto('invoice_lines')
      .values(
        inv.lines.map((l, i) => ({
          invoice_id: row.id,
          position: i + 1,
          label: l.label,
          quantity: l.quantity,
          unit_amount: l.unitAmount,
          amount: l.quantity * l.unitAmount,
          vat_category: vatRateBp > 0 ? 'S' : 'Z',
          vat_rate_bp: vatRateBp,
          price_per_shift: l.rates?.perShift ?? null,
          price_per_waypoint: l.rates?.perWaypoint ?? null,
          price_per_km: l.rates?.perKm ?? null,
        })),
      )
      .returning(['id', 'position'])
      .execute();
    for (const l of inserted) lineIds[l.position - 1] = l.id;
  }
  /** lineIds[i]: the id of inv.lines[i]. */
  return { ...row, lineIds, businessCode: client.business_code, amount: excl + vat };
}

function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
