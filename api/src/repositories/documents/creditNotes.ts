/**
 * Credit notes as legal documents (migration 0067): gapless numbers, lines at the VAT of the
 * invoice they correct, buyer and seller frozen at issue, the Factur-X PDF (type 381) stored with
 * its SHA-256. The SQL only: services/documents/creditNoteDocument.ts makes and stores the PDF,
 * services/invoices/creditNote.ts checks what may be credited and writes the timeline.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - credit_notes → credit_notes_receivables_insert: adds the note to invoices.credited (so remaining)
 * - invoices → invoices_client_receivables_update: that update recounts the client's client_receivables
 * - invoices → invoices_reminders_due_update: that update recounts the client's next reminder date
 *   (client_reminders_due) when what remains due changed
 * - client_receivables → client_receivables_totals_insert/update/delete: append the change to the totals
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import type { VatCategory } from '../../domain/facturx';
import type { CreditNoteLine, InvoiceVatGroup } from '../../domain/creditNoteLines';
import { IDENTITY_COLUMNS, identityOf } from './identity';
import { nextDocumentNumber } from './numbering';

/** What the invoice's lines add up to per VAT rate, excluding VAT, the largest first. */
export async function invoiceVatGroups(tx: Executor, invoiceId: number): Promise<InvoiceVatGroup[]> {
  const { rows } = await sql<{ vat_category: string; vat_rate_bp: number; net: number }>`
    select vat_category, vat_rate_bp, sum(amount)::int as net from invoice_lines where invoice_id = ${invoiceId}
    group by vat_category, vat_rate_bp order by sum(amount) desc`.execute(tx);
  return rows.map((r) => ({ vatCategory: r.vat_category as VatCategory, vatRateBp: r.vat_rate_bp, net: r.net }));
}

export interface NewCreditNote {
  invoiceId: number;
  clientId: number;
  businessUnitId: number | null;
  comment: string;
  issuedOn: string;
  userId: number | null;
  lines: CreditNoteLine[];
  /** The note's total, VAT included, and excluding VAT: its lines' (services/invoices/creditNote.ts). */
  amount: number;
  amountExclVat: number;
  /** The seller identity's version frozen for it (services/documents/sellerVersion.ts); null: none complete. */
  sellerDigest: string | null;
}

/** Inserts a credit note with its next number, lines and frozen identities, in the caller's transaction. */
export async function insertCreditNote(tx: Executor, c: NewCreditNote) {
  const client = await tx
    .selectFrom('clients as c')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      ...IDENTITY_COLUMNS,
      sql<string | null>`(select bu.name from business_units bu where bu.id = ${c.businessUnitId}::int)`.as('business_unit'),
    ])
    .where('c.id', '=', c.clientId)
    .executeTakeFirst();
  if (!client) throw notFoundField('clientId', `No such client: ${c.clientId}`);
  const number = await nextDocumentNumber(tx, 'credit_note', Number(c.issuedOn.slice(0, 4)));
  const note = await tx
    .insertInto('credit_notes')
    .values({
      number,
      invoice_id: c.invoiceId,
      client_id: c.clientId,
      amount: c.amount,
      amount_excl_vat: c.amountExclVat,
      business_unit_id: c.businessUnitId,
      comment: c.comment,
      issued_on: c.issuedOn,
      user_id: c.userId,
      issued_identity: JSON.stringify({ ...identityOf(client), sellerDigest: c.sellerDigest ?? undefined }),
    })
    .returning(['id', 'number', 'amount', 'amount_excl_vat', 'comment', 'issued_on'])
    .executeTakeFirstOrThrow();
  if (c.lines.length > 0)
    await tx
      .insertInto('credit_note_lines')
      .values(
        c.lines.map((l, i) => ({
          credit_note_id: note.id,
          position: i + 1,
          label: l.label,
          quantity: l.quantity,
          unit_amount: l.unitAmount,
          amount: l.quantity * l.unitAmount,
          vat_category: l.vatCategory,
          vat_rate_bp: l.vatRateBp,
        })),
      )
      .execute();
  /** `sellerDigest` null: no complete seller, no legal document can be made for it yet. */
  return { ...note, sellerDigest: c.sellerDigest };
}

/** What a credit note's legal document is made from: the note, its invoice, the client of now. */
export async function creditNoteDocumentRow(db: Executor, creditNoteId: number) {
  const cn = await db
    .selectFrom('credit_notes as cn')
    .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
    .innerJoin('clients as c', 'c.id', 'cn.client_id')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      sql<unknown>`cn.issued_identity`.as('issued_identity'),
      'cn.number',
      'cn.issued_on',
      'cn.amount',
      'cn.amount_excl_vat',
      'i.invoice_number',
      'i.issued_on as invoice_issued_on',
      'i.period_start',
      'i.period_end',
      ...IDENTITY_COLUMNS,
      sql<string | null>`null`.as('business_unit'),
    ])
    .where('cn.id', '=', creditNoteId)
    .executeTakeFirst();
  if (!cn) throw notFoundField('number', `No such credit note: ${creditNoteId}`);
  const lines = await db
    .selectFrom('credit_note_lines')
    .select(['label', 'quantity', 'unit_amount', 'vat_category', 'vat_rate_bp'])
    .where('credit_note_id', '=', creditNoteId)
    .orderBy('position')
    .execute();
  return { ...cn, lines };
}

/**
 * Stores a credit note's document with its SHA-256, once: the row's `generated_at` when this
 * stored it, undefined when one was there already.
 */
export async function insertCreditNoteDocument(
  tx: Executor,
  d: { creditNoteId: number; pdf: Buffer; sha256: string; userId: number | null },
) {
  const stored = await tx
    .insertInto('credit_note_documents')
    .values({ credit_note_id: d.creditNoteId, pdf: d.pdf, sha256: d.sha256, generated_by: d.userId })
    .onConflict((oc) => oc.column('credit_note_id').doNothing())
    .returning('generated_at')
    .executeTakeFirst();
  return stored?.generated_at;
}

/** A client's credit note by number, with its stored document if any; 404 on `number`. */
export async function requireClientCreditNote(db: Executor, clientId: number, number: string) {
  const cn = await db
    .selectFrom('credit_notes as cn')
    .leftJoin('credit_note_documents as d', 'd.credit_note_id', 'cn.id')
    .select(['cn.id', 'd.pdf', 'd.generated_at'])
    .where('cn.number', '=', number)
    .where('cn.client_id', '=', clientId)
    .executeTakeFirst();
  if (!cn) throw notFoundField('number', `No credit note ${number} for client ${clientId}`);
  return cn;
}
