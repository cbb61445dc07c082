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
import { readChangeCounter } from '../db/changeCounters';
import { badRequest, conflict, notFound } from '../http/errors';
import { ageingOf, daysOverdue, remainingOf } from '../domain/ageing';
import { iso, notFoundField, todayInParis } from './areaHelpers';
import { areaTransaction } from './sharedReads';
import { updateVersioned } from './versioned';
import { recordClientChange, recordClientEvent } from './invoices';
import { recordAdminEvent } from './adminEvents';
import { DEFAULT_DUNNING, overThreshold } from '../domain/dunning';
import { euros } from '../domain/invoicePdf';
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

const num = (v: unknown): number => Number(v ?? 0);
const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** One client with something due, as the summary's snapshot holds it. */
interface OwingClient {
  clientId: number;
  businessCode: string;
  name: string;
  searchText: string;
  activityStatus: 'active' | 'inactive';
  agencyId: number | null;
  agencyName: string | null;
  salesAgentId: number | null;
  salesAgentName: string | null;
  notDue: number;
  overdue1to30: number;
  overdue31to60: number;
  overdue61to90: number;
  overdueOver90: number;
  overdue: number;
  totalDue: number;
  openInvoices: number;
  oldestDueOn: string | null;
  /** Ranks of the text sorts, by the database's collation. */
  nameRank: number;
  codeRank: number;
}

/**
 * The figures per client are kept in memory (per process and day) and made again exactly when
 * one of the tables they are made of changed (the change counter `finance_recovery` of
 * migration 0013, bumped by a statement trigger in the writing transaction; one indexed read
 * per request). Making them reads every open invoice with its credit notes and payments
 * (about 50,000 on the large seed, over a second on PGlite: far too slow for each request);
 * filtering, sorting and paging them in memory costs a few milliseconds. Notes, the last
 * payment and the "in recovery" flag of the rows of a page are read fresh.
 */
interface Held {
  key: string;
  value: Promise<OwingClient[]>;
}
const held = new WeakMap<object, Held>();

async function owingClients(db: Executor, asOf: string): Promise<OwingClient[]> {
  const key = `${asOf}:${await readChangeCounter(db, 'finance_recovery')}`;
  const current = held.get(db);
  if (current && current.key === key) return current.value;
  const entry: Held = { key, value: makeOwingClients(db, asOf) };
  held.set(db, entry);
  entry.value.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return entry.value;
}

/** Forget the figures (tests that change amounts, and this area's own changes). */
export function forgetRecoverySnapshot(db: Executor): void {
  held.delete(db);
}

async function makeOwingClients(db: Executor, asOf: string): Promise<OwingClient[]> {
  const day = sql`${asOf}::date`;
  const { rows } = await sql<Record<string, unknown>>`
    with open_inv as (
      select i.client_id, i.due_on, greatest(0, i.amount - coalesce(cn.s, 0) - coalesce(p.s, 0))::bigint as remaining
      from invoices i
      left join (select invoice_id, sum(amount) as s from credit_notes group by invoice_id) cn on cn.invoice_id = i.id
      left join (select invoice_id, sum(amount) as s from payments where invoice_id is not null group by invoice_id) p on p.invoice_id = i.id
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
    )
    select a.*, c.business_code, c.name, c.search_text, c.activity_status,
      c.agency_id, ag.name as agency_name, c.sales_agent_id, sa.name as sales_agent_name,
      row_number() over (order by c.name, c.id)::int as name_rank,
      row_number() over (order by c.business_code, c.id)::int as code_rank
    from agg a
    join clients c on c.id = a.client_id
    left join agencies ag on ag.id = c.agency_id
    left join sales_agents sa on sa.id = c.sales_agent_id
  `.execute(db);
  const owing = rows.map((r) => {
    const o1 = num(r.o1);
    const o2 = num(r.o2);
    const o3 = num(r.o3);
    const o4 = num(r.o4);
    return {
      clientId: r.client_id as number,
      businessCode: r.business_code as string,
      name: r.name as string,
      searchText: r.search_text as string,
      activityStatus: r.activity_status as 'active' | 'inactive',
      agencyId: (r.agency_id as number | null) ?? null,
      agencyName: (r.agency_name as string | null) ?? null,
      salesAgentId: (r.sales_agent_id as number | null) ?? null,
      salesAgentName: (r.sales_agent_name as string | null) ?? null,
      notDue: num(r.not_due),
      overdue1to30: o1,
      overdue31to60: o2,
      overdue61to90: o3,
      overdueOver90: o4,
      overdue: o1 + o2 + o3 + o4,
      totalDue: num(r.total_due),
      openInvoices: num(r.open_invoices),
      oldestDueOn: (r.oldest_due_on as string | null) ?? null,
      nameRank: r.name_rank as number,
      codeRank: r.code_rank as number,
    };
  });
  // The "in recovery" rule runs on every client each time these figures are made (docs/product.md#finance-recovery).
  await syncRecoveryFlags(db, new Map(owing.map((c) => [c.clientId, c.overdue])), 'all');
  return owing;
}

