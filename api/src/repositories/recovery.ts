/**
 * Finance recovery (docs/product.md#finance-recovery): what clients owe by age, one client's
 * open invoices, payments, credit notes, billing contact and notes, the accounting report.
 *
 * - What remains due on an invoice = amount - credit notes - payments, never below zero;
 *   open invoices are issued or sent ones with something remaining (paid and cancelled
 *   invoices are left out). The same rule as repositories/invoices.ts.
 * - Ageing is counted as of today in Paris by domain/ageing.ts, for the summary and a
 *   client's page alike (both are made from the recovery data held in memory, below).
 * - Every change runs in one transaction with its client event and its admin event.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { readChangeCounter, readChangeCountersSince } from '../db/changeCounters';
import { badRequest, conflict, notFound } from '../http/errors';
import { moneyMailChanges, routeOf, type MoneyMailGuard } from '../http/moneyMail';
import { checkedJson, jsonPage, JsonText, rowTexts } from '../http/jsonText';
import { ageingOf, daysOverdue, emptyAgeing, remainingOf, type AgeingTotals } from '../domain/ageing';
import { iso, notFoundField, todayInParis } from './areaHelpers';
import { areaTransaction } from './sharedReads';
import { updateVersioned } from './versioned';
import { snapshot } from './snapshots';
import { positionsBy, TextIndex, writeAhead, type Condition } from './listIndex';
import { recordClientChange, recordClientEvent } from './invoices';
import { recordAdminEvent } from './adminEvents';
import { DEFAULT_DUNNING, overThreshold } from '../domain/dunning';
import { euros } from '../domain/invoicePdf';
import { api, contract } from '../shared';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';

const EMPTY = new Int32Array(0);

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
/** How many of the newest payments, credit notes and notes a client's page lists. */
const { RECOVERY_DETAIL_LIMIT } = contract;

type Totals = SummaryPage['totals'];
type OpenInvoice = RecoveryDetail['openInvoices'][number];
type Payment = RecoveryDetail['payments'][number];
type CreditNote = RecoveryDetail['creditNotes'][number];
type Note = RecoveryDetail['notes'][number];

// ---------------------------------------------------------------- held in memory

/**
 * What the summary and a client's recovery page show is held in memory (docs/decisions.md,
 * "snapshots"), in three parts, each made again exactly when its change counter moved
 * (a statement trigger bumps it in the writing transaction; on PGlite reading it sends no
 * query while nothing was written, db/changeCounters.ts):
 * - the recovery data (`finance_recovery`: invoices, payments, credit notes, clients,
 *   agencies, sales agents, payment methods), per day: every client with its open invoices
 *   and figures by age, its newest payments and credit notes, its "in recovery" flag. Making it
 *   reads every open invoice, payment and credit note (seconds on PGlite on the large seed), so
 *   it is made once and kept; a request filters, sorts and pages it in memory.
 * - the notes (`finance_notes`: recovery notes, staff logins), newest first per client.
 * - the billing contacts (`finance_contacts`: contacts, clients).
 * Each row of a summary page and each client's page is checked against the contract and
 * written as JSON once per version of the parts it is made of (http/jsonText.ts).
 */
interface RecoveryClient {
  clientId: number;
  businessCode: string;
  name: string;
  searchText: string;
  activityStatus: 'active' | 'inactive';
  paymentTermDays: number;
  billingContactId: number | null;
  agency: { id: number; name: string } | null;
  salesAgent: { id: number; name: string } | null;
  /** Ranks of the text sorts, by the database's collation. */
  nameRank: number;
  codeRank: number;
  flag: {
    since: string | null;
    by: number | null;
    reason: string | null;
    liftedAt: string | null;
    liftedBy: number | null;
    liftComment: string | null;
  };
  figures: AgeingTotals;
  oldestDueOn: string | null;
  /** Oldest due date first. */
  openInvoices: OpenInvoice[];
  /** Newest first, at most RECOVERY_DETAIL_LIMIT. */
  payments: Payment[];
  creditNotes: CreditNote[];
  lastPayment: { paidOn: string; amount: number } | null;
  /** What the accounting report lists: every invoice but the cancelled ones, their credit notes and the payments. */
  ledger: { invoices: RawInvoice[]; credits: RawCredit[]; payments: RawPayment[] };
}

