/**
 * Credit-note requests (docs/product.md#credit-note-requests): a request records what the Clients
 * area asks, no money moved; approving or refusing takes the request by a conditional update on
 * 'pending' (two decisions at once: one wins, the other a 409), and approving makes the credit
 * note through `createCreditNote`, which refuses more than what remains due (all rolled back).
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { euros } from '../../domain/invoicePdf';
import { iso, isoOrNull } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { createCreditNote, requireCreditable } from '../invoices/credit';
import { requireClientInvoice } from '../invoices/reads';
import { recordClientChange } from '../events/clientEvents';
import { inTransaction } from './receivables';

type CreditRequestRow = ResponseOut<'creditRequests', 'approve'>['request'];
type RequestStatus = CreditRequestRow['status'];

interface CreditRequestsTable {
  id: Generated<number>;
  client_id: number;
  invoice_id: number;
  amount: number;
  business_unit_id: number;
  comment: string;
  status: Generated<RequestStatus>;
  requested_by: number | null;
  requested_at: Generated<Date>;
  decided_by: number | null;
  decided_at: Date | null;
  refusal_reason: string | null;
  credit_note_id: number | null;
}

/** The table of migration 0056, which db/schema does not type. */
function withRequests(db: Executor) {
  return db as unknown as Kysely<DB & { credit_requests: CreditRequestsTable }>;
}

const staffName = async (db: Executor, userId: number) =>
  (await db.selectFrom('staff_users').select('name').where('id', '=', userId).executeTakeFirst())?.name ??
  `#${userId}`;