const SORT_VALUE: Record<SummaryQuery['sort'], (c: OwingClient) => number> = {
  name: (c) => c.nameRank,
  businessCode: (c) => c.codeRank,
  notDue: (c) => c.notDue,
  overdue1to30: (c) => c.overdue1to30,
  overdue31to60: (c) => c.overdue31to60,
  overdue61to90: (c) => c.overdue61to90,
  overdueOver90: (c) => c.overdueOver90,
  overdue: (c) => c.overdue,
  totalDue: (c) => c.totalDue,
};

/** The snapshot in one sort order, sorted once per snapshot and order (ties by name). */
const sortedCache = new WeakMap<OwingClient[], Map<string, OwingClient[]>>();
function sortedOwingClients(
  all: OwingClient[],
  sort: SummaryQuery['sort'],
  order: SummaryQuery['order'],
): OwingClient[] {
  let byOrder = sortedCache.get(all);
  if (!byOrder) sortedCache.set(all, (byOrder = new Map()));
  const key = `${sort}:${order}`;
  let sorted = byOrder.get(key);
  if (!sorted) {
    const value = SORT_VALUE[sort];
    const dir = order === 'asc' ? 1 : -1;
    sorted = [...all].sort((a, b) => (value(a) - value(b)) * dir || a.nameRank - b.nameRank);
    byOrder.set(key, sorted);
  }
  return sorted;
}

const FIGURES = [
  'notDue',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdueOver90',
  'overdue',
  'totalDue',
  'openInvoices',
] as const;

