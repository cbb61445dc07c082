/**
 * Invoices, credit notes, payments and their numbering (docs/product.md#invoices). The
 * Clients area uses it and the Finance area reuses it: every invoice SQL lives here.
 *
 * - Numbers `INV-YYYY-NNNNNN` / `CN-YYYY-NNNNNN` come from one row per year of
 *   `invoice_number_sequences` / `credit_note_number_sequences`, taken by an upsert inside
 *   the transaction that inserts the document: the row stays locked until it commits, and a
 *   rolled-back insert gives its number back, so numbers have no gaps within a year.
 * - A credit note never exceeds what remains due (amount - credit notes - payments): the
 *   invoice row is locked (`for update`) while the remainder is read and the note inserted.
 * - The PDF (invoice_documents, migration 0005) is the Factur-X document of domain/facturx,
 *   made once from the data frozen at issue, on the first download or send, and replaced only
 *   by a regeneration, which gives the same bytes unless the PO number changed.
 */
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { conflict, HttpError, notFound } from '../http/errors';
import type { Mailer } from '../plugins/mailer';
import { withAdminEvent } from './adminEvents';
import { refreshRecoveryFlags } from './finance/recoveryFlags';
import { inTransaction } from './finance/receivables';
import { iso, isoOrNull, notFoundField, todayInParis } from './areaHelpers';
import type { ResponseOut } from './areaTypes';
import type { PriceRates } from '../domain/clientPrice';
import { euros, renderInvoicePdf, vatOf, type InvoicePdfData } from '../domain/invoicePdf';
import { facturX, type LegalBuyer, type LegalDocument, type LegalLanguage, type VatCategory } from '../domain/facturx';
import type { SellerIdentity } from '../domain/seller';
import { invoiceMail, mailLanguage } from '../domain/mailTexts';
import { readSeller, sellerProblems } from './seller';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];
type CreditNoteRow = InvoiceRow['creditNotes'][number];

interface InvoiceDocumentsTable {
  invoice_id: number;
  pdf: Buffer;
  billing: unknown;
  generated_at: Date;
  generated_by: number | null;
}

/** The table of migration 0005, which db/schema does not type. */
function withDocuments(db: Executor) {
  return db as unknown as Kysely<DB & { invoice_documents: InvoiceDocumentsTable }>;
}

// ---------------------------------------------------------------- client timeline

export interface ClientEventInput {
  clientId: number;
  userId: number | null;
  kind: string;
  summary: string;
  data?: unknown;
}

/** One event of a client's timeline (`client_events`); Clients and Finance both write them. */
export async function recordClientEvent(db: Executor, e: ClientEventInput) {
  return db
    .insertInto('client_events')
    .values(clientEventRow(e))
    .returning(['id', 'at'])
    .executeTakeFirstOrThrow();
}

const clientEventRow = (e: ClientEventInput) => ({
  client_id: e.clientId,
  user_id: e.userId,
  kind: e.kind,
  summary: e.summary.slice(0, 2000),
  data: e.data === undefined ? null : JSON.stringify(e.data),
});

/**
 * A client's change: its timeline event and the admin event, in the caller's transaction, by one
 * statement (withAdminEvent); returns the event with its author's name.
 */
export async function recordClientChange(
  tx: Executor,
  c: {
    clientId: number;
    businessCode: string;
    userId: number;
    kind: string;
    action: string;
    summary: string;
    data?: unknown;
  },
) {
  return withAdminEvent(tx, {
    userId: c.userId,
    action: c.action,
    targetType: 'client',
    targetId: c.clientId,
    summary: `${c.businessCode}: ${c.summary}`,
  })
    .insertInto('client_events')
    .values(clientEventRow(c))
    .returning((eb) => [
      'id',
      'at',
      // The author's name, which a timeline row shows (a sub-select of the returning list).
      eb.selectFrom('staff_users as u').select('u.name').whereRef('u.id', '=', 'client_events.user_id').as('author'),
    ])
    .executeTakeFirstOrThrow();
}

// ---------------------------------------------------------------- numbering

