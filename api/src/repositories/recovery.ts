/**
 * Finance recovery (docs/product.md#finance-recovery): what clients owe by age, one client's
 * open invoices, payments, credit notes, billing contact and notes, the accounting report.
 *
 * - What remains due on an invoice = amount - credit notes - payments, never below zero;
 *   open invoices are issued or sent ones with something remaining (paid and cancelled
 *   invoices are left out). The same rule as repositories/invoices.ts.
 * - Ageing is counted as of today in Paris (domain/ageing.ts holds the bounds; the summary's
 *   SQL repeats them and the tests compare the two).
 * - Every change runs in one transaction with its client event and its admin event.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict, notFound } from '../http/errors';
import { ageingOf, daysOverdue, remainingOf } from '../domain/ageing';
import { containsPattern, iso, notFoundField, todayInParis } from './areaHelpers';
import { areaTransaction, sharedRead } from './sharedReads';
import { updateVersioned } from './versioned';
import { recordClientChange } from './invoices';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';

type SummaryQuery = QueryOut<'finance', 'getClientInvoiceSummary'>;
type SummaryPage = ResponseOut<'finance', 'getClientInvoiceSummary'>;
type SummaryRow = SummaryPage['items'][number];
type RecoveryDetail = ResponseOut<'finance', 'getRecovery'>;
type BillingContact = ResponseOut<'finance', 'updateBillingContact'>;
type NoteRow = ResponseOut<'finance', 'addNote'>;
type EventsPage = ResponseOut<'finance', 'getEventsClient'>;
type EventsQuery = QueryOut<'finance', 'getEventsClient'>;
type AccountingReport = ResponseOut<'finance', 'getClientAccountingReport'>;
type AccountingRow = AccountingReport['rows'][number];
type BillingBody = BodyOut<'finance', 'updateBillingContact'>;

/** Sort keys of the summary and their columns (a closed list: never user text in SQL). */
const SORT_COLUMNS: Record<SummaryQuery['sort'], string> = {
  name: 'name',
  businessCode: 'business_code',
  notDue: 'not_due',
  overdue1to30: 'o1',
  overdue31to60: 'o2',
  overdue61to90: 'o3',
  overdueOver90: 'o4',
  overdue: 'overdue',
  totalDue: 'total_due',
};

const num = (v: unknown): number => Number(v ?? 0);
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

interface SummaryDbRow {
  client_id: number;
  business_code: string;
  name: string;
  activity_status: 'active' | 'inactive';
  agency_id: number | null;
  agency_name: string | null;
  sales_agent_id: number | null;
  sales_agent_name: string | null;
  not_due: string | number;
  o1: string | number;
  o2: string | number;
  o3: string | number;
  o4: string | number;
  overdue: string | number;
  total_due: string | number;
  open_invoices: number;
  oldest_due_on: string | null;
  last_paid_on: string | null;
  last_paid_amount: number | null;
  last_note_at: Date | null;
  last_note: string | null;
  last_note_login: string | null;
}

interface TotalsDbRow {
  clients: string | number;
  not_due: string | number;
  o1: string | number;
  o2: string | number;
  o3: string | number;
  o4: string | number;
  overdue: string | number;
  total_due: string | number;
  open_invoices: string | number;
}

/** Identical summary reads running at the same time share one query (see sharedReads.ts). */
export function clientInvoiceSummary(
  db: Executor,
  q: SummaryQuery,
  asOf = todayInParis(),
): Promise<SummaryPage> {
  return sharedRead(db, `recovery:${asOf}:${JSON.stringify(q)}`, () => querySummary(db, q, asOf));
}