/** What clients owe by age: the snapshot filtered, sorted and paged; the page's last payments and notes read fresh. */
export async function clientInvoiceSummary(
  db: Executor,
  q: SummaryQuery,
  asOf = todayInParis(),
): Promise<SummaryPage> {
  const all = sortedOwingClients(await owingClients(db, asOf), q.sort, q.order);
  const term = q.search ? q.search.toLowerCase() : null;
  const rows = all.filter(
    (c) =>
      (term === null || c.searchText.includes(term)) &&
      (!q.agencyId || c.agencyId === q.agencyId) &&
      (!q.salesAgentId || c.salesAgentId === q.salesAgentId) &&
      (!q.onlyOverdue || c.overdue > 0) &&
      (q.minOverdue === undefined || c.overdue >= q.minOverdue),
  );
  const totals = {
    clients: rows.length,
    ...Object.fromEntries(FIGURES.map((k) => [k, 0])),
  } as SummaryPage['totals'];
  for (const r of rows) for (const k of FIGURES) totals[k] += r[k];
  const pageRows = rows.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const ids = pageRows.map((r) => r.clientId);
  const [payments, notes, flags] = ids.length
    ? await Promise.all([
        sql<{ client_id: number; paid_on: string; amount: number }>`
          select c.id as client_id, lp.paid_on, lp.amount
          from clients c
          join lateral (
            select paid_on, amount from payments where client_id = c.id order by paid_on desc limit 1
          ) lp on true
          where c.id in (${sql.join(ids)})`.execute(db),
        sql<{ client_id: number; at: Date; note: string; login: string | null }>`
          select c.id as client_id, ln.at, ln.note, ln.login
          from clients c
          join lateral (
            select n.at, n.note, u.login from recovery_notes n left join staff_users u on u.id = n.user_id
            where n.client_id = c.id order by n.at desc limit 1
          ) ln on true
          where c.id in (${sql.join(ids)})`.execute(db),
        sql<{ id: number; in_recovery_since: Date | string }>`
          select id, in_recovery_since from clients where id in (${sql.join(ids)}) and in_recovery_since is not null`.execute(
          db,
        ),
      ])
    : [{ rows: [] }, { rows: [] }, { rows: [] }];
  const inRecovery = new Map(flags.rows.map((f) => [f.id, iso(f.in_recovery_since)]));
  const lastPayment = new Map(payments.rows.map((p) => [p.client_id, p]));
  const lastNote = new Map(notes.rows.map((n) => [n.client_id, n]));
  return {
    asOf,
    items: pageRows.map((c): SummaryRow => {
      const p = lastPayment.get(c.clientId);
      const n = lastNote.get(c.clientId);
      return {
        clientId: c.clientId,
        businessCode: c.businessCode,
        name: c.name,
        activityStatus: c.activityStatus,
        agency: ref(c.agencyId, c.agencyName),
        salesAgent: ref(c.salesAgentId, c.salesAgentName),
        notDue: c.notDue,
        overdue1to30: c.overdue1to30,
        overdue31to60: c.overdue31to60,
        overdue61to90: c.overdue61to90,
        overdueOver90: c.overdueOver90,
        overdue: c.overdue,
        totalDue: c.totalDue,
        openInvoices: c.openInvoices,
        oldestDueOn: c.oldestDueOn,
        lastPayment: p ? { paidOn: p.paid_on, amount: num(p.amount) } : null,
        lastNote: n ? { at: iso(n.at), note: n.note, userLogin: n.login } : null,
        inRecoverySince: inRecovery.get(c.clientId) ?? null,
      };
    }),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
    totals,
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
  const figures = ageingOf(openInvoices, asOf);
  return {
    recovery: await recoveryFlagOf(db, client.id),
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
    figures,
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

// ---------------------------------------------------------------- settings and the recovery flag

type Settings = ResponseOut<'finance', 'getSettings'>;
type SettingsBody = BodyOut<'finance', 'updateSettings'>;
type Flag = ResponseOut<'finance', 'liftRecovery'>;

/** The dunning settings (one row, made by migration 0013 with the defaults of domain/dunning.ts). */
export async function financeSettings(db: Executor): Promise<Settings> {
  const { rows } = await sql<Record<string, unknown>>`
    select first_reminder_days, second_reminder_days, formal_notice_days, recovery_threshold, version
    from finance_settings where id = 1`.execute(db);
  const r = rows[0];
  if (!r) return { ...DEFAULT_DUNNING, version: 1 };
  return {
    firstReminderDays: num(r.first_reminder_days),
    secondReminderDays: num(r.second_reminder_days),
    formalNoticeDays: num(r.formal_notice_days),
    recoveryThreshold: num(r.recovery_threshold),
    version: num(r.version),
  };
}

export async function updateFinanceSettings(
  db: Database,
  userId: number,
  b: SettingsBody,
): Promise<Settings> {
  return areaTransaction(db, async (tx) => {
    const { rows } = await sql<{ version: number }>`
      update finance_settings set first_reminder_days = ${b.firstReminderDays}, second_reminder_days = ${b.secondReminderDays},
        formal_notice_days = ${b.formalNoticeDays}, recovery_threshold = ${b.recoveryThreshold},
        version = version + 1, updated_at = now()
      where id = 1 and version = ${b.version} returning version`.execute(tx);
    if (rows.length === 0)
      throw conflict(
        'The dunning settings were changed by someone else since you opened them; reload them and redo your change',
      );
    await recordAdminEvent(tx, {
      userId,
      action: 'finance.updateSettings',
      targetType: 'finance_settings',
      targetId: 1,
      summary: `Reminders at ${b.firstReminderDays}/${b.secondReminderDays}/${b.formalNoticeDays} days, recovery threshold ${euros(b.recoveryThreshold)}`,
    });
    return financeSettings(tx);
  });
}

/** Runs `body` in a transaction, or in the caller's one. */
async function inTransaction<T>(db: Executor, body: (tx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? body(db) : (db as Database).transaction().execute(body);
}

interface FlagState {
  id: number;
  business_code: string;
  in_recovery_since: Date | null;
  recovery_lifted_at: Date | null;
}

/**
 * The "in recovery" rule (docs/product.md#finance-recovery), applied to the clients whose
 * overdue amounts are given (`scope` 'all': every client, those absent owing nothing overdue):
 * - overdue > threshold, not flagged and not lifted: flagged (a client event and an admin event);
 * - flagged and overdue back at or under the threshold (paid, credited): the flag goes (events);
 * - lifted and overdue at or under the threshold: the lift is forgotten, so the rule flags the
 *   client again the next time the debt passes the threshold.
 * Each change is one conditional update, so two requests never flag a client twice.
 * Called when the summary's figures are made and when reminders are previewed or sent (a
 * client's page shows the flag as stored: reading it never writes).
 */
export async function syncRecoveryFlags(
  db: Executor,
  overdue: Map<number, number>,
  scope: number[] | 'all',
): Promise<void> {
  const settings = await financeSettings(db);
  const over = [...overdue].filter(([, o]) => overThreshold(o, settings)).map(([id]) => id);
  let q = db
    .selectFrom('clients')
    .select([
      'id',
      'business_code',
      sql<Date | null>`in_recovery_since`.as('in_recovery_since'),
      sql<Date | null>`recovery_lifted_at`.as('recovery_lifted_at'),
    ]);
  q = q.where((eb) =>
    eb.or([
      sql<boolean>`in_recovery_since is not null`,
      sql<boolean>`recovery_lifted_at is not null`,
      ...(over.length ? [eb('id', 'in', over)] : []),
    ]),
  );
  if (scope !== 'all') {
    if (scope.length === 0) return;
    q = q.where('id', 'in', scope);
  }
  const states: FlagState[] = await q.execute();
  const changes = states.filter((s) => {
    const isOver = overThreshold(overdue.get(s.id) ?? 0, settings);
    return (
      (s.in_recovery_since === null && s.recovery_lifted_at === null && isOver) ||
      ((s.recovery_lifted_at !== null || s.in_recovery_since !== null) && !isOver)
    );
  });
  if (changes.length === 0) return;
  // One transaction for every change (on PGlite a commit per client would cost more than the changes).
  await inTransaction(db, (tx) => applyFlagChanges(tx, changes, overdue, settings));
}

async function applyFlagChanges(
  db: Executor,
  states: FlagState[],
  overdue: Map<number, number>,
  settings: Settings,
): Promise<void> {
  for (const s of states) {
    const o = overdue.get(s.id) ?? 0;
    const isOver = overThreshold(o, settings);
    if (s.in_recovery_since === null && s.recovery_lifted_at === null && isOver) {
      const reason = `Overdue ${euros(o)} passed the recovery threshold of ${euros(settings.recoveryThreshold)}`;
      await inTransaction(db, async (tx) => {
        const { rows } = await sql`
          update clients set in_recovery_since = now(), in_recovery_by = null, in_recovery_reason = ${reason}
          where id = ${s.id} and in_recovery_since is null and recovery_lifted_at is null returning id`.execute(
          tx,
        );
        if (rows.length === 0) return;
        await recordClientEvent(tx, {
          clientId: s.id,
          userId: null,
          kind: 'recovery',
          summary: `In recovery: ${reason}`,
        });
        await recordAdminEvent(tx, {
          userId: null,
          action: 'finance.recoveryFlag',
          targetType: 'client',
          targetId: s.id,
          summary: `${s.business_code}: in recovery (${reason})`,
        });
      });
    } else if (s.in_recovery_since !== null && !isOver) {
      const summary = `Recovery flag cleared: overdue ${euros(o)} is at or under the threshold of ${euros(settings.recoveryThreshold)}`;
      await inTransaction(db, async (tx) => {
        const { rows } = await sql`
          update clients set in_recovery_since = null, in_recovery_by = null, in_recovery_reason = null, recovery_lifted_at = null
          where id = ${s.id} and in_recovery_since is not null returning id`.execute(tx);
        if (rows.length === 0) return;
        await recordClientEvent(tx, { clientId: s.id, userId: null, kind: 'recovery', summary });
        await recordAdminEvent(tx, {
          userId: null,
          action: 'finance.recoveryCleared',
          targetType: 'client',
          targetId: s.id,
          summary: `${s.business_code}: ${summary}`,
        });
      });
    } else if (s.in_recovery_since === null && s.recovery_lifted_at !== null && !isOver) {
      await sql`update clients set recovery_lifted_at = null where id = ${s.id} and in_recovery_since is null`.execute(
        db,
      );
    }
  }
}

/** A client's flag and last lift; 404 naming clientId when unknown. */
export async function recoveryFlagOf(db: Executor, clientId: number): Promise<Flag> {
  const { rows } = await sql<Record<string, unknown>>`
    select c.in_recovery_since, c.in_recovery_reason, fb.login as flagged_by, c.recovery_lifted_at, lb.login as lifted_by, c.recovery_lift_comment
    from clients c
    left join staff_users fb on fb.id = c.in_recovery_by
    left join staff_users lb on lb.id = c.recovery_lifted_by
    where c.id = ${clientId}`.execute(db);
  const r = rows[0];
  if (!r) throw notFoundField('clientId', `No such client: ${clientId}`);
  const since = r.in_recovery_since as Date | string | null;
  const lifted = r.recovery_lifted_at as Date | string | null;
  return {
    inRecovery: since !== null,
    since: since === null ? null : iso(since),
    flaggedBy: (r.flagged_by as string | null) ?? null,
    reason: (r.in_recovery_reason as string | null) ?? null,
    liftedAt: lifted === null ? null : iso(lifted),
    liftedBy: lifted === null ? null : ((r.lifted_by as string | null) ?? null),
    liftComment: lifted === null ? null : ((r.recovery_lift_comment as string | null) ?? null),
  };
}

/** A finance user lifts the flag with a comment (the route checks the step-up); 409 when not flagged. */
export async function liftRecovery(
  db: Database,
  userId: number,
  b: { clientId: number; comment: string },
): Promise<Flag> {
  return areaTransaction(db, async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    const { rows } = await sql`
      update clients set in_recovery_since = null, in_recovery_by = null, in_recovery_reason = null,
        recovery_lifted_at = now(), recovery_lifted_by = ${userId}, recovery_lift_comment = ${b.comment}
      where id = ${client.id} and in_recovery_since is not null returning id`.execute(tx);
    if (rows.length === 0)
      throw conflict(`${client.business_code} is not in recovery: there is no block to lift`);
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'recovery',
      action: 'finance.liftRecovery',
      summary: `Recovery block lifted: ${b.comment.slice(0, 500)}`,
    });
    return recoveryFlagOf(tx, client.id);
  });
}

/**
 * Why a client may not get new shifts (planning's refusals, a 409 naming the rule), or null:
 * the stored "in recovery" flag only (no figures are computed here).
 */
export async function recoveryRefusal(db: Executor, clientId: number): Promise<string | null> {
  const { rows } = await sql<{
    business_code: string;
    name: string;
    in_recovery_since: Date | string | null;
    in_recovery_reason: string | null;
  }>`
    select business_code, name, in_recovery_since, in_recovery_reason from clients where id = ${clientId}`.execute(
    db,
  );
  return rows[0] ? recoveryRefusalOf(rows[0]) : null;
}

/** The refusal's text for a client row read elsewhere (apply-a-week reads many at once), or null. */
export function recoveryRefusalOf(r: {
  business_code: string;
  name: string;
  in_recovery_since: Date | string | null;
  in_recovery_reason: string | null;
}): string | null {
  if (r.in_recovery_since === null) return null;
  return `Client ${r.business_code} (${r.name}) is in recovery since ${iso(r.in_recovery_since).slice(0, 10)} (${r.in_recovery_reason ?? 'flagged by finance'}): no new shifts until a finance user lifts the block or the debt is paid`;
}
