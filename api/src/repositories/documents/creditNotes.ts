/**
 * Credit notes as legal documents (migration 0067): gapless numbers, lines at the VAT of the
 * invoice they correct, buyer and seller frozen at issue, the Factur-X PDF (type 381) stored with
 * its SHA-256. Callers check what may be credited and write the timeline; this writes the document.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - credit_notes → credit_notes_receivables_insert: adds the note to invoices.credited (so remaining)
 * - invoices → invoices_client_receivables_update: that update recounts the client's client_receivables
 * - client_receivables → client_receivables_totals_insert/update/delete: append the change to the totals
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { vatOf } from '../../domain/invoicePdf';
import { netOfGross, vatByRate, vatCategoryOf } from '../../domain/vat';
import { type LegalDocument, type LegalLanguage, type VatCategory } from '../../domain/facturx';
import { facturXOnThreads } from '../../domain/facturx/threads';
import { iso } from '../rowValues';
import { readSeller, sellerProblems } from '../seller';
import { freezeSeller, IDENTITY_COLUMNS, identityOf, parseIdentity, sellerOfDigest } from './identity';
import { nextDocumentNumber } from './numbering';
import { sha256Of } from './stored';
import { recordDocumentStored } from '../events/documentEvents';

export interface CreditNoteLine {
  label: string;
  quantity: number;
  /** Cents excluding VAT. */
  unitAmount: number;
  vatCategory: VatCategory;
  vatRateBp: number;
}

/**
 * The lines of a credit note of `amount` (VAT included) against an invoice: one per VAT rate of
 * the invoice's lines, the amount shared in proportion to what each rate weighs in the invoice
 * (VAT included; the cent left over to the largest), each part's amount excluding VAT the one
 * whose total with its VAT is that part (or the nearest below, see netOfGross).
 */
export async function creditLinesOfAmount(
  tx: Executor,
  invoiceId: number,
  amount: number,
  label: string,
): Promise<CreditNoteLine[]> {
  const rates = await sql<{ vat_category: string; vat_rate_bp: number; net: number }>`
    select vat_category, vat_rate_bp, sum(amount)::int as net from invoice_lines where invoice_id = ${invoiceId}
    group by vat_category, vat_rate_bp order by sum(amount) desc`.execute(tx);
  const groups = rates.rows.length
    ? rates.rows.map((r) => ({ category: r.vat_category as VatCategory, rateBp: r.vat_rate_bp, gross: r.net + vatOf(r.net, r.vat_rate_bp) }))
    : [{ category: 'Z' as VatCategory, rateBp: 0, gross: 1 }];
  const total = groups.reduce((s, g) => s + g.gross, 0);
  const parts = groups.map((g) => Math.floor((amount * g.gross) / total));
  parts[0]! += amount - parts.reduce((s, p) => s + p, 0);
  return groups
    .map((g, i) => ({
      label,
      quantity: 1,
      unitAmount: netOfGross(parts[i]!, g.rateBp),
      vatCategory: g.category,
      vatRateBp: g.rateBp,
    }))
    .filter((l) => l.unitAmount > 0);
}

/** One line crediting an amount excluding VAT at the rate it was invoiced with. */
export const creditLineOfNet = (label: string, net: number, rateBp: number): CreditNoteLine => ({
  label,
  quantity: 1,
  unitAmount: net,
  vatCategory: vatCategoryOf(rateBp),
  vatRateBp: rateBp,
});

/** The total (VAT included) of credit note lines, by the rule of the invoices. */
export function creditTotal(lines: readonly CreditNoteLine[]) {
  const excl = lines.reduce((s, l) => s + l.quantity * l.unitAmount, 0);
  return { excl, amount: excl + vatByRate(lines.map((l) => ({ net: l.quantity * l.unitAmount, rateBp: l.vatRateBp }))) };
}