async function querySummary(db: Executor, q: SummaryQuery, asOf: string): Promise<SummaryPage> {
  const filters = [sql`true`];
  if (q.search) filters.push(sql`c.search_text like ${containsPattern(q.search)}`);
  if (q.agencyId) filters.push(sql`c.agency_id = ${q.agencyId}`);
  if (q.salesAgentId) filters.push(sql`c.sales_agent_id = ${q.salesAgentId}`);
  if (q.onlyOverdue) filters.push(sql`a.o1 + a.o2 + a.o3 + a.o4 > 0`);
  if (q.minOverdue !== undefined) filters.push(sql`a.o1 + a.o2 + a.o3 + a.o4 >= ${q.minOverdue}`);
  const where = sql.join(filters, sql` and `);
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = sql.ref(`f.${SORT_COLUMNS[q.sort]}`);
  const day = sql`${asOf}::date`;
  const offset = (q.page - 1) * q.pageSize;

  const result = await sql<{ totals: TotalsDbRow; items: SummaryDbRow[] | null }>`
    with open_inv as (
      select i.client_id, i.due_on,
        greatest(0, i.amount
          - coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)
          - coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0))::bigint as remaining
      from invoices i
      where i.status in ('issued', 'sent')
    ), agg as (
      select client_id,
        coalesce(sum(remaining) filter (where due_on >= ${day}), 0)::bigint as not_due,
        coalesce(sum(remaining) filter (where ${day} - due_on between 1 and 30), 0)::bigint as o1,
        coalesce(sum(remaining) filter (where ${day} - due_on between 31 and 60), 0)::bigint as o2,
        coalesce(sum(remaining) filter (where ${day} - due_on between 61 and 90), 0)::bigint as o3,
        coalesce(sum(remaining) filter (where ${day} - due_on > 90), 0)::bigint as o4,
        sum(remaining)::bigint as total_due,
        count(*)::int as open_invoices,
        min(due_on) as oldest_due_on
      from open_inv
      where remaining > 0
      group by client_id
    ), f as (
      select a.*, (a.o1 + a.o2 + a.o3 + a.o4)::bigint as overdue,
        c.business_code, c.name, c.activity_status, c.agency_id, c.sales_agent_id
      from agg a
      join clients c on c.id = a.client_id
      where ${where}
    ), page as (
      select f.* from f
      order by ${sortColumn} ${dir}, f.name asc, f.client_id asc
      limit ${q.pageSize} offset ${offset}
    )
    select
      (select json_build_object(
        'clients', count(*), 'not_due', coalesce(sum(not_due), 0), 'o1', coalesce(sum(o1), 0),
        'o2', coalesce(sum(o2), 0), 'o3', coalesce(sum(o3), 0), 'o4', coalesce(sum(o4), 0),
        'overdue', coalesce(sum(overdue), 0), 'total_due', coalesce(sum(total_due), 0),
        'open_invoices', coalesce(sum(open_invoices), 0)) from f) as totals,
      (select json_agg(x) from (
        select p.client_id, p.business_code, p.name, p.activity_status,
          p.agency_id, ag.name as agency_name, p.sales_agent_id, sa.name as sales_agent_name,
          p.not_due, p.o1, p.o2, p.o3, p.o4, p.overdue, p.total_due, p.open_invoices, p.oldest_due_on,
          lp.paid_on as last_paid_on, lp.amount as last_paid_amount,
          ln.at as last_note_at, ln.note as last_note, ln.login as last_note_login
        from page p
        left join agencies ag on ag.id = p.agency_id
        left join sales_agents sa on sa.id = p.sales_agent_id
        left join lateral (
          select pm.paid_on, pm.amount from payments pm
          where pm.client_id = p.client_id order by pm.paid_on desc, pm.id desc limit 1
        ) lp on true
        left join lateral (
          select rn.at, rn.note, u.login from recovery_notes rn
          left join staff_users u on u.id = rn.user_id
          where rn.client_id = p.client_id order by rn.at desc, rn.id desc limit 1
        ) ln on true
        order by ${sql.ref(`p.${SORT_COLUMNS[q.sort]}`)} ${dir}, p.name asc, p.client_id asc
      ) x) as items
  `.execute(db);
  const row = result.rows[0];
  const t = row.totals;
  return {
    asOf,
    items: (row.items ?? []).map(toSummaryRow),
    total: num(t.clients),
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      clients: num(t.clients),
      notDue: num(t.not_due),
      overdue1to30: num(t.o1),
      overdue31to60: num(t.o2),
      overdue61to90: num(t.o3),
      overdueOver90: num(t.o4),
      overdue: num(t.overdue),
      totalDue: num(t.total_due),
      openInvoices: num(t.open_invoices),
    },
  };
}