interface RecoveryData {
  asOf: string;
  byId: Map<number, RecoveryClient>;
  byCode: Map<string, RecoveryClient>;
  /** The clients with something due, by name; their positions here index the columns below. */
  owing: RecoveryClient[];
  /** What the summary filters and adds up, one column per field (made once, read per request). */
  columns: SummaryColumns | null;
  /** Positions in `owing`, in each sort order asked for so far. */
  sorted: Map<string, Int32Array>;
  /** The totals of every owing client (the summary without filters), once counted. */
  totalsOfAll: Totals | null;
}

interface Held {
  key: string;
  value: Promise<RecoveryData>;
}
const held = new WeakMap<object, Held>();

async function recoveryData(db: Executor, asOf: string): Promise<RecoveryData> {
  const key = `${asOf}:${await readChangeCounter(db, 'finance_recovery')}`;
  const current = held.get(db);
  if (current && current.key === key) return current.value;
  const entry: Held = { key, value: makeRecoveryData(db, asOf) };
  held.set(db, entry);
  entry.value.catch(() => {
    if (held.get(db) === entry) held.delete(db);
  });
  return entry.value;
}

/** Forget the recovery data (it is made again at the next request). */
export function forgetRecoverySnapshot(db: Executor): void {
  held.delete(db);
}

/** Rows of `query` (aliased `r`) as one JSON value, in `order`: PGlite hands over one value faster than many rows. */
async function jsonRows<T>(db: Executor, query: RawBuilder<unknown>, order: RawBuilder<unknown>): Promise<T[]> {
  const { rows } = await sql<{ list: string }>`
    select coalesce(json_agg(r order by ${order}), '[]')::text as list from (${query}) r`.execute(db);
  return JSON.parse(rows[0].list) as T[];
}

/** A timestamp as `toISOString()` writes it (milliseconds, Z), made by the database. */
const isoText = (column: string) =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Groups rows by client, each group in the rows' order, at most `limit` per client. */
function byClient<R extends { client_id: number }, T>(rows: R[], toRow: (r: R) => T, limit = Infinity) {
  const groups = new Map<number, T[]>();
  for (const r of rows) {
    let list = groups.get(r.client_id);
    if (!list) groups.set(r.client_id, (list = []));
    if (list.length < limit) list.push(toRow(r));
  }
  return groups;
}

const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** Rows as the recovery data reads them (JSON from the database). */
interface RawInvoice {
  id: number;
  client_id: number;
  invoice_number: string;
  issued_on: string;
  due_on: string;
  amount: number;
  status: 'issued' | 'sent' | 'paid';
}
interface RawPayment {
  id: number;
  client_id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  invoice_status: string | null;
  paid_on: string;
  amount: number;
  payment_method_id: number | null;
  method_name: string | null;
  reference: string | null;
}
interface RawCredit {
  id: number;
  client_id: number;
  invoice_id: number;
  number: string;
  invoice_number: string;
  invoice_status: string;
  amount: number;
  comment: string;
  issued_on: string;
}