export const formatDocumentNumber = (prefix: 'INV' | 'CN', year: number, n: number) =>
  `${prefix}-${year}-${String(n).padStart(6, '0')}`;

/** The next number of the year, inside the caller's transaction (the row stays locked until it ends). */
export async function nextDocumentNumber(
  tx: Executor,
  kind: 'invoice' | 'credit_note',
  year: number,
): Promise<string> {
  const table = kind === 'invoice' ? 'invoice_number_sequences' : 'credit_note_number_sequences';
  const row = await tx
    .insertInto(table)
    .values({ year, last_value: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_value: sql`${sql.ref(`${table}.last_value`)} + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatDocumentNumber(kind === 'invoice' ? 'INV' : 'CN', year, Number(row.last_value));
}

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
  /** The month an invoicing run bills (finance/billing.ts), first day. */
  billingMonth?: string | null;
  /** `rates`: the price list amounts a shift's line was priced with (its late changes are valued at them). */
  lines: { label: string; quantity: number; unitAmount: number; rates?: PriceRates }[];
}

/**
 * An invoice's VAT by the rule of EN 16931 (BR-CO-17): per rate, the rate applied once to the
 * sum of that rate's lines, rounded to the cent; then the rates' amounts added.
 */
export function vatByRate(lines: readonly { net: number; rateBp: number }[]): number {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + l.net);
  let vat = 0;
  for (const [rateBp, net] of byRate) vat += vatOf(net, rateBp);
  return vat;
}

/** Creates an invoice with its next number of the issue year, in the caller's transaction. */
export async function insertInvoice(tx: Executor, userId: number | null, inv: NewInvoice) {
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
      // The buyer as of issue: the document is never made from later client data.
      issued_identity: JSON.stringify(identityOf(client)),
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
  if (userId !== null)
    await recordClientChange(tx, {
      clientId: inv.clientId,
      businessCode: client.business_code,
      userId,
      kind: 'invoice',
      action: 'clients.createInvoice',
      summary: `Invoice ${number} issued: ${euros(excl + vat)}`,
    });
  /** lineIds[i]: the id of inv.lines[i]. */
  return { ...row, lineIds };
}

/** Creates an invoice in its own transaction (numbers without gaps, also when many run at once). */
export function createInvoice(db: Database, userId: number | null, inv: NewInvoice) {
  return db.transaction().execute((tx) => insertInvoice(tx, userId, inv));
}

function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------- reads

function invoicesBase(db: Executor) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('business_units as bu', 'bu.id', 'i.business_unit_id')
    .select([
      'i.id',
      'i.invoice_number',
      'i.client_id',
      'i.po_number',
      'i.issued_on',
      'i.due_on',
      'i.amount',
      'i.amount_excl_vat',
      'i.status',
      'i.business_unit_id',
      'bu.name as business_unit_name',
      'i.comment',
      'i.pdf_generated_at',
      'i.sent_at',
      'i.version',
      // Kept on the invoice by the payment and credit-note writes (migration 0035).
      sql<number>`i.credited`.as('credited'),
      sql<number>`i.paid`.as('paid'),
    ]);
}

type InvoiceBase = Awaited<ReturnType<ReturnType<typeof invoicesBase>['execute']>>[number];

async function creditNotesOf(db: Executor, invoiceIds: number[]): Promise<Map<number, CreditNoteRow[]>> {
  const byInvoice = new Map<number, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .selectFrom('credit_notes as cn')
    .leftJoin('business_units as bu', 'bu.id', 'cn.business_unit_id')
    .select([
      'cn.id',
      'cn.invoice_id',
      'cn.number',
      'cn.amount',
      'cn.business_unit_id',
      'bu.name',
      'cn.comment',
      'cn.issued_on',
    ])
    .where('cn.invoice_id', 'in', invoiceIds)
    .orderBy('cn.id')
    .execute();
  for (const r of rows) {
    const list = byInvoice.get(r.invoice_id) ?? [];
    list.push({
      creditNoteId: r.id,
      number: r.number,
      amount: r.amount,
      businessUnit: r.business_unit_id ? { id: r.business_unit_id, name: r.name ?? '' } : null,
      comment: r.comment,
      issuedOn: r.issued_on,
    });
    byInvoice.set(r.invoice_id, list);
  }
  return byInvoice;
}

function toInvoiceRow(r: InvoiceBase, notes: CreditNoteRow[]): InvoiceRow {
  const credited = Number(r.credited);
  const paid = Number(r.paid);
  return {
    invoiceId: r.id,
    invoiceNumber: r.invoice_number,
    invoicePONumber: r.po_number,
    issuedOn: r.issued_on,
    dueOn: r.due_on,
    amount: r.amount,
    amountExclVat: r.amount_excl_vat,
    vatAmount: r.amount - r.amount_excl_vat,
    credited,
    paid,
    remaining: Math.max(0, r.amount - credited - paid),
    status: r.status as InvoiceRow['status'],
    businessUnit: r.business_unit_id ? { id: r.business_unit_id, name: r.business_unit_name ?? '' } : null,
    comment: r.comment,
    pdfGeneratedAt: isoOrNull(r.pdf_generated_at),
    sentAt: isoOrNull(r.sent_at),
    creditNotes: notes,
    version: r.version,
  };
}

/** A client's invoice as the detail's query writes it in JSON (clientInvoicesJson). */
export interface InvoiceJson extends Omit<InvoiceRow, 'pdfGeneratedAt' | 'sentAt'> {
  pdfGeneratedAt: string | null;
  sentAt: string | null;
}

/**
 * One page of a client's invoices, newest first, as a JSON array for the client's detail query
 * (a sub-select of it): each with its credit notes and what remains due. The page is an index
 * read of invoices_client_issued_idx (client_id, issued_on desc, id desc; migration 0011), so a
 * long history costs no more than a short one. `clientId` is the outer query's client id.
 */
export function clientInvoicesJson(
  clientId: RawBuilder<number>,
  limit: number,
  offset: number,
): RawBuilder<InvoiceJson[]> {
  return sql<InvoiceJson[]>`coalesce((
    select json_agg(json_build_object(
      'invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'invoicePONumber', i.po_number,
      'issuedOn', i.issued_on, 'dueOn', i.due_on, 'amount', i.amount, 'amountExclVat', i.amount_excl_vat,
      'vatAmount', i.amount - i.amount_excl_vat, 'credited', i.credited, 'paid', i.paid,
      'remaining', greatest(0, i.amount - i.credited - i.paid), 'status', i.status,
      'businessUnit', case when i.business_unit_id is null then null else json_build_object('id', i.business_unit_id, 'name', coalesce(bu.name, '')) end,
      'comment', i.comment, 'pdfGeneratedAt', i.pdf_generated_at, 'sentAt', i.sent_at,
      'creditNotes', coalesce((
        select json_agg(json_build_object(
          'creditNoteId', cn.id, 'number', cn.number, 'amount', cn.amount,
          'businessUnit', case when cn.business_unit_id is null then null else json_build_object('id', cn.business_unit_id, 'name', coalesce(cbu.name, '')) end,
          'comment', cn.comment, 'issuedOn', cn.issued_on) order by cn.id)
        from credit_notes cn left join business_units cbu on cbu.id = cn.business_unit_id
        where cn.invoice_id = i.id), '[]'::json),
      'version', i.version) order by i.issued_on desc, i.id desc)
    from (
      select i.*
      from invoices i
      where i.client_id = ${clientId}
      order by i.issued_on desc, i.id desc
      limit ${limit} offset ${offset}
    ) i
    left join business_units bu on bu.id = i.business_unit_id
  ), '[]'::json)`;
}

/** An invoice of clientInvoicesJson as the contract shows it (its times in ISO form). */
export const invoiceFromJson = (i: InvoiceJson): InvoiceRow => ({
  ...i,
  pdfGeneratedAt: isoOrNull(i.pdfGeneratedAt),
  sentAt: isoOrNull(i.sentAt),
});

export async function getInvoiceRow(db: Executor, invoiceId: number): Promise<InvoiceRow> {
  const r = await invoicesBase(db).where('i.id', '=', invoiceId).executeTakeFirst();
  if (!r) throw notFound(`No such invoice: ${invoiceId}`);
  const notes = await creditNotesOf(db, [r.id]);
  return toInvoiceRow(r, notes.get(r.id) ?? []);
}

/** The invoice of this client with this number (404 naming `invoiceNumber` otherwise). */
export async function requireClientInvoice(
  db: Executor,
  clientId: number,
  invoiceNumber: string,
  lock = false,
) {
  let q = db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'client_id', 'amount', 'status', 'version', 'po_number'])
    .where('invoice_number', '=', invoiceNumber)
    .where('client_id', '=', clientId);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFoundField('invoiceNumber', `No invoice ${invoiceNumber} for client ${clientId}`);
  return row;
}

// ---------------------------------------------------------------- PDF

/**
 * The buyer's side of a document as issued: who, where, the billing contact and the business
 * unit (what the old PDF shows), and what the legal document needs besides: the buyer's raw
 * address and SIREN, the invoice language and the payment term. `buyer`, `language` and
 * `paymentTermDays` are missing on invoices issued before they were kept.
 */
interface IssuedIdentity extends Pick<InvoicePdfData, 'client' | 'billingContact' | 'businessUnit'> {
  buyer?: LegalBuyer;
  language?: LegalLanguage;
  paymentTermDays?: number;
}

const IDENTITY_COLUMNS = [
  'c.business_code',
  'c.name',
  'c.legal_name',
  'c.address_line1',
  'c.address_line2',
  'c.postal_code',
  'c.city',
  'c.country',
  'c.vat_number',
  'c.siret',
  'c.invoice_language',
  'c.payment_term_days',
  'bc.name as contact_name',
  'bc.email as contact_email',
] as const;

interface IdentityRow {
  business_code: string;
  name: string;
  legal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  vat_number: string | null;
  siret: string | null;
  invoice_language: LegalLanguage;
  payment_term_days: number;
  contact_name: string | null;
  contact_email: string | null;
  business_unit: string | null;
}

function identityOf(r: IdentityRow): IssuedIdentity {
  const cityLine = [r.postal_code, r.city].filter(Boolean).join(' ');
  return {
    client: {
      businessCode: r.business_code,
      name: r.name,
      legalName: r.legal_name,
      addressLines: [r.address_line1, r.address_line2, cityLine, r.country].filter((s): s is string => Boolean(s)),
      vatNumber: r.vat_number,
    },
    billingContact: r.contact_name ? { name: r.contact_name, email: r.contact_email } : null,
    businessUnit: r.business_unit,
    buyer: {
      name: r.name,
      legalName: r.legal_name ?? r.name,
      addressLines: [r.address_line1, r.address_line2].filter((s): s is string => Boolean(s)),
      postalCode: r.postal_code ?? '',
      city: r.city ?? '',
      countryCode: /^[A-Z]{2}$/.test(r.country ?? '') ? (r.country as string) : 'FR',
      // The SIREN is the SIRET's first 9 digits.
      siren: r.siret && /^\d{14}$/.test(r.siret.replace(/\s/g, '')) ? r.siret.replace(/\s/g, '').slice(0, 9) : null,
      vatNumber: r.vat_number,
      businessCode: r.business_code,
    },
    language: r.invoice_language === 'en' ? 'en' : 'fr',
    paymentTermDays: r.payment_term_days,
  };
}

/**
 * The billing data of an invoice: the buyer as it was at issue (kept with the invoice; for an
 * invoice issued before that was kept, the client's data of now), its lines and credit notes.
 */
export async function billingSnapshot(db: Executor, invoiceId: number): Promise<InvoicePdfData> {
  return (await invoiceSnapshot(db, invoiceId)).billing;
}

/** An invoice's data as issued: its old-PDF billing data and what its legal document needs. */
interface InvoiceSnapshot {
  billing: InvoicePdfData;
  /** The buyer's side, as frozen at issue (or of now for an invoice issued before that was kept). */
  issued: IssuedIdentity & { buyer: LegalBuyer; language: LegalLanguage; paymentTermDays: number };
  lines: { label: string; quantity: number; unit_amount: number; vat_category: string; vat_rate_bp: number }[];
}

async function invoiceSnapshot(db: Executor, invoiceId: number): Promise<InvoiceSnapshot> {
  const inv = await db
    .selectFrom('invoices as i')
    .innerJoin('clients as c', 'c.id', 'i.client_id')
    .leftJoin('client_contacts as bc', 'bc.id', 'c.billing_contact_id')
    .leftJoin('business_units as bu', 'bu.id', 'i.business_unit_id')
    .select([
      sql<IssuedIdentity | string | null>`i.issued_identity`.as('issued_identity'),
      'i.id',
      'i.invoice_number',
      'i.issued_on',
      'i.due_on',
      'i.period_start',
      'i.period_end',
      'i.po_number',
      'i.amount',
      'i.amount_excl_vat',
      ...IDENTITY_COLUMNS,
      'c.vat_rate_bp',
      'bu.name as business_unit',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!inv) throw notFound(`No such invoice: ${invoiceId}`);
  const [lines, notes] = await Promise.all([
    db
      .selectFrom('invoice_lines')
      .select(['label', 'quantity', 'unit_amount', 'amount', 'vat_category', 'vat_rate_bp'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['number', 'amount', 'issued_on'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute(),
  ]);
  const frozen = typeof inv.issued_identity === 'string' ? (JSON.parse(inv.issued_identity) as IssuedIdentity) : inv.issued_identity;
  const now = identityOf(inv);
  const buyerSide = frozen ?? now;
  // An invoice issued before the raw buyer fields were kept: its frozen names, today's address.
  const issued = {
    ...buyerSide,
    buyer: buyerSide.buyer ?? {
      ...now.buyer!,
      name: buyerSide.client.name,
      legalName: buyerSide.client.legalName ?? buyerSide.client.name,
      vatNumber: buyerSide.client.vatNumber,
      businessCode: buyerSide.client.businessCode,
    },
    language: buyerSide.language ?? 'fr',
    paymentTermDays: buyerSide.paymentTermDays ?? inv.payment_term_days,
  };
  const { buyer: _b, language: _l, paymentTermDays: _p, ...shown } = buyerSide;
  const billing: InvoicePdfData = {
    ...shown,
    invoiceNumber: inv.invoice_number,
    issuedOn: inv.issued_on,
    dueOn: inv.due_on,
    periodStart: inv.period_start,
    periodEnd: inv.period_end,
    poNumber: inv.po_number,
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitAmount: l.unit_amount,
      amount: l.amount,
    })),
    amountExclVat: inv.amount_excl_vat,
    // The rate its lines were issued with (the client's rate may have changed since).
    vatRateBp: lines[0]?.vat_rate_bp ?? inv.vat_rate_bp,
    vatAmount: inv.amount - inv.amount_excl_vat,
    amount: inv.amount,
    creditNotes: notes.map((n) => ({ number: n.number, amount: n.amount, issuedOn: n.issued_on })),
  };
  return { billing, issued, lines };
}

/** Payment terms (BT-20) in the document's language, from the client's payment term. */
function paymentTermsText(days: number, language: LegalLanguage): string {
  if (language === 'fr')
    return days > 0 ? `Paiement à ${days} jours date de facture, par virement.` : 'Paiement à réception de facture, par virement.';
  return days > 0 ? `Payment within ${days} days of the invoice date, by credit transfer.` : 'Payment on receipt of the invoice, by credit transfer.';
}

/**
 * The invoice as a legal document (Factur-X, EN 16931). Seller, buyer, language and mentions
 * come from the document first stored when there is one (`first`), so a later change of the
 * seller or the client never changes an issued invoice; else the seller of now and the buyer
 * frozen at issue. The PO number is the invoice's own (it may be set after issue).
 */
function legalDocumentOf(
  snap: InvoiceSnapshot,
  seller: SellerIdentity,
  first: Pick<LegalDocument, 'seller' | 'buyer' | 'language' | 'paymentTerms' | 'latePaymentRateBp'> | null,
): LegalDocument {
  const b = snap.billing;
  const language = first?.language ?? snap.issued.language;
  return {
    kind: 'invoice',
    number: b.invoiceNumber,
    issueDate: b.issuedOn,
    dueDate: b.dueOn,
    period: { start: b.periodStart ?? b.issuedOn, end: b.periodEnd ?? b.periodStart ?? b.issuedOn },
    currency: 'EUR',
    language,
    seller: first?.seller ?? seller,
    buyer: first?.buyer ?? snap.issued.buyer,
    poNumber: b.poNumber,
    precedingInvoice: null,
    lines: snap.lines.map((l) => ({
      description: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unit_amount,
      vatCategory: l.vat_category as VatCategory,
      vatRateBp: l.vat_rate_bp,
    })),
    paymentTerms: first?.paymentTerms ?? paymentTermsText(snap.issued.paymentTermDays, language),
    latePaymentRateBp: first?.latePaymentRateBp ?? seller.latePaymentRateBp,
    recoveryIndemnityCents: 4000,
    // producedAt omitted: midnight UTC of the issue date, so the same invoice gives the same bytes.
  };
}

/**
 * Builds the PDF and stores it (replacing any older one): the Factur-X document of the invoice,
 * its buyer, language and payment term as frozen at issue, its seller and mentions those of the
 * first PDF (the seller of now for a first one). An issued invoice never picks up changed
 * identity fields; the PO number is the invoice's own.
 */
export async function storePdf(tx: Executor, invoiceId: number, userId: number | null) {
  const stored = await withDocuments(tx)
    .selectFrom('invoice_documents')
    .select('billing')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  const snap = await invoiceSnapshot(tx, invoiceId);
  const billing = frozenIdentities(snap.billing, stored?.billing);
  const seller = await readSeller(tx);
  let pdf: Buffer;
  let legal: LegalDocument | null = null;
  if (!seller || sellerProblems(seller).length > 0) {
    // No complete seller (data from before the seller identity, or tests that set none): the
    // old pdfkit document, which names no seller. Issuing itself refuses an incomplete seller.
    pdf = await renderInvoicePdf(billing);
  } else {
    legal = legalDocumentOf(snap, seller, storedLegal(stored?.billing));
    const fx = await facturX(legal);
    // The engine and insertInvoice compute by the same rule (BR-CO-17, per rate on the lines' sum).
    if (fx.totals.taxExclusiveCents !== billing.amountExclVat || fx.totals.taxInclusiveCents !== billing.amount)
      throw new Error(
        `${billing.invoiceNumber}: the document's totals (${fx.totals.taxExclusiveCents} excl. VAT, ${fx.totals.taxInclusiveCents} incl. VAT) differ from the invoice's (${billing.amountExclVat}, ${billing.amount})`,
      );
    pdf = fx.pdf;
  }
  const now = new Date();
  const values = { pdf, billing: JSON.stringify({ ...billing, legal }), generated_at: now, generated_by: userId };
  await withDocuments(tx)
    .insertInto('invoice_documents')
    .values({ invoice_id: invoiceId, ...values })
    .onConflict((oc) => oc.column('invoice_id').doUpdateSet(values))
    .execute();
  await tx.updateTable('invoices').set({ pdf_generated_at: now }).where('id', '=', invoiceId).execute();
  return { pdf, generatedAt: now };
}

/** The legal document of the first stored PDF, if it was one. */
function storedLegal(first: unknown): LegalDocument | null {
  const was = (typeof first === 'string' ? JSON.parse(first) : first) as { legal?: LegalDocument | null } | null | undefined;
  return was?.legal ?? null;
}

function frozenIdentities(now: InvoicePdfData, first: unknown): InvoicePdfData {
  const { legal: _legal, ...was } = ((typeof first === 'string' ? JSON.parse(first) : first) ?? {}) as Partial<InvoicePdfData> & { legal?: unknown };
  if (!was.client) return now;
  return {
    ...now,
    client: was.client,
    billingContact: was.billingContact ?? null,
    businessUnit: was.businessUnit ?? null,
    vatRateBp: was.vatRateBp ?? now.vatRateBp,
  };
}

/** The stored PDF, made now if the invoice has none yet. */
export async function invoicePdf(db: Database, clientId: number, invoiceNumber: string) {
  const inv = await requireClientInvoice(db, clientId, invoiceNumber);
  const stored = await withDocuments(db)
    .selectFrom('invoice_documents')
    .select(['pdf', 'generated_at'])
    .where('invoice_id', '=', inv.id)
    .executeTakeFirst();
  const doc = stored
    ? { pdf: Buffer.from(stored.pdf), generatedAt: stored.generated_at }
    : await db.transaction().execute((tx) => storePdf(tx, inv.id, null));
  return {
    fileName: `${invoiceNumber}.pdf`,
    contentType: 'application/pdf' as const,
    content: doc.pdf.toString('base64'),
    generatedAt: iso(doc.generatedAt),
  };
}

// ---------------------------------------------------------------- changes

export async function setInvoicePONumber(
  db: Database,
  userId: number,
  b: { invoiceId: number; invoicePONumber: string; clientId: number; version?: number },
  businessCode: (tx: Executor) => Promise<string>,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await tx
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'po_number', 'version'])
      .where('id', '=', b.invoiceId)
      .where('client_id', '=', b.clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!inv) throw notFoundField('invoiceId', `No invoice ${b.invoiceId} for client ${b.clientId}`);
    if (b.version !== undefined && b.version !== inv.version)
      throw conflict(
        'This invoice was changed by someone else since you opened it; reload it and redo your change',
      );
    const next = b.invoicePONumber === '' ? null : b.invoicePONumber;
    if (next === inv.po_number) return getInvoiceRow(tx, inv.id);
    await tx
      .updateTable('invoices')
      .set({ po_number: next, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.updateInvoicePONumber',
      summary: `${inv.invoice_number}: PO number ${next ? `set to ${next}` : 'cleared'}`,
    });
    return getInvoiceRow(tx, inv.id);
  });
}

export async function regenerateInvoice(
  db: Database,
  userId: number,
  b: { invoiceNumber: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await requireClientInvoice(tx, b.clientId, b.invoiceNumber, true);
    await storePdf(tx, inv.id, userId);
    await tx
      .updateTable('invoices')
      .set({ version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.regenerateInvoice',
      summary: `${inv.invoice_number}: PDF regenerated (identities as first issued)`,
    });
    return getInvoiceRow(tx, inv.id);
  });
}

export async function createCreditNote(
  db: Executor,
  userId: number,
  b: { invoiceNumber: string; amount: number; businessUnit: number; comment: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
  today = todayInParis(),
  // Who decided it (a FINANCE approval or direct issue, repositories/finance/creditRequests.ts).
  audit: { action: string; note?: string },
): Promise<{ creditNote: CreditNoteRow; invoice: InvoiceRow }> {
  return inTransaction(db, async (tx) => {
    const code = await businessCode(tx);
    const unit = await tx
      .selectFrom('business_units')
      .select(['id', 'name'])
      .where('id', '=', b.businessUnit)
      .executeTakeFirst();
    if (!unit) throw notFoundField('businessUnit', `No such business unit: ${b.businessUnit}`);
    // The lock makes a second credit note of the same invoice wait for this one's commit.
    const inv = await requireClientInvoice(tx, b.clientId, b.invoiceNumber, true);
    if (inv.status === 'cancelled')
      throw conflict(`${inv.invoice_number} is cancelled: no credit note can be made against it`);
    const { credited, paid } = await tx
      .selectFrom('invoices as i')
      .select([sql<number>`i.credited`.as('credited'), sql<number>`i.paid`.as('paid')])
      .where('i.id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const remaining = inv.amount - Number(credited) - Number(paid);
    if (b.amount > remaining)
      throw new HttpError(
        409,
        'CONFLICT',
        `A credit note cannot exceed what remains due on ${inv.invoice_number}: ${euros(Math.max(0, remaining))}`,
        { amount: `At most ${Math.max(0, remaining)} cents` },
      );
    const number = await nextDocumentNumber(tx, 'credit_note', Number(today.slice(0, 4)));
    const note = await tx
      .insertInto('credit_notes')
      .values({
        number,
        invoice_id: inv.id,
        client_id: b.clientId,
        amount: b.amount,
        business_unit_id: unit.id,
        comment: b.comment,
        issued_on: today,
        user_id: userId,
      })
      .returning(['id', 'number', 'amount', 'comment', 'issued_on'])
      .executeTakeFirstOrThrow();
    if (remaining - b.amount === 0 && inv.status !== 'paid')
      await tx
        .updateTable('invoices')
        .set({ status: 'paid', version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', inv.id)
        .execute();
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: code,
      userId,
      kind: 'credit_note',
      action: audit.action,
      summary: `Credit note ${number} of ${euros(b.amount)} against ${inv.invoice_number}: ${b.comment}${audit.note ?? ''}`,
    });
    // What the client owes went down: its recovery flag follows in the same transaction.
    await refreshRecoveryFlags(tx, [b.clientId]);
    return {
      creditNote: {
        creditNoteId: note.id,
        number: note.number,
        amount: note.amount,
        businessUnit: { id: unit.id, name: unit.name },
        comment: note.comment,
        issuedOn: note.issued_on,
      },
      invoice: await getInvoiceRow(tx, inv.id),
    };
  });
}

/** To: the billing contact; Cc: the other contacts with clientEmailCc (with an email). */
export async function invoiceRecipients(db: Executor, clientId: number) {
  const client = await db
    .selectFrom('clients')
    .select(['billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('client_contacts')
    .select(['id', 'email', 'client_email_cc'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  const billing = contacts.find((c) => c.id === client.billing_contact_id);
  const to = billing?.email ? [billing.email] : [];
  const cc = contacts
    .filter(
      (c) => c.client_email_cc && c.email && c.id !== client.billing_contact_id && !to.includes(c.email),
    )
    .map((c) => c.email as string);
  return { to, cc: [...new Set(cc)] };
}

export async function sendInvoice(
  db: Database,
  mailer: Mailer,
  userId: number,
  b: { invoiceNumber: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
) {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await requireClientInvoice(tx, b.clientId, b.invoiceNumber, true);
    const { to, cc } = await invoiceRecipients(tx, b.clientId);
    if (to.length === 0)
      throw conflict('This client has no billing contact with an email: choose one in Contacts first');
    const stored = await withDocuments(tx)
      .selectFrom('invoice_documents')
      .select('pdf')
      .where('invoice_id', '=', inv.id)
      .executeTakeFirst();
    const pdf = stored ? Buffer.from(stored.pdf) : (await storePdf(tx, inv.id, userId)).pdf;
    // The mail is in the language of the document it carries: the client's as frozen at issue
    // (its invoicing language of now for an invoice issued before that was kept).
    const mailed = await tx
      .selectFrom('invoices as i')
      .innerJoin('clients as c', 'c.id', 'i.client_id')
      .select([
        'i.amount',
        'i.due_on',
        'i.po_number',
        sql<string>`coalesce(i.issued_identity->>'language', c.invoice_language)`.as('language'),
      ])
      .where('i.id', '=', inv.id)
      .executeTakeFirstOrThrow();
    const { subject, text } = invoiceMail(mailLanguage(mailed.language), {
      number: inv.invoice_number,
      amount: mailed.amount,
      dueOn: mailed.due_on,
      poNumber: mailed.po_number,
    });
    const outboxId = await mailer.queue(
      {
        to,
        cc,
        subject,
        text,
        attachments: [
          { filename: `${inv.invoice_number}.pdf`, contentType: 'application/pdf', content: pdf },
        ],
      },
      tx,
    );
    await tx
      .updateTable('invoices')
      .set({
        sent_at: new Date(),
        status: inv.status === 'issued' ? 'sent' : inv.status,
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.sendInvoice',
      summary: `${inv.invoice_number} sent to ${to.join(', ')}${cc.length ? ` (cc ${cc.join(', ')})` : ''}`,
    });
    return { invoice: await getInvoiceRow(tx, inv.id), mail: { outboxId, to, cc } };
  });
}