function toSummaryRow(r: SummaryDbRow): SummaryRow {
  return {
    clientId: r.client_id,
    businessCode: r.business_code,
    name: r.name,
    activityStatus: r.activity_status,
    agency: ref(r.agency_id, r.agency_name),
    salesAgent: ref(r.sales_agent_id, r.sales_agent_name),
    notDue: num(r.not_due),
    overdue1to30: num(r.o1),
    overdue31to60: num(r.o2),
    overdue61to90: num(r.o3),
    overdueOver90: num(r.o4),
    overdue: num(r.overdue),
    totalDue: num(r.total_due),
    openInvoices: num(r.open_invoices),
    oldestDueOn: r.oldest_due_on,
    lastPayment: r.last_paid_on ? { paidOn: r.last_paid_on, amount: num(r.last_paid_amount) } : null,
    lastNote: r.last_note_at
      ? { at: iso(r.last_note_at), note: r.last_note ?? '', userLogin: r.last_note_login }
      : null,
  };
}

// ---------------------------------------------------------------- one client

/** `finance/recovery/[id]`: a numeric id or a business code; 404 when unknown. */
export async function resolveRecoveryClient(db: Executor, param: string): Promise<number> {
  const trimmed = param.trim();
  let q = db.selectFrom('clients').select('id');
  q = /^\d{1,9}$/.test(trimmed)
    ? q.where('id', '=', Number(trimmed))
    : q.where('business_code', '=', trimmed.toUpperCase());
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`No such client: ${param}`);
  return row.id;
}

/** The client of a body's or query's `clientId`; 404 naming the field. */
async function requireClientRow(db: Executor, clientId: number) {
  const row = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'name', 'billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFoundField('clientId', `No such client: ${clientId}`);
  return row;
}

/** A client's open invoices with what remains, oldest due date first. */
async function openInvoicesOf(db: Executor, clientId: number, asOf: string) {
  const rows = await db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.invoice_number',
      'i.issued_on',
      'i.due_on',
      'i.amount',
      'i.status',
      sql<number>`coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)::int`.as(
        'credited',
      ),
      sql<number>`coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)::int`.as(
        'paid',
      ),
    ])
    .where('i.client_id', '=', clientId)
    .where('i.status', 'in', ['issued', 'sent'])
    .orderBy('i.due_on')
    .orderBy('i.id')
    .execute();
  return rows
    .map((r) => {
      const credited = num(r.credited);
      const paid = num(r.paid);
      return {
        invoiceId: r.id,
        invoiceNumber: r.invoice_number,
        issuedOn: r.issued_on,
        dueOn: r.due_on,
        daysOverdue: daysOverdue(r.due_on, asOf),
        amount: r.amount,
        credited,
        paid,
        remaining: remainingOf(r.amount, credited, paid),
        status: r.status as 'issued' | 'sent',
      };
    })
    .filter((r) => r.remaining > 0);
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