export interface NewCreditNote {
  invoiceId: number;
  clientId: number;
  businessUnitId: number | null;
  comment: string;
  issuedOn: string;
  userId: number | null;
  lines: CreditNoteLine[];
  /** The seller identity frozen by freezeSeller (a run freezes it once); read when omitted. */
  sellerDigest?: string | null;
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
  const { excl, amount } = creditTotal(c.lines);
  const number = await nextDocumentNumber(tx, 'credit_note', Number(c.issuedOn.slice(0, 4)));
  const sellerDigest = c.sellerDigest !== undefined ? c.sellerDigest : await freezeSeller(tx);
  const note = await tx
    .insertInto('credit_notes')
    .values({
      number,
      invoice_id: c.invoiceId,
      client_id: c.clientId,
      amount,
      amount_excl_vat: excl,
      business_unit_id: c.businessUnitId,
      comment: c.comment,
      issued_on: c.issuedOn,
      user_id: c.userId,
      issued_identity: JSON.stringify({ ...identityOf(client), sellerDigest: sellerDigest ?? undefined }),
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
  return { ...note, sellerDigest };
}

const deductionText = (invoice: string, language: LegalLanguage) =>
  language === 'fr'
    ? `Avoir à déduire du montant dû sur la facture ${invoice}.`
    : `To be deducted from the amount due on invoice ${invoice}.`;

/** A credit note as a legal document, from what was frozen at its issue. */
async function creditNoteDocument(db: Executor, creditNoteId: number): Promise<LegalDocument> {
  const cn = await db
    .selectFrom('credit_notes as cn')
    .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
    .innerJoin('clients as c', 'c.id', 'cn.client_id')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .select([
      sql<unknown>`cn.issued_identity`.as('issued_identity'),
      'cn.number',
      'cn.issued_on',
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
  // A credit note made before identities were kept: the client of now.
  const issued = parseIdentity(cn.issued_identity) ?? identityOf(cn);
  const buyer = issued.buyer ?? identityOf(cn).buyer!;
  const seller = (issued.sellerDigest ? await sellerOfDigest(db, issued.sellerDigest) : null) ?? (await readSeller(db));
  const problems = sellerProblems(seller);
  if (!seller || problems.length > 0)
    throw conflict(`No credit note document while the seller identity is incomplete: ${problems.join('; ')}`);
  const language = issued.language ?? 'fr';
  return {
    kind: 'creditNote',
    number: cn.number,
    issueDate: cn.issued_on,
    dueDate: cn.issued_on,
    period: {
      start: cn.period_start ?? cn.invoice_issued_on,
      end: cn.period_end ?? cn.period_start ?? cn.invoice_issued_on,
    },
    currency: 'EUR',
    language,
    seller,
    buyer,
    poNumber: null,
    precedingInvoice: { number: cn.invoice_number, issueDate: cn.invoice_issued_on },
    lines: lines.map((l) => ({
      description: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unit_amount,
      vatCategory: l.vat_category as VatCategory,
      vatRateBp: l.vat_rate_bp,
    })),
    paymentTerms: deductionText(cn.invoice_number, language),
    latePaymentRateBp: seller.latePaymentRateBp,
    recoveryIndemnityCents: 4000,
  };
}

/** What a credit note's document is made from, read before rendering. */
export interface PreparedCreditNoteDocument {
  creditNoteId: number;
  doc: LegalDocument;
  amount: number;
  amountExclVat: number;
}

export async function prepareCreditNoteDocument(db: Executor, creditNoteId: number): Promise<PreparedCreditNoteDocument> {
  const doc = await creditNoteDocument(db, creditNoteId);
  const row = await db
    .selectFrom('credit_notes')
    .select(['amount', 'amount_excl_vat'])
    .where('id', '=', creditNoteId)
    .executeTakeFirstOrThrow();
  return { creditNoteId, doc, amount: row.amount, amountExclVat: row.amount_excl_vat };
}

/** The Factur-X bytes (on a worker thread), its totals checked against the credit note's. */
export async function renderCreditNoteDocument(p: PreparedCreditNoteDocument): Promise<Buffer> {
  const fx = await facturXOnThreads(p.doc);
  if (fx.totals.taxExclusiveCents !== p.amountExclVat || fx.totals.taxInclusiveCents !== p.amount)
    throw new Error(
      `${p.doc.number}: the document's totals (${fx.totals.taxExclusiveCents}, ${fx.totals.taxInclusiveCents}) differ from the credit note's (${p.amountExclVat}, ${p.amount})`,
    );
  return fx.pdf;
}

/**
 * Stores a credit note's document with its SHA-256, once: the same data give the same bytes,
 * so a second store changes nothing (and writes no second admin event).
 */
export async function saveCreditNoteDocument(tx: Executor, p: PreparedCreditNoteDocument, pdf: Buffer, userId: number | null) {
  const sha256 = sha256Of(pdf);
  const stored = await tx
    .insertInto('credit_note_documents')
    .values({ credit_note_id: p.creditNoteId, pdf, sha256, generated_by: userId })
    .onConflict((oc) => oc.column('credit_note_id').doNothing())
    .returning('generated_at')
    .executeTakeFirst();
  if (stored)
    await recordDocumentStored(tx, { kind: 'credit_note', id: p.creditNoteId, number: p.doc.number, sha256, format: 'facturx', userId, replaces: null });
  return { pdf, sha256 };
}

/** Makes the credit note's Factur-X PDF and stores it, in the caller's transaction. */
export async function storeCreditNotePdf(tx: Executor, creditNoteId: number, userId: number | null) {
  const prepared = await prepareCreditNoteDocument(tx, creditNoteId);
  return saveCreditNoteDocument(tx, prepared, await renderCreditNoteDocument(prepared), userId);
}

/** A client's credit note PDF: the stored one, made and stored now when it has none yet. */
export async function creditNotePdf(db: Database, clientId: number, number: string) {
  const cn = await db
    .selectFrom('credit_notes as cn')
    .leftJoin('credit_note_documents as d', 'd.credit_note_id', 'cn.id')
    .select(['cn.id', 'd.pdf', 'd.generated_at'])
    .where('cn.number', '=', number)
    .where('cn.client_id', '=', clientId)
    .executeTakeFirst();
  if (!cn) throw notFoundField('number', `No credit note ${number} for client ${clientId}`);
  const made = cn.pdf ? null : await db.transaction().execute((tx) => storeCreditNotePdf(tx, cn.id, null));
  const pdf = made ? made.pdf : Buffer.from(cn.pdf!);
  const generatedAt = made ? new Date() : cn.generated_at;
  return {
    fileName: `${number}.pdf`,
    contentType: 'application/pdf' as const,
    content: pdf.toString('base64'),
    generatedAt: iso(generatedAt ?? new Date()),
  };
}
