/**
 * Credit-note requests' rows (docs/product.md#credit-note-requests; the decisions are in
 * services/finance/creditRequests.ts): the list, one request, a new one, and a decision taken by
 * a conditional update on 'pending' (two decisions at once: one wins, the other a 409).
 */
import { sql, type Generated, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { iso, isoOrNull } from '../rowValues';
import type { QueryOut, ResponseOut } from '../areaTypes';

export type CreditRequestRow = ResponseOut<'creditRequests', 'approve'>['request'];
type CreditRequestSortField = NonNullable<QueryOut<'creditRequests', 'getCreditRequests'>['sort']>;
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

/** A staff user's name (`#id` once the account is gone). */
export const staffName = async (db: Executor, userId: number) =>
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

export async function readCreditRequest(db: Executor, requestId: number): Promise<CreditRequestRow> {
  return toRow(await selectRows(db).where('r.id', '=', requestId).executeTakeFirstOrThrow());
}

const SORT_COLUMNS = {
  requestedAt: 'r.requested_at',
  clientName: 'c.name',
  invoiceNumber: 'i.invoice_number',
  amount: 'r.amount',
} as const satisfies Record<CreditRequestSortField, string>;

export async function listCreditRequests(
  db: Executor,
  q: { status: RequestStatus; clientId?: number; sort?: CreditRequestSortField; order?: 'asc' | 'desc' },
  limit: number,
): Promise<{ rows: CreditRequestRow[]; more: boolean }> {
  let query = selectRows(db).where('r.status', '=', q.status);
  if (q.clientId !== undefined) query = query.where('r.client_id', '=', q.clientId);
  const order = q.order ?? 'asc';
  // Without a chosen column — pending: oldest first (the queue to work through); decided: newest first.
  query = q.sort
    ? query.orderBy(SORT_COLUMNS[q.sort], order).orderBy('r.id', order)
    : q.status === 'pending'
      ? query.orderBy('r.requested_at').orderBy('r.id')
      : query.orderBy('r.decided_at', 'desc').orderBy('r.id', 'desc');
  const rows = await query.limit(limit + 1).execute();
  return { rows: rows.slice(0, limit).map(toRow), more: rows.length > limit };
}

export async function insertCreditRequest(
  tx: Executor,
  r: { clientId: number; invoiceId: number; amount: number; businessUnitId: number; comment: string; requestedBy: number },
) {
  const row = await withRequests(tx)
    .insertInto('credit_requests')
    .values({
      client_id: r.clientId,
      invoice_id: r.invoiceId,
      amount: r.amount,
      business_unit_id: r.businessUnitId,
      comment: r.comment,
      requested_by: r.requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes a pending request for a decision: one conditional update, so only one decision wins
 * (404 naming `requestId` when unknown, 409 when already decided).
 */
export async function takePendingRequest(
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

/** Links an approved request to the credit note it made. */
export async function linkCreditNote(tx: Executor, requestId: number, creditNoteId: number) {
  await withRequests(tx)
    .updateTable('credit_requests')
    .set({ credit_note_id: creditNoteId })
    .where('id', '=', requestId)
    .execute();
}

export async function invoiceNumberOf(tx: Executor, invoiceId: number) {
  const row = await tx.selectFrom('invoices').select('invoice_number').where('id', '=', invoiceId).executeTakeFirstOrThrow();
  return row.invoice_number;
}