/** The rows as the finance page lists them; `where` narrows the select. */
function selectRows(db: Executor) {
  return withRequests(db)
    .selectFrom('credit_requests as r')
    .innerJoin('clients as c', 'c.id', 'r.client_id')
    .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
    .innerJoin('business_units as bu', 'bu.id', 'r.business_unit_id')
    .leftJoin('staff_users as rq', 'rq.id', 'r.requested_by')
    .leftJoin('staff_users as dc', 'dc.id', 'r.decided_by')
    .leftJoin('credit_notes as cn', 'cn.id', 'r.credit_note_id')
    .select([
      'r.id',
      'r.status',
      'r.client_id',
      'c.business_code',
      'c.name as client_name',
      'i.invoice_number',
      sql<string>`i.remaining`.as('remaining'),
      'r.amount',
      'bu.id as bu_id',
      'bu.name as bu_name',
      'r.comment',
      'rq.name as requested_by',
      'r.requested_at',
      'dc.name as decided_by',
      'r.decided_at',
      'r.refusal_reason',
      'cn.number as credit_note_number',
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = (r: Selected): CreditRequestRow => ({
  requestId: r.id,
  status: r.status,
  clientId: r.client_id,
  businessCode: r.business_code,
  clientName: r.client_name,
  invoiceNumber: r.invoice_number,
  invoiceRemaining: Number(r.remaining),
  amount: r.amount,
  businessUnit: { id: r.bu_id, name: r.bu_name },
  comment: r.comment,
  requestedBy: r.requested_by,
  requestedAt: iso(r.requested_at),
  decidedBy: r.decided_by,
  decidedAt: isoOrNull(r.decided_at),
  refusalReason: r.refusal_reason,
  creditNoteNumber: r.credit_note_number,
});

async function readRequest(db: Executor, requestId: number): Promise<CreditRequestRow> {
  return toRow(await selectRows(db).where('r.id', '=', requestId).executeTakeFirstOrThrow());
}

export async function listCreditRequests(
  db: Executor,
  q: { status: RequestStatus; clientId?: number },
  limit: number,
): Promise<{ rows: CreditRequestRow[]; more: boolean }> {
  let query = selectRows(db).where('r.status', '=', q.status);
  if (q.clientId !== undefined) query = query.where('r.client_id', '=', q.clientId);
  // Pending: oldest first (the queue to work through); decided: newest first.
  query =
    q.status === 'pending'
      ? query.orderBy('r.requested_at').orderBy('r.id')
      : query.orderBy('r.decided_at', 'desc').orderBy('r.id', 'desc');
  const rows = await query.limit(limit + 1).execute();
  return { rows: rows.slice(0, limit).map(toRow), more: rows.length > limit };
}

/** `clients/createInvoiceCredit`: a pending request, on the client's timeline; nothing credited. */
export async function requestCreditNote(
  db: Database,
  userId: number,
  input: { invoiceNumber: string; amount: number; businessUnit: number; comment: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
): Promise<{ requestId: number; status: 'pending' }> {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const unit = await tx
      .selectFrom('business_units')
      .select(['id'])
      .where('id', '=', input.businessUnit)
      .executeTakeFirst();
    if (!unit) throw notFoundField('businessUnit', `No such business unit: ${input.businessUnit}`);
    const inv = await requireClientInvoice(tx, input.clientId, input.invoiceNumber);
    await requireCreditable(tx, inv, input.amount);
    const row = await withRequests(tx)
      .insertInto('credit_requests')
      .values({
        client_id: input.clientId,
        invoice_id: inv.id,
        amount: input.amount,
        business_unit_id: unit.id,
        comment: input.comment,
        requested_by: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordClientChange(tx, {
      clientId: input.clientId,
      businessCode: code,
      userId,
      kind: 'credit_request',
      action: 'clients.createInvoiceCredit',
      summary: `Credit note of ${euros(input.amount)} against ${inv.invoice_number} requested by ${await staffName(tx, userId)} (request #${row.id}, for finance to approve): ${input.comment}`,
      data: { requestId: row.id },
    });
    return { requestId: row.id, status: 'pending' as const };
  });
}

/** Takes a pending request for a decision: one conditional update, so only one decision wins. */
async function decide(
  tx: Executor,
  requestId: number,
  userId: number,
  set: { status: 'approved' | 'refused'; refusal_reason?: string },
) {
  const taken = await withRequests(tx)
    .updateTable('credit_requests')
    .set({
      status: set.status,
      refusal_reason: set.refusal_reason ?? null,
      decided_by: userId,
      decided_at: new Date(),
    })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .returning([
      'id',
      'client_id',
      'invoice_id',
      'amount',
      'business_unit_id',
      'comment',
      'requested_by',
      'requested_at',
    ])
    .executeTakeFirst();
  if (taken) return taken;
  const now = await withRequests(tx)
    .selectFrom('credit_requests')
    .select('status')
    .where('id', '=', requestId)
    .executeTakeFirst();
  if (!now) throw notFoundField('requestId', `No credit-note request #${requestId}`);
  throw conflict(`Credit-note request #${requestId} is already ${now.status}`);
}

/** `finance/creditRequests/approve`: the credit note of a pending request, in one transaction. */
export async function approveCreditRequest(db: Database, userId: number, requestId: number) {
  return db.transaction().execute(async (tx) => {
    const r = await decide(tx, requestId, userId, { status: 'approved' });
    const invoice = await tx
      .selectFrom('invoices')
      .select('invoice_number')
      .where('id', '=', r.invoice_id)
      .executeTakeFirstOrThrow();
    const requester = r.requested_by === null ? 'a former user' : await staffName(tx, r.requested_by);
    const approver = await staffName(tx, userId);
    const made = await createCreditNote(
      tx,
      userId,
      {
        invoiceNumber: invoice.invoice_number,
        amount: r.amount,
        businessUnit: r.business_unit_id,
        comment: r.comment,
        clientId: r.client_id,
      },
      async (t) =>
        (
          await t
            .selectFrom('clients')
            .select('business_code')
            .where('id', '=', r.client_id)
            .executeTakeFirstOrThrow()
        ).business_code,
      undefined,
      {
        action: 'finance.creditRequests.approve',
        note: ` (request #${requestId} by ${requester}, approved by ${approver})`,
      },
    );
    await withRequests(tx)
      .updateTable('credit_requests')
      .set({ credit_note_id: made.creditNote.creditNoteId })
      .where('id', '=', requestId)
      .execute();
    return { request: await readRequest(tx, requestId), ...made };
  });
}

/** `finance/creditRequests/refuse`: the reason on the request and on the client's timeline. */
export async function refuseCreditRequest(
  db: Database,
  userId: number,
  refusal: { requestId: number; reason: string },
) {
  return db.transaction().execute(async (tx) => {
    const r = await decide(tx, refusal.requestId, userId, { status: 'refused', refusal_reason: refusal.reason });
    const row = await readRequest(tx, refusal.requestId);
    await recordClientChange(tx, {
      clientId: r.client_id,
      businessCode: row.businessCode,
      userId,
      kind: 'credit_request',
      action: 'finance.creditRequests.refuse',
      summary: `Credit note of ${euros(r.amount)} against ${row.invoiceNumber} (request #${refusal.requestId} by ${row.requestedBy ?? 'a former user'}) refused by ${row.decidedBy}: ${refusal.reason}`,
      data: { requestId: refusal.requestId },
    });
    return { request: row };
  });
}

/** `finance/creditRequests/issueCredit`: a FINANCE user's own credit note, without a request. */
export async function issueCreditNote(
  db: Executor,
  userId: number,
  credit: { invoiceNumber: string; amount: number; businessUnit: number; comment: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
) {
  return inTransaction(db, async (tx) =>
    createCreditNote(tx, userId, credit, businessCode, undefined, {
      action: 'finance.creditRequests.issueCredit',
      note: ` (issued directly by ${await staffName(tx, userId)})`,
    }),
  );
}
