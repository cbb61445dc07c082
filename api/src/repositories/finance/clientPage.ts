/**
 * A client's recovery page (`finance/recovery/[id]`): one query with JSON sub-selects, each an
 * index read (figures by age, open invoices, the newest payments, credit notes and notes, the
 * billing contact, the flag as stored); its billing contact; its timeline, a page of
 * client_events by (client_id, at desc, id desc), by offset or by keyset (`before`).
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: fires on the billing contact's update; no group moves, no row
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFound, notFoundField } from '../../domain/errors';
import { idOrCode } from '../references';
import { todayInParis } from '../../domain/dates';
import { contract } from '../../shared';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { ageingColumns, ageingJson, isoText, jsonValue, openInvoice, refJson } from './receivables';

type RecoveryDetail = ResponseOut<'finance', 'getRecovery'>;
type BillingContact = ResponseOut<'finance', 'updateBillingContact'>;
type EventsPage = ResponseOut<'finance', 'getEventsClient'>;
type EventsQuery = QueryOut<'finance', 'getEventsClient'>;

/** How many of the newest payments, credit notes and notes a client's page lists. */
const { RECOVERY_DETAIL_LIMIT } = contract;

/** `finance/recovery/[id]`: one client's recovery page (id or business code); 404 when unknown. */
export async function recoveryDetail(db: Executor, param: string, asOf = todayInParis()): Promise<RecoveryDetail> {
  const key = idOrCode(param);
  const where = 'id' in key ? sql`c.id = ${key.id}` : sql`c.business_code = ${key.code}`;
  const limit = RECOVERY_DETAIL_LIMIT;
  const detail = await jsonValue<RecoveryDetail>(
    db,
    sql`
      select json_build_object(
        'client', json_build_object(
          'clientId', c.id, 'businessCode', c.business_code, 'name', c.name, 'activityStatus', c.activity_status,
          'paymentTermDays', c.payment_term_days,
          'agency', ${refJson('c.agency_id', 'ag.name')}, 'salesAgent', ${refJson('c.sales_agent_id', 'sa.name')}),
        'asOf', ${asOf}::text,
        'figures', (
          select ${ageingJson('f')} from (select ${ageingColumns(asOf)} from invoices i
            where i.client_id = c.id and ${openInvoice()}) f),
        'openInvoices', coalesce((
          select json_agg(json_build_object(
            'invoiceId', i.id, 'invoiceNumber', i.invoice_number, 'issuedOn', i.issued_on, 'dueOn', i.due_on,
            'daysOverdue', ${asOf}::date - i.due_on, 'amount', i.amount, 'credited', i.credited, 'paid', i.paid,
            'remaining', i.remaining, 'status', i.status) order by i.due_on, i.id)
          from invoices i where i.client_id = c.id and ${openInvoice()}), '[]'::json),
        'payments', coalesce((
          select json_agg(json_build_object(
            'paymentId', p.id, 'invoiceNumber', pi.invoice_number, 'paidOn', p.paid_on, 'amount', p.amount,
            'paymentMethod', ${refJson('p.payment_method_id', 'pm.name')}, 'reference', p.reference)
            order by p.paid_on desc, p.id desc)
          from (select * from payments p where p.client_id = c.id order by p.paid_on desc, p.id desc limit ${limit}) p
          left join invoices pi on pi.id = p.invoice_id
          left join payment_methods pm on pm.id = p.payment_method_id), '[]'::json),
        'creditNotes', coalesce((
          select json_agg(json_build_object(
            'creditNoteId', cn.id, 'number', cn.number, 'invoiceNumber', ci.invoice_number, 'amount', cn.amount,
            'comment', cn.comment, 'issuedOn', cn.issued_on) order by cn.issued_on desc, cn.id desc)
          from (select * from credit_notes cn where cn.client_id = c.id order by cn.issued_on desc, cn.id desc limit ${limit}) cn
          join invoices ci on ci.id = cn.invoice_id), '[]'::json),
        'billingContact', (
          select json_build_object('contactId', bc.id, 'name', bc.name, 'email', bc.email,
            'phoneNumber', bc.phone_number, 'version', bc.version)
          from client_contacts bc where bc.id = c.billing_contact_id),
        'notes', coalesce((
          select json_agg(json_build_object('noteId', n.id, 'at', ${isoText('n.at')}, 'note', n.note, 'userName', u.name)
            order by n.at desc, n.id desc)
          from (select * from recovery_notes n where n.client_id = c.id order by n.at desc, n.id desc limit ${limit}) n
          left join staff_users u on u.id = n.user_id), '[]'::json),
        'recovery', json_build_object(
          'inRecovery', c.in_recovery_since is not null,
          'since', ${isoText('c.in_recovery_since')},
          'flaggedBy', fb.name,
          'reason', c.in_recovery_reason,
          'liftedAt', ${isoText('c.recovery_lifted_at')},
          'liftedBy', case when c.recovery_lifted_at is null then null else lb.name end,
          'liftComment', case when c.recovery_lifted_at is null then null else c.recovery_lift_comment end),
        'dispute', case when c.dispute_since is null then null else json_build_object(
          'reason', c.dispute_reason, 'since', ${isoText('c.dispute_since')}, 'by', du.name) end
      )
      from clients c
      left join agencies ag on ag.id = c.agency_id
      left join sales_agents sa on sa.id = c.sales_agent_id
      left join staff_users fb on fb.id = c.in_recovery_by
      left join staff_users lb on lb.id = c.recovery_lifted_by
      left join staff_users du on du.id = c.dispute_by
      where ${where}`,
  );
  if (!detail) throw notFound(`No such client: ${param}`);
  return detail;
}