async function makeRecoveryData(db: Executor, asOf: string): Promise<RecoveryData> {
  // Every invoice but the cancelled ones, every payment and credit note: the open invoices,
  // the figures, the lists of a client's page and its accounting report are all made from them.
  const [invoices, payments, credits] = await Promise.all([
    jsonRows<RawInvoice>(
      db,
      sql`
        select i.id, i.client_id, i.invoice_number, i.issued_on, i.due_on, i.amount, i.status
        from invoices i where i.status <> 'cancelled'`,
      sql`r.client_id, r.due_on, r.id`,
    ),
    jsonRows<RawPayment>(
      db,
      sql`
        select p.id, p.client_id, p.invoice_id, i.invoice_number, i.status as invoice_status, p.paid_on, p.amount,
          p.payment_method_id, pm.name as method_name, p.reference
        from payments p
        left join invoices i on i.id = p.invoice_id
        left join payment_methods pm on pm.id = p.payment_method_id`,
      sql`r.client_id, r.paid_on desc, r.id desc`,
    ),
    jsonRows<RawCredit>(
      db,
      sql`
        select cn.id, cn.client_id, cn.invoice_id, cn.number, i.invoice_number, i.status as invoice_status, cn.amount,
          cn.comment, cn.issued_on
        from credit_notes cn join invoices i on i.id = cn.invoice_id`,
      sql`r.client_id, r.issued_on desc, r.id desc`,
    ),
  ]);
  const paidOf = new Map<number, number>();
  for (const p of payments)
    if (p.invoice_id !== null) paidOf.set(p.invoice_id, (paidOf.get(p.invoice_id) ?? 0) + Number(p.amount));
  const creditedOf = new Map<number, number>();
  for (const c of credits) creditedOf.set(c.invoice_id, (creditedOf.get(c.invoice_id) ?? 0) + Number(c.amount));
  const open = new Map<number, OpenInvoice[]>();
  for (const r of invoices) {
    if (r.status === 'paid') continue;
    const credited = creditedOf.get(r.id) ?? 0;
    const paid = paidOf.get(r.id) ?? 0;
    const remaining = remainingOf(r.amount, credited, paid);
    if (remaining <= 0) continue;
    let list = open.get(r.client_id);
    if (!list) open.set(r.client_id, (list = []));
    list.push({
      invoiceId: r.id,
      invoiceNumber: r.invoice_number,
      issuedOn: r.issued_on,
      dueOn: r.due_on,
      daysOverdue: daysOverdue(r.due_on, asOf),
      amount: r.amount,
      credited,
      paid,
      remaining,
      status: r.status,
    });
  }
  const figures = new Map<number, AgeingTotals>();
  for (const [clientId, list] of open) figures.set(clientId, ageingOf(list, asOf));
  // The "in recovery" rule runs on every client each time these figures are made
  // (docs/product.md#finance-recovery); the flags are read after it.
  await syncRecoveryFlags(db, new Map([...figures].map(([id, f]) => [id, f.overdue])), 'all');

  const invoicesOf = byClient(invoices, (r) => r);
  const allPaymentsOf = byClient(payments, (p) => p);
  const allCreditsOf = byClient(credits, (c) => c);
  const paymentsOf = byClient(
    payments,
    (p): Payment => ({
      paymentId: p.id,
      invoiceNumber: p.invoice_number,
      paidOn: p.paid_on,
      amount: Number(p.amount),
      paymentMethod: ref(p.payment_method_id, p.method_name),
      reference: p.reference,
    }),
    RECOVERY_DETAIL_LIMIT,
  );
  const creditsOf = byClient(
    credits,
    (c): CreditNote => ({
      creditNoteId: c.id,
      number: c.number,
      invoiceNumber: c.invoice_number,
      amount: Number(c.amount),
      comment: c.comment,
      issuedOn: c.issued_on,
    }),
    RECOVERY_DETAIL_LIMIT,
  );
  type RawClient = {
    id: number;
    business_code: string;
    name: string;
    search_text: string;
    activity_status: 'active' | 'inactive';
    payment_term_days: number;
    billing_contact_id: number | null;
    agency_id: number | null;
    agency_name: string | null;
    sales_agent_id: number | null;
    sales_agent_name: string | null;
    since: string | null;
    by: number | null;
    reason: string | null;
    lifted_at: string | null;
    lifted_by: number | null;
    lift_comment: string | null;
    name_rank: number;
    code_rank: number;
  };
  const clients = await jsonRows<RawClient>(
    db,
    sql`
      select c.id, c.business_code, c.name, c.search_text, c.activity_status, c.payment_term_days, c.billing_contact_id,
        c.agency_id, ag.name as agency_name, c.sales_agent_id, sa.name as sales_agent_name,
        ${isoText('c.in_recovery_since')} as since, c.in_recovery_by as by, c.in_recovery_reason as reason,
        ${isoText('c.recovery_lifted_at')} as lifted_at, c.recovery_lifted_by as lifted_by, c.recovery_lift_comment as lift_comment,
        row_number() over (order by c.name, c.id)::int as name_rank,
        row_number() over (order by c.business_code, c.id)::int as code_rank
      from clients c
      left join agencies ag on ag.id = c.agency_id
      left join sales_agents sa on sa.id = c.sales_agent_id`,
    sql`r.name_rank`,
  );
  const data: RecoveryData = {
    asOf,
    byId: new Map(),
    byCode: new Map(),
    owing: [],
    columns: null,
    sorted: new Map(),
    totalsOfAll: null,
  };
  for (const r of clients) {
    const clientPayments = paymentsOf.get(r.id) ?? [];
    const client: RecoveryClient = {
      clientId: r.id,
      businessCode: r.business_code,
      name: r.name,
      searchText: r.search_text,
      activityStatus: r.activity_status,
      paymentTermDays: r.payment_term_days,
      billingContactId: r.billing_contact_id,
      agency: ref(r.agency_id, r.agency_name),
      salesAgent: ref(r.sales_agent_id, r.sales_agent_name),
      nameRank: r.name_rank,
      codeRank: r.code_rank,
      flag: {
        since: r.since,
        by: r.by,
        reason: r.reason,
        liftedAt: r.lifted_at,
        liftedBy: r.lifted_by,
        liftComment: r.lift_comment,
      },
      figures: figures.get(r.id) ?? emptyAgeing(),
      oldestDueOn: open.get(r.id)?.[0]?.dueOn ?? null,
      openInvoices: open.get(r.id) ?? [],
      payments: clientPayments,
      creditNotes: creditsOf.get(r.id) ?? [],
      lastPayment: clientPayments[0] ? { paidOn: clientPayments[0].paidOn, amount: clientPayments[0].amount } : null,
      ledger: {
        invoices: invoicesOf.get(r.id) ?? [],
        credits: (allCreditsOf.get(r.id) ?? []).filter((c) => c.invoice_status !== 'cancelled'),
        payments: (allPaymentsOf.get(r.id) ?? []).filter((p) => p.invoice_status !== 'cancelled'),
      },
    };
    data.byId.set(client.clientId, client);
    data.byCode.set(client.businessCode, client);
    if (client.figures.totalDue > 0) data.owing.push(client);
  }
  return data;
}

