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
 *   made from the data frozen at issue (by the invoicing run, else at the first download or
 *   send) and never made again once stored (documents/invoiceDocument.ts).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - invoices → invoices_client_receivables_insert/update: recount client_receivables of the clients touched
 * - client_receivables → client_receivables_group_on_insert: a new row copies its client's name and groups
 * - client_receivables → client_receivables_totals_insert/update/delete: append the change to the totals
 * - credit_notes → credit_notes_receivables_insert: adds to invoices.credited (documents/creditNotes.ts)
 */
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { conflict, HttpError, notFound } from '../http/errors';
import type { Mailer } from '../plugins/mailer';
import { recordClientChange } from './events/clientEvents';
import { refreshRecoveryFlags } from './finance/recoveryFlags';
import { inTransaction } from './finance/receivables';
import { isoOrNull, notFoundField, todayInParis } from './areaHelpers';
import type { ResponseOut } from './areaTypes';
import type { PriceRates } from '../domain/clientPrice';
import { euros } from '../domain/invoicePdf';
import { invoiceMail, mailLanguage } from '../domain/mailTexts';
import { IDENTITY_COLUMNS, freezeSeller, identityOf } from './documents/identity';
import { nextDocumentNumber } from './documents/numbering';
import { regenerateInvoiceDocument, storePdf } from './documents/invoiceDocument';
import { creditLinesOfAmount, insertCreditNote, storeCreditNotePdf } from './documents/creditNotes';
import { vatByRate } from '../domain/vat';

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

// ---------------------------------------------------------------- numbering

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
  /** The seller identity's version kept by freezeSeller (a run freezes it once); read when omitted. */
  sellerDigest?: string | null;
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
  const sellerDigest = inv.sellerDigest !== undefined ? inv.sellerDigest : await freezeSeller(tx);
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
      issued_identity: JSON.stringify({ ...identityOf(client), sellerDigest: sellerDigest ?? undefined }),
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
      sql<InvoiceRow['document']>`(select json_build_object('format', d.format, 'sha256', d.sha256)
        from invoice_documents d where d.invoice_id = i.id and d.sha256 is not null)`.as('document'),
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
      'cn.amount_excl_vat',
      sql<string | null>`(select cd.sha256 from credit_note_documents cd where cd.credit_note_id = cn.id)`.as('sha256'),
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
      amountExclVat: r.amount_excl_vat ?? r.amount,
      document: r.sha256 ? { format: 'facturx', sha256: r.sha256 } : null,
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
    document: typeof r.document === 'string' ? JSON.parse(r.document) : (r.document ?? null),
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
      'document', (select json_build_object('format', d.format, 'sha256', d.sha256) from invoice_documents d
        where d.invoice_id = i.id and d.sha256 is not null),
      'creditNotes', coalesce((
        select json_agg(json_build_object(
          'creditNoteId', cn.id, 'number', cn.number, 'amount', cn.amount,
          'amountExclVat', coalesce(cn.amount_excl_vat, cn.amount),
          'document', (select json_build_object('format', 'facturx', 'sha256', cd.sha256) from credit_note_documents cd
            where cd.credit_note_id = cn.id),
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
    const document = await regenerateInvoiceDocument(tx, inv.id, userId);
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
      summary: document.kept
        ? `${inv.invoice_number}: Factur-X document kept as issued (SHA-256 ${document.sha256})`
        : `${inv.invoice_number}: PDF made again (identities as first issued)`,
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
    const lines = await creditLinesOfAmount(tx, inv.id, b.amount, b.comment);
    // The amount is shared over the invoice's VAT rates; a total VAT rounding cannot reach is
    // a cent lower (domain/vat.ts netOfGross).
    const note = await insertCreditNote(tx, {
      invoiceId: inv.id,
      clientId: b.clientId,
      businessUnitId: unit.id,
      comment: b.comment,
      issuedOn: today,
      userId,
      lines,
    });
    const number = note.number;
    const document = note.sellerDigest !== null ? await storeCreditNotePdf(tx, note.id, userId) : null;
    if (remaining - note.amount === 0 && inv.status !== 'paid')
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
      summary: `Credit note ${number} of ${euros(note.amount)} against ${inv.invoice_number}: ${b.comment}${audit.note ?? ''}`,
    });
    // What the client owes went down: its recovery flag follows in the same transaction.
    await refreshRecoveryFlags(tx, [b.clientId]);
    return {
      creditNote: {
        creditNoteId: note.id,
        number: note.number,
        amount: note.amount,
        amountExclVat: note.amount_excl_vat,
        document: document ? { format: 'facturx' as const, sha256: document.sha256 } : null,
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
