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
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, invalid, notFound, notFoundField } from '../../domain/errors';
import { moneyMailChanges, routeOf, type MoneyMailGuard } from '../../domain/moneyMail';
import { idOrCode } from '../references';
import { todayInParis } from '../../domain/dates';
import { updateVersioned } from '../versioned';
import { recordClientChange } from '../events/clientEvents';
import { contract } from '../../shared';
import type { BodyOut, QueryOut, ResponseOut } from '../areaTypes';
import { ageingColumns, ageingJson, isoText, jsonValue, openInvoice, refJson, requireClientRow } from './receivables';

type RecoveryDetail = ResponseOut<'finance', 'getRecovery'>;
type BillingContact = ResponseOut<'finance', 'updateBillingContact'>;
type BillingBody = BodyOut<'finance', 'updateBillingContact'>;
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
            'kind', e.kind, 'summary', e.summary) order by e.at desc, e.id desc)
          from (select * from client_events e where e.client_id = c.id ${after}
                order by e.at desc, e.id desc limit ${q.pageSize} ${q.before ? sql`` : sql`offset ${offset}`}) e
          left join staff_users u on u.id = e.user_id), '[]'::json))
      from clients c where c.id = ${q.clientId}`,
  );
  if (!answer) throw notFoundField('clientId', `No such client: ${q.clientId}`);
  return { items: answer.items, total: answer.total, page: q.page, pageSize: q.pageSize };
}

async function billingContactOf(db: Executor, contactId: number | null): Promise<BillingContact | null> {
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

export async function updateBillingContact(
  db: Database,
  userId: number,
  contactInput: BillingBody,
  guard: MoneyMailGuard,
): Promise<BillingContact> {
  return db.transaction().execute(async (tx) => {
    const client = await requireClientRow(tx, contactInput.clientId);
    const values = { name: contactInput.name, email: contactInput.email ?? null, phone_number: contactInput.phoneNumber ?? null };
    let contactId: number;
    let summary: string;
    if (client.billing_contact_id === null) {
      // A new contact (-1 until inserted) becomes the billing contact.
      await guard(tx, moneyMailChanges({ billingContactId: null, contacts: new Map() }, { billingContactId: -1, contacts: new Map() }));
      const created = await tx
        .insertInto('client_contacts')
        .values({ client_id: client.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      contactId = created.id;
      await tx
        .updateTable('clients')
        .set({ billing_contact_id: contactId, version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', client.id)
        .execute();
      summary = `Billing contact set: ${contactInput.name}`;
    } else {
      if (contactInput.version === undefined)
        throw invalid('The version of the billing contact is required to edit it', {
          version: 'Required',
        });
      const current = await tx
        .selectFrom('client_contacts')
        .select(['id', 'name', 'email', 'phone_number', 'version', 'client_email_cc', 'client_email_cc_overdue'])
        .where('id', '=', client.billing_contact_id)
        .executeTakeFirstOrThrow();
      const routing = (email: string | null) => ({
        billingContactId: current.id,
        contacts: new Map([[current.id, { ...routeOf(current), email }]]),
      });
      await guard(tx, moneyMailChanges(routing(current.email), routing(values.email)));
      if (current.version !== contactInput.version)
        throw conflict(
          'This billing contact was changed by someone else since you opened it; reload it and redo your change',
        );
      const changed = (['name', 'email', 'phone_number'] as const).filter((k) => current[k] !== values[k]);
      if (changed.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, contactInput.version, values, 'billing contact');
      contactId = current.id;
      summary = `Billing contact edited${changed.length ? `: ${changed.map((k) => (k === 'phone_number' ? 'phoneNumber' : k)).join(', ')}` : ' (no change)'}`;
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'contact',
      action: 'finance.updateBillingContact',
      summary,
    });
    const contact = await billingContactOf(tx, contactId);
    if (!contact) throw notFound('The billing contact has gone');
    return contact;
  });
}