interface NotesData {
  byClient: Map<number, Note[]>;
  logins: Map<number, string>;
}

/** Every recovery note, newest first per client (at most RECOVERY_DETAIL_LIMIT), and the staff logins. */
const notesSnapshot = snapshot('finance_notes', async (db): Promise<NotesData> => {
  type RawNote = { id: number; client_id: number; at: string; note: string; login: string | null };
  const [notes, users] = await Promise.all([
    jsonRows<RawNote>(
      db,
      sql`
        select n.id, n.client_id, ${isoText('n.at')} as at, n.at as sort_at, n.note, u.login
        from recovery_notes n left join staff_users u on u.id = n.user_id`,
      sql`r.client_id, r.sort_at desc, r.id desc`,
    ),
    db.selectFrom('staff_users').select(['id', 'login']).execute(),
  ]);
  return {
    byClient: byClient(notes, (n): Note => ({ noteId: n.id, at: n.at, note: n.note, userLogin: n.login }), RECOVERY_DETAIL_LIMIT),
    logins: new Map(users.map((u) => [u.id, u.login])),
  };
});

/** The billing contacts of every client, by contact id. */
const contactsSnapshot = snapshot('finance_contacts', async (db): Promise<Map<number, BillingContact>> => {
  type RawContact = { id: number; name: string; email: string | null; phone_number: string | null; version: number };
  const contacts = await jsonRows<RawContact>(
    db,
    sql`
      select cc.id, cc.name, cc.email, cc.phone_number, cc.version from client_contacts cc
      where cc.id in (select billing_contact_id from clients where billing_contact_id is not null)`,
    sql`r.id`,
  );
  return new Map(
    contacts.map((c) => [
      c.id,
      { contactId: c.id, name: c.name, email: c.email, phoneNumber: c.phone_number, version: c.version },
    ]),
  );
});

/**
 * The parts one call shows, checked together: on PostgreSQL each counter read is a round trip
 * (its CPU in this process is most of what a held answer costs there), so a call reads one
 * counter, `finance_all` (migration 0020: every table of every part), and reads its parts'
 * own counters only once it moved. It is read before them, so parts found with it are at
 * least as new as it: while it has not moved, no part has.
 */