/** `getEventsClient`: a page of the client's timeline, newest first, with its total; 404 naming clientId when unknown. */
export async function clientEvents(db: Executor, q: EventsQuery): Promise<EventsPage> {
  const offset = (q.page - 1) * q.pageSize;
  // A keyset page (`before`: the last event shown) reads the index from there, however long the history.
  const after = q.before
    ? sql`and (e.at, e.id) < (select b.at, b.id from client_events b where b.id = ${q.before} and b.client_id = c.id)`
    : sql``;
  const answer = await jsonValue<{ total: number; items: EventsPage['items'] }>(
    db,
    sql`
      select json_build_object(
        'total', (select count(*) from client_events e where e.client_id = c.id),
        'items', coalesce((
          select json_agg(json_build_object('eventId', e.id, 'at', ${isoText('e.at')}, 'userName', u.name,
            'kind', e.kind, 'summary', e.summary, 'data', e.data) order by e.at desc, e.id desc)
          from (select * from client_events e where e.client_id = c.id ${after}
                order by e.at desc, e.id desc limit ${q.pageSize} ${q.before ? sql`` : sql`offset ${offset}`}) e
          left join staff_users u on u.id = e.user_id), '[]'::json))
      from clients c where c.id = ${q.clientId}`,
  );
  if (!answer) throw notFoundField('clientId', `No such client: ${q.clientId}`);
  return { items: answer.items, total: answer.total, page: q.page, pageSize: q.pageSize };
}

export async function billingContactOf(db: Executor, contactId: number | null): Promise<BillingContact | null> {
  if (contactId === null) return null;
  const c = await db
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'phone_number', 'version'])
    .where('id', '=', contactId)
    .executeTakeFirst();
  return c
    ? { contactId: c.id, name: c.name, email: c.email, phoneNumber: c.phone_number, version: c.version }
    : null;
}

/** A new contact of the client, made its billing contact. Returns its id. */
export async function insertBillingContact(
  tx: Executor,
  clientId: number,
  values: { name: string; email: string | null; phone_number: string | null },
) {
  const created = await tx
    .insertInto('client_contacts')
    .values({ client_id: clientId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .updateTable('clients')
    .set({ billing_contact_id: created.id, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', clientId)
    .execute();
  return created.id;
}

/** The billing contact's row as an edit compares it. */
export function billingContactRow(tx: Executor, contactId: number) {
  return tx
    .selectFrom('client_contacts')
    .select(['id', 'name', 'email', 'phone_number', 'version', 'client_email_cc', 'client_email_cc_overdue'])
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
}