export async function recoveryDetail(
  db: Executor,
  clientId: number,
  asOf = todayInParis(),
): Promise<RecoveryDetail> {
  const client = await db
    .selectFrom('clients as c')
    .leftJoin('agencies as ag', 'ag.id', 'c.agency_id')
    .leftJoin('sales_agents as sa', 'sa.id', 'c.sales_agent_id')
    .select([
      'c.id',
      'c.business_code',
      'c.name',
      'c.activity_status',
      'c.payment_term_days',
      'c.billing_contact_id',
      'c.agency_id',
      'ag.name as agency_name',
      'c.sales_agent_id',
      'sa.name as sales_agent_name',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirst();
  if (!client) throw notFound(`No such client: ${clientId}`);
  const [openInvoices, payments, creditNotes, billingContact, notes] = await Promise.all([
    openInvoicesOf(db, clientId, asOf),
    db
      .selectFrom('payments as p')
      .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
      .leftJoin('payment_methods as pm', 'pm.id', 'p.payment_method_id')
      .select([
        'p.id',
        'i.invoice_number',
        'p.paid_on',
        'p.amount',
        'p.payment_method_id',
        'pm.name as method_name',
        'p.reference',
      ])
      .where('p.client_id', '=', clientId)
      .orderBy('p.paid_on', 'desc')
      .orderBy('p.id', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('credit_notes as cn')
      .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
      .select(['cn.id', 'cn.number', 'i.invoice_number', 'cn.amount', 'cn.comment', 'cn.issued_on'])
      .where('cn.client_id', '=', clientId)
      .orderBy('cn.issued_on', 'desc')
      .orderBy('cn.id', 'desc')
      .limit(100)
      .execute(),
    billingContactOf(db, client.billing_contact_id),
    db
      .selectFrom('recovery_notes as n')
      .leftJoin('staff_users as u', 'u.id', 'n.user_id')
      .select(['n.id', 'n.at', 'n.note', 'u.login'])
      .where('n.client_id', '=', clientId)
      .orderBy('n.at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(100)
      .execute(),
  ]);
  return {
    client: {
      clientId: client.id,
      businessCode: client.business_code,
      name: client.name,
      activityStatus: client.activity_status as 'active' | 'inactive',
      paymentTermDays: client.payment_term_days,
      agency: ref(client.agency_id, client.agency_name),
      salesAgent: ref(client.sales_agent_id, client.sales_agent_name),
    },
    asOf,
    figures: ageingOf(openInvoices, asOf),
    openInvoices,
    payments: payments.map((p) => ({
      paymentId: p.id,
      invoiceNumber: p.invoice_number,
      paidOn: p.paid_on,
      amount: p.amount,
      paymentMethod: ref(p.payment_method_id, p.method_name),
      reference: p.reference,
    })),
    creditNotes: creditNotes.map((c) => ({
      creditNoteId: c.id,
      number: c.number,
      invoiceNumber: c.invoice_number,
      amount: c.amount,
      comment: c.comment,
      issuedOn: c.issued_on,
    })),
    billingContact,
    notes: notes.map((n) => ({ noteId: n.id, at: iso(n.at), note: n.note, userLogin: n.login })),
  };
}

// ---------------------------------------------------------------- changes

export async function addNote(
  db: Database,
  userId: number,
  b: { note: string; clientId: number },
): Promise<NoteRow> {
  return areaTransaction(db, async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    const row = await tx
      .insertInto('recovery_notes')
      .values({ client_id: client.id, user_id: userId, note: b.note })
      .returning(['id', 'at'])
      .executeTakeFirstOrThrow();
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery_note',
      action: 'finance.addNote',
      summary: `Recovery note: ${b.note.slice(0, 200)}`,
    });
    const login = await tx
      .selectFrom('staff_users')
      .select('login')
      .where('id', '=', userId)
      .executeTakeFirst();
    return { noteId: row.id, at: iso(row.at), note: b.note, userLogin: login?.login ?? null };
  });
}

export async function updateBillingContact(
  db: Database,
  userId: number,
  b: BillingBody,
): Promise<BillingContact> {
  return areaTransaction(db, async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    const values = { name: b.name, email: b.email ?? null, phone_number: b.phoneNumber ?? null };
    let contactId: number;
    let summary: string;
    if (client.billing_contact_id === null) {
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
      summary = `Billing contact set: ${b.name}`;
    } else {
      if (b.version === undefined)
        throw badRequest('The version of the billing contact is required to edit it', {
          version: 'Required',
        });
      const current = await tx
        .selectFrom('client_contacts')
        .select(['id', 'name', 'email', 'phone_number', 'version'])
        .where('id', '=', client.billing_contact_id)
        .executeTakeFirstOrThrow();
      if (current.version !== b.version)
        throw conflict(
          'This billing contact was changed by someone else since you opened it; reload it and redo your change',
        );
      const changed = (['name', 'email', 'phone_number'] as const).filter((k) => current[k] !== values[k]);
      if (changed.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, b.version, values, 'billing contact');
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

// ---------------------------------------------------------------- events and report

export async function clientEvents(db: Executor, q: EventsQuery): Promise<EventsPage> {
  await requireClientRow(db, q.clientId);
  const rows = await db
    .selectFrom('client_events as e')
    .leftJoin('staff_users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.at', 'u.login', 'e.kind', 'e.summary', sql<number>`count(*) over ()`.as('n')])
    .where('e.client_id', '=', q.clientId)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  let total = rows.length > 0 ? num(rows[0].n) : 0;
  if (rows.length === 0 && q.page > 1) {
    const c = await db
      .selectFrom('client_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', q.clientId)
      .executeTakeFirstOrThrow();
    total = num(c.n);
  }
  return {
    items: rows.map((e) => ({
      eventId: e.id,
      at: iso(e.at),
      userLogin: e.login,
      kind: e.kind,
      summary: e.summary,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const KIND_ORDER = { invoice: 0, credit_note: 1, payment: 2 } as const;

export async function accountingReport(
  db: Executor,
  clientId: number,
  asOf = todayInParis(),
): Promise<AccountingReport> {
  const client = await requireClientRow(db, clientId);
  const [invoices, credits, payments, open] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'issued_on', 'amount'])
      .where('client_id', '=', clientId)
      .where('status', '!=', 'cancelled')
      .execute(),
    db
      .selectFrom('credit_notes as cn')
      .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
      .select(['cn.id', 'cn.number', 'i.invoice_number', 'cn.issued_on', 'cn.amount'])
      .where('cn.client_id', '=', clientId)
      .where('i.status', '!=', 'cancelled')
      .execute(),
    db
      .selectFrom('payments as p')
      .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select(['p.id', 'p.reference', 'i.invoice_number', 'p.paid_on', 'p.amount'])
      .where('p.client_id', '=', clientId)
      .where((eb) => eb.or([eb('i.status', 'is', null), eb('i.status', '!=', 'cancelled')]))
      .execute(),
    openInvoicesOf(db, clientId, asOf),
  ]);
  type Entry = Omit<AccountingRow, 'balance'> & { id: number };
  const entries: Entry[] = [
    ...invoices.map((i) => ({
      id: i.id,
      date: i.issued_on,
      kind: 'invoice' as const,
      reference: i.invoice_number,
      invoiceNumber: i.invoice_number,
      debit: i.amount,
      credit: 0,
    })),
    ...credits.map((c) => ({
      id: c.id,
      date: c.issued_on,
      kind: 'credit_note' as const,
      reference: c.number,
      invoiceNumber: c.invoice_number,
      debit: 0,
      credit: c.amount,
    })),
    ...payments.map((p) => ({
      id: p.id,
      date: p.paid_on,
      kind: 'payment' as const,
      reference: p.reference,
      invoiceNumber: p.invoice_number,
      debit: 0,
      credit: p.amount,
    })),
  ];
  entries.sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
  );
  let balance = 0;
  let totalDebit = 0;
  let totalCredit = 0;
  const rows: AccountingRow[] = entries.map(({ id: _id, ...e }) => {
    balance += e.debit - e.credit;
    totalDebit += e.debit;
    totalCredit += e.credit;
    return { ...e, balance };
  });
  return {
    clientId: client.id,
    businessCode: client.business_code,
    name: client.name,
    asOf,
    rows,
    totalDebit,
    totalCredit,
    // Counted apart from the rows, from the open invoices: the tests check that the last balance meets it.
    amountDue: ageingOf(open, asOf).totalDue,
  };
}