function gated<T>(parts: (db: Executor, asOf: string) => Promise<T>) {
  const held = new WeakMap<object, { key: string; value: T }>();
  /** `since`: when the request reached the server (arrivedAt in http/route.ts), to share a counter read sent after it. */
  return async function current(db: Executor, asOf: string, since?: number): Promise<T> {
    const key = `${asOf}:${(await readChangeCountersSince(db, ['finance_all'], since))[0]}`;
    const kept = held.get(db);
    if (kept && kept.key === key) return kept.value;
    const value = await parts(db, asOf);
    held.set(db, { key, value });
    return value;
  };
}
const summaryParts = gated((db, asOf) => Promise.all([recoveryData(db, asOf), notesSnapshot(db)]));
const pageParts = gated((db, asOf) => Promise.all([recoveryData(db, asOf), notesSnapshot(db), contactsSnapshot(db)]));
const timelineParts = gated((db, asOf) => Promise.all([recoveryData(db, asOf), eventsSnapshot(db)]));

// ---------------------------------------------------------------- the summary

const SORT_VALUE: Record<SummaryQuery['sort'], (c: RecoveryClient) => number> = {
  name: (c) => c.nameRank,
  businessCode: (c) => c.codeRank,
  notDue: (c) => c.figures.notDue,
  overdue1to30: (c) => c.figures.overdue1to30,
  overdue31to60: (c) => c.figures.overdue31to60,
  overdue61to90: (c) => c.figures.overdue61to90,
  overdueOver90: (c) => c.figures.overdueOver90,
  overdue: (c) => c.figures.overdue,
  totalDue: (c) => c.figures.totalDue,
};

/** The owing clients' positions in one sort order, sorted once per recovery data and order (ties by name). */
function sortedOwing(data: RecoveryData, sort: SummaryQuery['sort'], order: SummaryQuery['order']): Int32Array {
  const key = `${sort}:${order}`;
  let sorted = data.sorted.get(key);
  if (!sorted) {
    const value = SORT_VALUE[sort];
    const dir = order === 'asc' ? 1 : -1;
    const { owing } = data;
    sorted = Int32Array.from(owing.keys()).sort(
      (a, b) => (value(owing[a]) - value(owing[b])) * dir || owing[a].nameRank - owing[b].nameRank,
    );
    data.sorted.set(key, sorted);
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
const FIGURE_COUNT = FIGURES.length;

const noTotals = (): Totals => ({ clients: 0, ...emptyAgeing() });

/**
 * The owing clients as columns (position = place in `owing`, by name), made once per recovery
 * data: a request reads numbers from typed arrays instead of walking 20,000 objects, and walks
 * only the rows its most selective condition keeps (listIndex.ts): the clients of an agency,
 * of a sales agent, or those whose search text holds the term (found with the engine's
 * string search in one text of every client's search text).
 */
interface SummaryColumns {
  overdue: Float64Array;
  agencyId: Int32Array;
  salesAgentId: Int32Array;
  /** FIGURE_COUNT figures per client, in FIGURES order. */
  figures: Float64Array;
  byAgency: Map<number, Int32Array>;
  bySalesAgent: Map<number, Int32Array>;
  search: TextIndex;
  /** Marks of the rows a request keeps (the request's number), reused from request to request. */
  marks: Int32Array;
  mark: number;
}

function summaryColumns(data: RecoveryData): SummaryColumns {
  if (data.columns) return data.columns;
  const { owing } = data;
  const n = owing.length;
  const columns: SummaryColumns = {
    overdue: new Float64Array(n),
    agencyId: new Int32Array(n),
    salesAgentId: new Int32Array(n),
    figures: new Float64Array(n * FIGURE_COUNT),
    byAgency: positionsBy(n, (i) => owing[i].agency?.id ?? null),
    bySalesAgent: positionsBy(n, (i) => owing[i].salesAgent?.id ?? null),
    search: new TextIndex(owing.map((c) => c.searchText)),
    marks: new Int32Array(n),
    mark: 0,
  };
  owing.forEach((c, i) => {
    columns.overdue[i] = c.figures.overdue;
    columns.agencyId[i] = c.agency?.id ?? 0;
    columns.salesAgentId[i] = c.salesAgent?.id ?? 0;
    FIGURES.forEach((k, f) => (columns.figures[i * FIGURE_COUNT + f] = c.figures[k]));
  });
  return (data.columns = columns);
}

function totalsOf(columns: SummaryColumns, positions: Iterable<number>): Totals {
  const sums = new Float64Array(FIGURE_COUNT);
  let clients = 0;
  for (const i of positions) {
    clients += 1;
    for (let f = 0; f < FIGURE_COUNT; f++) sums[f] += columns.figures[i * FIGURE_COUNT + f];
  }
  return totalsFrom(clients, sums);
}

function totalsFrom(clients: number, sums: Float64Array): Totals {
  const totals = noTotals();
  totals.clients = clients;
  FIGURES.forEach((k, f) => (totals[k] = sums[f]));
  return totals;
}

/** A summary row's checked JSON text, kept per client of the recovery data and version of the notes. */
const summaryRowSchema = api.finance.getClientInvoiceSummary.response.shape.items.element;
const summaryTexts = new WeakMap<RecoveryClient, { notes: NotesData; text: string }>();
function summaryRowText(c: RecoveryClient, notes: NotesData): string {
  const kept = summaryTexts.get(c);
  if (kept && kept.notes === notes) return kept.text;
  const n = notes.byClient.get(c.clientId)?.[0];
  const text = checkedJson<SummaryRow>(summaryRowSchema, {
    clientId: c.clientId,
    businessCode: c.businessCode,
    name: c.name,
    activityStatus: c.activityStatus,
    agency: c.agency,
    salesAgent: c.salesAgent,
    ...c.figures,
    oldestDueOn: c.oldestDueOn,
    lastPayment: c.lastPayment,
    lastNote: n ? { at: n.at, note: n.note, userLogin: n.userLogin } : null,
    inRecoverySince: c.flag.since,
  });
  summaryTexts.set(c, { notes, text });
  return text;
}

/**
 * Once per recovery data and version of the notes, every summary row's text is written ahead
 * in the background (listIndex.ts writeAhead: about 20,000 rows, served between chunks), so
 * the pages asked next do not each check and write 50 new rows.
 */
const writtenAhead = new WeakMap<RecoveryData, NotesData>();
function writeRowsAhead(data: RecoveryData, notes: NotesData): void {
  if (writtenAhead.get(data) === notes) return;
  writtenAhead.set(data, notes);
  writeAhead(data.owing, (c) => summaryRowText(c, notes));
}

/**
 * What clients owe by age: the owing clients filtered, sorted and paged in memory from the
 * columns (no query on PGlite while nothing was written; the change counters on PostgreSQL).
 */
export async function clientInvoiceSummary(
  db: Executor,
  q: SummaryQuery,
  asOf = todayInParis(),
  /** When the request reached the server (arrivedAt in http/route.ts). */
  since?: number,
): Promise<JsonText> {
  const [data, notes] = await summaryParts(db, asOf, since);
  const sorted = sortedOwing(data, q.sort, q.order);
  const columns = summaryColumns(data);
  const { overdue, figures } = columns;
  const from = (q.page - 1) * q.pageSize;
  const to = from + q.pageSize;
  const minOverdue = q.onlyOverdue ? Math.max(1, q.minOverdue ?? 0) : (q.minOverdue ?? 0);
  const term = q.search ? q.search.toLowerCase() : null;
  // The conditions with rows of their own (ascending positions) and a test of one row.
  const indexed: Condition[] = [];
  if (q.agencyId) {
    const id = q.agencyId;
    indexed.push({ rows: columns.byAgency.get(id) ?? EMPTY, test: (i) => columns.agencyId[i] === id });
  }
  if (q.salesAgentId) {
    const id = q.salesAgentId;
    indexed.push({ rows: columns.bySalesAgent.get(id) ?? EMPTY, test: (i) => columns.salesAgentId[i] === id });
  }
  if (term !== null)
    indexed.push({ rows: columns.search.containing(term), test: (i) => data.owing[i].searchText.includes(term) });

  let totals: Totals;
  const pagePositions: number[] = [];
  if (indexed.length === 0 && minOverdue === 0) {
    totals = data.totalsOfAll ??= totalsOf(columns, sorted);
    for (let k = from; k < Math.min(to, sorted.length); k++) pagePositions.push(sorted[k]);
  } else if (indexed.length === 0) {
    // Only an amount: one pass over the sorted rows, totals and page together.
    const sums = new Float64Array(FIGURE_COUNT);
    let count = 0;
    for (let k = 0; k < sorted.length; k++) {
      const i = sorted[k];
      if (overdue[i] < minOverdue) continue;
      if (count >= from && count < to) pagePositions.push(i);
      count += 1;
      for (let f = 0; f < FIGURE_COUNT; f++) sums[f] += figures[i * FIGURE_COUNT + f];
    }
    totals = totalsFrom(count, sums);
  } else {
    // The most selective condition's rows are walked, the others tested on them; the rows
    // kept are marked, then the sorted rows are walked until the page is full.
    let driver = indexed[0];
    for (const c of indexed) if (c.rows.length < driver.rows.length) driver = c;
    const tests = indexed.filter((c) => c !== driver).map((c) => c.test);
    const mark = ++columns.mark;
    const { marks } = columns;
    const sums = new Float64Array(FIGURE_COUNT);
    let count = 0;
    outer: for (let k = 0; k < driver.rows.length; k++) {
      const i = driver.rows[k];
      if (overdue[i] < minOverdue) continue;
      for (const test of tests) if (!test(i)) continue outer;
      marks[i] = mark;
      count += 1;
      for (let f = 0; f < FIGURE_COUNT; f++) sums[f] += figures[i * FIGURE_COUNT + f];
    }
    totals = totalsFrom(count, sums);
    if (from < count) {
      let seen = 0;
      for (let k = 0; k < sorted.length && seen < to; k++) {
        const i = sorted[k];
        if (marks[i] !== mark) continue;
        if (seen >= from) pagePositions.push(i);
        seen += 1;
      }
    }
  }
  writeRowsAhead(data, notes);
  const texts = pagePositions.map((i) => summaryRowText(data.owing[i], notes));
  return new JsonText(
    `{"asOf":${JSON.stringify(data.asOf)},"items":[${texts.join(',')}],"total":${totals.clients},"page":${q.page},"pageSize":${q.pageSize},"totals":${JSON.stringify(totals)}}`,
  );
}

// ---------------------------------------------------------------- one client

/** `finance/recovery/[id]`: the client of a numeric id or a business code in the recovery data; 404 when unknown. */
function recoveryClientOf(data: RecoveryData, param: string): RecoveryClient {
  const trimmed = param.trim();
  const client = /^\d{1,9}$/.test(trimmed) ? data.byId.get(Number(trimmed)) : data.byCode.get(trimmed.toUpperCase());
  if (!client) throw notFound(`No such client: ${param}`);
  return client;
}

/** A client's page's checked JSON text, kept per client of the recovery data and version of the notes and contacts. */
const detailSchema = api.finance.getRecovery.response;
const detailTexts = new WeakMap<RecoveryClient, { notes: NotesData; contacts: Map<number, BillingContact>; text: string }>();

/** `finance/recovery/[id]`: one client's recovery page (id or business code), answered from memory. */
export async function recoveryDetail(
  db: Executor,
  param: string,
  asOf = todayInParis(),
  /** When the request reached the server (arrivedAt in http/route.ts). */
  since?: number,
): Promise<JsonText> {
  const [data, notes, contacts] = await pageParts(db, asOf, since);
  const c = recoveryClientOf(data, param);
  const kept = detailTexts.get(c);
  if (kept && kept.notes === notes && kept.contacts === contacts) return new JsonText(kept.text);
  const login = (id: number | null) => (id === null ? null : (notes.logins.get(id) ?? null));
  const lifted = c.flag.liftedAt !== null;
  const text = checkedJson<RecoveryDetail>(detailSchema, {
    client: {
      clientId: c.clientId,
      businessCode: c.businessCode,
      name: c.name,
      activityStatus: c.activityStatus,
      paymentTermDays: c.paymentTermDays,
      agency: c.agency,
      salesAgent: c.salesAgent,
    },
    asOf: data.asOf,
    figures: c.figures,
    openInvoices: c.openInvoices,
    payments: c.payments,
    creditNotes: c.creditNotes,
    billingContact: c.billingContactId === null ? null : (contacts.get(c.billingContactId) ?? null),
    notes: notes.byClient.get(c.clientId) ?? [],
    recovery: {
      inRecovery: c.flag.since !== null,
      since: c.flag.since,
      flaggedBy: login(c.flag.by),
      reason: c.flag.reason,
      liftedAt: c.flag.liftedAt,
      liftedBy: lifted ? login(c.flag.liftedBy) : null,
      liftComment: lifted ? c.flag.liftComment : null,
    },
  });
  detailTexts.set(c, { notes, contacts, text });
  return new JsonText(text);
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
  guard: MoneyMailGuard,
): Promise<BillingContact> {
  return areaTransaction(db, async (tx) => {
    const client = await requireClientRow(tx, b.clientId);
    const values = { name: b.name, email: b.email ?? null, phone_number: b.phoneNumber ?? null };
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
      summary = `Billing contact set: ${b.name}`;
    } else {
      if (b.version === undefined)
        throw badRequest('The version of the billing contact is required to edit it', {
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

type HeldEvent = EventsPage['items'][number];

/** Every client's timeline, newest first (about 30,000 events on the large seed; made again on a new event or login). */
const eventsSnapshot = snapshot('finance_events', async (db): Promise<Map<number, HeldEvent[]>> => {
  type RawEvent = { id: number; client_id: number; at: string; login: string | null; kind: string; summary: string };
  const rows = await jsonRows<RawEvent>(
    db,
    sql`
      select e.id, e.client_id, ${isoText('e.at')} as at, e.at as sort_at, u.login, e.kind, e.summary
      from client_events e left join staff_users u on u.id = e.user_id`,
    sql`r.client_id, r.sort_at desc, r.id desc`,
  );
  return byClient(rows, (e): HeldEvent => ({ eventId: e.id, at: e.at, userLogin: e.login, kind: e.kind, summary: e.summary }));
});

/** An event's checked JSON text, written once per held event. */
const eventText = rowTexts(api.finance.getEventsClient.response.shape.items.element, (e: HeldEvent) => e);

/** `getEventsClient`: a page of the client's timeline from the held timelines; 404 naming clientId when unknown. */
export async function clientEvents(db: Executor, q: EventsQuery): Promise<JsonText> {
  const [data, events] = await timelineParts(db, todayInParis());
  if (!data.byId.has(q.clientId)) throw notFoundField('clientId', `No such client: ${q.clientId}`);
  const list = events.get(q.clientId) ?? [];
  const from = (q.page - 1) * q.pageSize;
  return jsonPage(
    list.slice(from, from + q.pageSize).map((e) => eventText(e)),
    { total: list.length, page: q.page, pageSize: q.pageSize },
  );
}

const KIND_ORDER = { invoice: 0, credit_note: 1, payment: 2 } as const;

/** A client's accounting report's checked JSON text, kept per client of the recovery data. */
const reportSchema = api.finance.getClientAccountingReport.response;
const reportTexts = new WeakMap<RecoveryClient, string>();

/**
 * `getClientAccountingReport`: invoices (cancelled ones left out), their credit notes and the
 * payments in date order with a running balance, from the recovery data held in memory; the
 * amount due is the client's figures' total (counted from the open invoices, not from the
 * rows: the tests check that the last balance meets it).
 */
export async function accountingReport(db: Executor, clientId: number, asOf = todayInParis()): Promise<JsonText> {
  const data = await recoveryData(db, asOf);
  const client = data.byId.get(clientId);
  if (!client) throw notFoundField('clientId', `No such client: ${clientId}`);
  const kept = reportTexts.get(client);
  if (kept !== undefined) return new JsonText(kept);
  type Entry = Omit<AccountingRow, 'balance'> & { id: number };
  const { invoices, credits, payments } = client.ledger;
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
  const text = checkedJson<AccountingReport>(reportSchema, {
    clientId: client.clientId,
    businessCode: client.businessCode,
    name: client.name,
    asOf: data.asOf,
    rows,
    totalDebit,
    totalCredit,
    amountDue: client.figures.totalDue,
  });
  reportTexts.set(client, text);
  return new JsonText(text);
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
