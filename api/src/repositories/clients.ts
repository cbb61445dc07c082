/**
 * Clients (docs/product.md#clients): the paged list with its eight filters, the detail,
 * creation and duplication under a unique business code, versioned edits, closing and
 * reactivation, contacts, invoicing settings and price lists, banned users, comments.
 * Every change writes a timeline event (`client_events`) and an admin event in its
 * transaction. Invoices live in ./invoices.ts.
 */
import { sql, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict, notFound } from '../http/errors';
import { moneyMailChanges, routeOf, type MoneyMailGuard } from '../http/moneyMail';
import { iso, isoOrNull, notFoundField } from './areaHelpers';
import { diffFields, readForEdit, updateVersioned } from './versioned';
import { areaTransaction, sharedRead } from './sharedReads';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { namedFields, namedListQuery, type StatusFilter } from './reference';
import { listClientInvoicesPage, listInvoicesOfClients, recordClientChange, recordClientEvent } from './invoices';
import { keyedByChanges, snapshot } from './snapshots';
import { contract } from '../shared';
import { asciiJsonText, checkedJson, JsonText, jsonPage } from '../http/jsonText';
import { asciiRowTexts, positionsBy, selectPage, TextIndex, unionOf, writeAhead, type Condition } from './listIndex';

export type GetClientsQuery = QueryOut<'clients', 'getClients'>;
type ClientsPage = ResponseOut<'clients', 'getClients'>;
type ClientDetail = ResponseOut<'clients', 'getClient'>;
type ClientContact = ClientDetail['contacts'][number];
type AddClientBody = BodyOut<'clients', 'addClient'>;
type UpdateClientBody = BodyOut<'clients', 'updateClientData'>;
type ContactBody = BodyOut<'clients', 'updateClientContact'>;
type SettingsBody = BodyOut<'clients', 'updateClientSettings'>;

/** Tables a client's fields point to. */
type ClientRefTable =
  | 'client_groups'
  | 'client_groups2'
  | 'agencies'
  | 'sales_agents'
  | 'payment_methods'
  | 'business_units'
  | 'finance_units'
  | 'price_lists';

/** Each given id must exist in its table; the first unknown one is a 404 naming its field. */
async function requireIds(
  db: Executor,
  refs: { field: string; table: ClientRefTable; id: number | null | undefined; label: string }[],
) {
  for (const r of refs) {
    if (r.id === null || r.id === undefined) continue;
    const found = await db.selectFrom(r.table).select('id').where('id', '=', r.id).executeTakeFirst();
    if (!found) throw notFoundField(r.field, `No such ${r.label}: ${r.id}`);
  }
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

// ---------------------------------------------------------------- list

type ClientListRow = ClientsPage['items'][number];

/** A client as the list shows it, with what its filters read. */
interface ClientsListEntry {
  row: ClientListRow;
  search: string;
  code: string;
  status: string;
  group: number | null;
  group2: number | null;
  agency: number | null;
  agent: number | null;
  method: number | null;
}

/** The clients' list held in memory, with what a request needs to reach its rows without testing all of them. */
interface ClientsList {
  entries: ClientsListEntry[];
  /** The rows of each activity status. */
  byStatus: Map<string, Int32Array>;
  /** The rows of each id of the five id filters. */
  byGroup: Map<number, Int32Array>;
  byGroup2: Map<number, Int32Array>;
  byAgency: Map<number, Int32Array>;
  byAgent: Map<number, Int32Array>;
  byMethod: Map<number, Int32Array>;
  /** The search text (business code, name, city; lower-cased by the database) and the business codes. */
  search: TextIndex;
  codes: TextIndex;
  /** Client ids by business code, for `clients/{code}`. */
  idByCode: Map<string, number>;
}

/**
 * Every client as the list shows it, in the list's order (name, then id, by the database's
 * collation), kept in memory (repositories/snapshots.ts): 20,000 rows on the large data set,
 * made again after any change of clients or of the five reference lists whose names it shows
 * (change counter `clients_list`, migration 0011), with its indexes (repositories/listIndex.ts):
 * the rows of each status and of each id of the five id filters, and the joined search texts
 * and business codes. A request walks the smallest of its conditions' rows only. Each row's
 * JSON text is written ahead, in the background, once the snapshot is made.
 */
const clientsListSnapshot = snapshot('clients_list', async (db): Promise<ClientsList> => {
  // One JSON text for the whole list, already in order: PGlite hands over one value.
  const { rows } = await sql<{ list: string }>`
    select coalesce(json_agg(json_build_array(
      c.id, c.business_code, c.name, c.city,
      c.client_group_id, g.name, c.client_group2_id, g2.name, c.agency_id, a.name,
      c.sales_agent_id, sa.name, c.payment_method_id, pm.name,
      c.activity_status, c.closed_at, c.email, c.phone, c.search_text
    ) order by c.name, c.id), '[]')::text as list
    from clients c
    left join client_groups g on g.id = c.client_group_id
    left join client_groups2 g2 on g2.id = c.client_group2_id
    left join agencies a on a.id = c.agency_id
    left join sales_agents sa on sa.id = c.sales_agent_id
    left join payment_methods pm on pm.id = c.payment_method_id`.execute(db);
  type Raw = [
    number, string, string, string | null,
    number | null, string | null, number | null, string | null, number | null, string | null,
    number | null, string | null, number | null, string | null,
    'active' | 'inactive', string | null, string | null, string | null, string,
  ];
  const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  const entries = (JSON.parse(rows[0]?.list ?? '[]') as Raw[]).map((r) => ({
    row: {
      clientId: r[0],
      businessCode: r[1],
      name: r[2],
      city: r[3],
      clientGroup: ref(r[4], r[5]),
      clientGroup2: ref(r[6], r[7]),
      agency: ref(r[8], r[9]),
      salesAgent: ref(r[10], r[11]),
      paymentMethod: ref(r[12], r[13]),
      activityStatus: r[14],
      closedAt: isoOrNull(r[15]),
      email: r[16],
      phone: r[17],
    },
    search: r[18],
    code: r[1],
    status: r[14],
    group: r[4],
    group2: r[6],
    agency: r[8],
    agent: r[10],
    method: r[12],
  }));
  const n = entries.length;
  writeAhead(entries, (e) => clientRowText(e.row));
  return {
    entries,
    byStatus: positionsBy(n, (i) => entries[i].status),
    byGroup: positionsBy(n, (i) => entries[i].group),
    byGroup2: positionsBy(n, (i) => entries[i].group2),
    byAgency: positionsBy(n, (i) => entries[i].agency),
    byAgent: positionsBy(n, (i) => entries[i].agent),
    byMethod: positionsBy(n, (i) => entries[i].method),
    search: new TextIndex(entries.map((e) => e.search)),
    codes: new TextIndex(entries.map((e) => e.code)),
    idByCode: new Map(entries.map((e) => [e.code, e.row.clientId])),
  };
});

/** A list row's checked JSON text in ASCII, written once per snapshot row (listIndex.ts). */
const clientRowText = asciiRowTexts(contract.api.clients.getClients.response.shape.items.element, (row: ClientListRow) => row);

const NO_ROWS = new Int32Array(0);

/**
 * One page of clients from the snapshot, with the total; rows written once as JSON. Each
 * filter given is a condition (its rows from the snapshot's indexes, and a test of one row);
 * the smallest one's rows are walked in the list's order and the others tested on them.
 */
export async function listClients(db: Executor, q: GetClientsQuery, since?: number): Promise<JsonText> {
  const list = await clientsListSnapshot(db, since);
  const { entries } = list;
  const conditions: Condition[] = [];
  if (q.activityStatus !== 'all') {
    const status = q.activityStatus;
    conditions.push({ rows: list.byStatus.get(status) ?? NO_ROWS, test: (i) => entries[i].status === status });
  }
  const ids = (values: number[], index: Map<number, Int32Array>, field: (e: ClientsListEntry) => number | null) => {
    if (values.length === 0) return;
    const set = new Set(values);
    conditions.push({
      rows: unionOf(index, values),
      test: (i) => {
        const v = field(entries[i]);
        return v !== null && set.has(v);
      },
    });
  };
  ids(q.clientGroups, list.byGroup, (e) => e.group);
  ids(q.clientGroups2, list.byGroup2, (e) => e.group2);
  ids(q.agencies, list.byAgency, (e) => e.agency);
  ids(q.salesAgents, list.byAgent, (e) => e.agent);
  ids(q.paymentMethods, list.byMethod, (e) => e.method);
  if (q.searchValue) {
    const term = q.searchValue.toLowerCase();
    conditions.push({ rows: list.search.containing(term), test: (i) => entries[i].search.includes(term) });
  }
  if (q.businessCode) {
    const code = q.businessCode.toUpperCase();
    conditions.push({ rows: list.codes.startingWith(code), test: (i) => entries[i].code.startsWith(code) });
  }
  const from = (q.page - 1) * q.pageSize;
  const { page, total } = selectPage(entries.length, conditions, from, from + q.pageSize);
  return jsonPage(
    page.map((i) => clientRowText(entries[i].row)),
    { total, page: q.page, pageSize: q.pageSize },
  );
}

/** The names of the small lists a client row points to, by id (one read shared for a second). */
function referenceNames(db: Executor) {
  return sharedRead(db, 'clients:referenceNames', () => readReferenceNames(db));
}

async function readReferenceNames(db: Executor) {
  const [groups, groups2, agencies, agents, methods, financeUnits, businessUnits] = await Promise.all(
      (
        ['client_groups', 'client_groups2', 'agencies', 'sales_agents', 'payment_methods', 'finance_units', 'business_units'] as const
      ).map((t) => db.selectFrom(t).select(['id', 'name']).execute()),
    );
    const map = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    return {
      groups: map(groups),
      groups2: map(groups2),
      agencies: map(agencies),
      agents: map(agents),
      methods: map(methods),
      financeUnits: map(financeUnits),
      businessUnits: map(businessUnits),
    };
}

// ---------------------------------------------------------------- detail

/** The client of a body's `clientId`; 404 naming the field. */
export async function requireClient(db: Executor, clientId: number, field = 'clientId') {
  const row = await db
    .selectFrom('clients')
    .select(['id', 'business_code', 'name', 'activity_status', 'closed_at', 'version', 'billing_contact_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) throw notFoundField(field, `No such client: ${clientId}`);
  return row;
}

/** For the invoice calls: the client's business code, 404 naming `clientId` when unknown. */
export const clientCode = (clientId: number) => async (tx: Executor) => (await requireClient(tx, clientId)).business_code;

async function listContacts(db: Executor, clientId: number, billingId: number | null): Promise<ClientContact[]> {
  const rows = await db
    .selectFrom('client_contacts')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  return rows.map((r) => toContact(r, billingId));
}

function toContact(
  r: {
    id: number;
    name: string;
    email: string | null;
    phone_number: string | null;
    position: string | null;
    client_email_cc: boolean;
    client_email_cc_overdue: boolean;
    version: number;
  },
  billingId: number | null,
): ClientContact {
  return {
    contactId: r.id,
    name: r.name,
    email: r.email,
    phoneNumber: r.phone_number,
    position: r.position,
    clientEmailCc: r.client_email_cc,
    clientEmailCcOverdue: r.client_email_cc_overdue,
    isBillingContact: r.id === billingId,
    version: r.version,
  };
}

/** The page of invoices a detail carries: the first one unless a request asks for another. */
export interface InvoicesPaging {
  invoicesPage: number;
  invoicesPageSize: number;
}
/** The contract's defaults: page 1 of CLIENT_INVOICES_PAGE_SIZE (20). */
const FIRST_INVOICES: InvoicesPaging = { invoicesPage: 1, invoicesPageSize: 20 };

/** A client's detail as read in a transaction (a change's answer): one page of its invoices. */
export async function getClientDetail(db: Executor, id: number, paging: InvoicesPaging = FIRST_INVOICES): Promise<ClientDetail> {
  const detail = await readClientDetail(db, id, referenceNames(db), () =>
    listClientInvoicesPage(db, id, paging.invoicesPage, paging.invoicesPageSize),
  );
  return { ...detail, invoicesPage: paging.invoicesPage, invoicesPageSize: paging.invoicesPageSize };
}

type ReferenceNames = Awaited<ReturnType<typeof referenceNames>>;

/** What a client's page shows besides the client row: contacts, price lists, invoices, banned users (raw), events (raw). */
type DetailParts = [
  ClientContact[],
  { id: number; name: string }[],
  { items: ClientDetail['invoices']; total: number },
  { id: number; email: string; cfr_user_id: number | null; reason: string | null; banned_at: Date | string; unbanned_at: Date | string | null }[],
  { id: number; at: Date | string; login: string | null; kind: string; summary: string }[],
];

/** The parts of a client's page, a query each (inside a transaction: a change's answer). */
async function readPartsByQueries(
  db: Executor,
  id: number,
  billingId: number | null,
  readInvoices: () => Promise<{ items: ClientDetail['invoices']; total: number }>,
): Promise<DetailParts> {
  return Promise.all([
    listContacts(db, id, billingId),
    db
      .selectFrom('client_price_lists as cp')
      .innerJoin('price_lists as p', 'p.id', 'cp.price_list_id')
      .select(['p.id', 'p.name'])
      .where('cp.client_id', '=', id)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute(),
    readInvoices(),
    db
      .selectFrom('banned_users')
      .select(['id', 'email', 'cfr_user_id', 'reason', 'banned_at', 'unbanned_at'])
      .where('client_id', '=', id)
      .orderBy(sql`unbanned_at is null`, 'desc')
      .orderBy('banned_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('client_events as e')
      .leftJoin('staff_users as u', 'u.id', 'e.user_id')
      .select(['e.id', 'e.at', 'u.login', 'e.kind', 'e.summary'])
      .where('e.client_id', '=', id)
      .orderBy('e.at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(200)
      .execute(),
  ]);
}

/** A client's parts but the invoices, as read for many clients at once (readHeldDetails). */
type PartsButInvoices = [DetailParts[0], DetailParts[1], DetailParts[3], DetailParts[4]];

/**
 * The contacts, price lists, banned users and events of many clients in one query (their rows
 * as JSON, in the orders of readPartsByQueries, the last 200 banned users and events each).
 */
async function readPartsOfClients(db: Executor, ids: number[], billingIds: Map<number, number | null>): Promise<Map<number, PartsButInvoices>> {
  const { rows } = await sql<{ contacts: string; price_lists: string; banned: string; events: string }>`
    select
      (select coalesce(json_agg(json_build_array(client_id, id, name, email, phone_number, position, client_email_cc, client_email_cc_overdue, version) order by client_id, id), '[]')
         from client_contacts where client_id = any(${ids}::int[]))::text as contacts,
      (select coalesce(json_agg(json_build_array(cp.client_id, p.id, p.name) order by cp.client_id, p.name, p.id), '[]')
         from client_price_lists cp join price_lists p on p.id = cp.price_list_id where cp.client_id = any(${ids}::int[]))::text as price_lists,
      (select coalesce(json_agg(json_build_array(b.client_id, b.id, b.email, b.cfr_user_id, b.reason, b.banned_at, b.unbanned_at) order by b.client_id, b.n), '[]')
         from (select *, row_number() over (partition by client_id order by unbanned_at is null desc, banned_at desc, id desc) as n
               from banned_users where client_id = any(${ids}::int[])) b where b.n <= 200)::text as banned,
      (select coalesce(json_agg(json_build_array(e.client_id, e.id, e.at, e.login, e.kind, e.summary) order by e.client_id, e.n), '[]')
         from (select ce.client_id, ce.id, ce.at, u.login, ce.kind, ce.summary,
                      row_number() over (partition by ce.client_id order by ce.at desc, ce.id desc) as n
               from client_events ce left join staff_users u on u.id = ce.user_id
               where ce.client_id = any(${ids}::int[])) e where e.n <= 200)::text as events`.execute(db);
  const r = rows[0];
  const parts = new Map<number, PartsButInvoices>(ids.map((id) => [id, [[], [], [], []]]));
  const of = (id: number) => parts.get(id)!;
  type Contact = [number, number, string, string | null, string | null, string | null, boolean, boolean, number];
  for (const c of JSON.parse(r.contacts) as Contact[])
    of(c[0])[0].push(
      toContact(
        { id: c[1], name: c[2], email: c[3], phone_number: c[4], position: c[5], client_email_cc: c[6], client_email_cc_overdue: c[7], version: c[8] },
        billingIds.get(c[0]) ?? null,
      ),
    );
  for (const [clientId, id, name] of JSON.parse(r.price_lists) as [number, number, string][]) of(clientId)[1].push({ id, name });
  type Banned = [number, number, string, number | null, string | null, string, string | null];
  for (const b of JSON.parse(r.banned) as Banned[])
    of(b[0])[2].push({ id: b[1], email: b[2], cfr_user_id: b[3], reason: b[4], banned_at: b[5], unbanned_at: b[6] });
  type Event = [number, number, string, string | null, string, string];
  for (const e of JSON.parse(r.events) as Event[]) of(e[0])[3].push({ id: e[1], at: e[2], login: e[3], kind: e[4], summary: e[5] });
  return parts;
}

/** The detail but the invoices' paging numbers, with the invoices `readInvoices` gives. */
async function readClientDetail(
  db: Executor,
  id: number,
  referenceNames: Promise<ReferenceNames>,
  readInvoices: () => Promise<{ items: ClientDetail['invoices']; total: number }>,
): Promise<HeldDetail['detail']> {
  // The client alone (names read apart): no join to plan.
  const [row, names] = await Promise.all([db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst(), referenceNames]);
  if (!row) throw notFound(`No such client: ${id}`);
  return toClientDetail(row, names, await readPartsByQueries(db, id, row.billing_contact_id, readInvoices));
}

type ClientRow = Selectable<DB['clients']>;

/** A client's page from its row, the names it points to and its parts. */
function toClientDetail(row: ClientRow, names: ReferenceNames, parts: DetailParts): HeldDetail['detail'] {
  const [contacts, priceLists, invoices, banned, events] = parts;
  const named = (m: Map<number, string>, ref: number | null) => (ref === null ? null : { id: ref, name: m.get(ref) ?? '' });
  return {
    clientId: row.id,
    businessCode: row.business_code,
    name: row.name,
    city: row.city,
    clientGroup: named(names.groups, row.client_group_id),
    clientGroup2: named(names.groups2, row.client_group2_id),
    agency: named(names.agencies, row.agency_id),
    salesAgent: named(names.agents, row.sales_agent_id),
    paymentMethod: named(names.methods, row.payment_method_id),
    activityStatus: row.activity_status,
    closedAt: isoOrNull(row.closed_at),
    email: row.email,
    phone: row.phone,
    legalName: row.legal_name,
    vatNumber: row.vat_number,
    siret: row.siret,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postalCode: row.postal_code,
    country: row.country,
    comment: row.comment,
    closedComment: row.closed_comment,
    billingContactId: row.billing_contact_id,
    settings: {
      invoiceFrequency: row.invoice_frequency as ClientDetail['settings']['invoiceFrequency'],
      invoiceDelivery: row.invoice_delivery as ClientDetail['settings']['invoiceDelivery'],
      invoiceLanguage: row.invoice_language as ClientDetail['settings']['invoiceLanguage'],
      paymentTermDays: row.payment_term_days,
      vatRateBp: row.vat_rate_bp,
      financeUnit: named(names.financeUnits, row.finance_unit_id),
      businessUnit: named(names.businessUnits, row.business_unit_id),
      priceLists,
    },
    contacts,
    invoices: invoices.items,
    invoicesTotal: invoices.total,
    bannedUsers: banned.map((b) => ({
      userBannedId: b.id,
      userBannedEmail: b.email,
      userCFrId: b.cfr_user_id,
      reason: b.reason,
      bannedAt: iso(b.banned_at),
      unbannedAt: isoOrNull(b.unbanned_at),
    })),
    events: events.map(toEventRow),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const toEventRow = (e: { id: number; at: Date | string; login: string | null; kind: string; summary: string }) => ({
  eventId: e.id,
  at: iso(e.at),
  userLogin: e.login,
  kind: e.kind,
  summary: e.summary,
});

// ---------------------------------------------------------------- detail held in memory

/**
 * The names of the small lists a client points to, held until one of the tables the client's
 * page shows changes (change counter `client_detail`, migration 0017): what a held detail is
 * made with, never older than the detail itself.
 */
const heldReferenceNames = snapshot('client_detail', (db) => readReferenceNames(db));

/** A client's page as held: everything but the invoices' page, all its invoices (newest first), and the answers written so far. */
interface HeldDetail {
  detail: Omit<ClientDetail, 'invoicesPage' | 'invoicesPageSize'>;
  /** The answer's JSON text per invoices page (`page:size`), checked against the contract once. */
  texts: Map<string, string>;
}

/** How many clients' pages are held at most (the oldest made is dropped first): every client of the large data set (20,000). */
const HELD_DETAILS = 50_000;
const detailSchema = contract.api.clients.getClient.response;

/** Clients' pages made for many clients at once: their rows, parts and invoices in four queries. */
async function readHeldDetails(db: Executor, ids: number[]): Promise<Map<number, HeldDetail>> {
  const [rows, names, invoices] = await Promise.all([
    db.selectFrom('clients').selectAll().where(sql<boolean>`id = any(${ids}::int[])`).execute(),
    heldReferenceNames(db),
    listInvoicesOfClients(db, ids),
  ]);
  const parts = await readPartsOfClients(db, ids, new Map(rows.map((r) => [r.id, r.billing_contact_id])));
  const held = new Map<number, HeldDetail>();
  for (const row of rows) {
    const [contacts, priceLists, banned, events] = parts.get(row.id)!;
    const items = invoices.get(row.id) ?? [];
    const detail = toClientDetail(row, names, [contacts, priceLists, { items, total: items.length }, banned, events]);
    held.set(row.id, { detail, texts: new Map() });
  }
  return held;
}

/**
 * Every client's page, kept exact client by client (change counter `client_detail`, migration
 * 0017; the clients each write touched, migration 0025): writing one client's invoice drops
 * that client's page only. Pages are read for the clients first asked for in one turn at once,
 * and for every client after the server starts (warmClientPages).
 */
const heldPages = keyedByChanges<HeldDetail>('client_detail', {
  make: readHeldDetails,
  allKeys: async (db) => (await db.selectFrom('clients').select('id').orderBy('id').execute()).map((r) => r.id),
  maxKeys: HELD_DETAILS,
  chunk: 200,
  onWarmError: () => {
    // Read again when asked for: the pages not held are read on their first visit.
  },
});

/** Reads every client's page ahead (after the server starts), so a first visit finds it made; how many are held. */
export async function warmClientPages(db: Executor): Promise<void> {
  await heldPages.warm(db);
}

/** The server closes: no more reading ahead. */
export function stopWarmingClientPages(db: Executor) {
  heldPages.stop(db);
}

/**
 * GET clients/{id}: the client's page answered from memory, exact to the last committed change
 * of anything it shows (the client, its reference names, contacts, price lists, invoices with
 * their credit notes and payments, banned users, timeline and the logins on it). A request
 * pages the held invoices in memory and sends the page's JSON, written once. On PGlite a held
 * answer runs no query (db/changeCounters.ts); on PostgreSQL, the counter's one indexed read.
 */
export async function clientDetailText(
  db: Executor,
  id: number,
  paging: InvoicesPaging = FIRST_INVOICES,
  /** When the request reached the server (arrivedAt in http/route.ts). */
  since?: number,
): Promise<JsonText> {
  const held = await heldPages.get(db, id, since);
  if (!held) throw notFound(`No such client: ${id}`);
  const { detail, texts } = held;
  const key = `${paging.invoicesPage}:${paging.invoicesPageSize}`;
  let text = texts.get(key);
  if (text === undefined) {
    const from = (paging.invoicesPage - 1) * paging.invoicesPageSize;
    text = asciiJsonText(
      checkedJson(detailSchema, {
        ...detail,
        invoices: detail.invoices.slice(from, from + paging.invoicesPageSize),
        invoicesPage: paging.invoicesPage,
        invoicesPageSize: paging.invoicesPageSize,
      }),
    );
    if (texts.size >= 50) texts.clear();
    texts.set(key, text);
  }
  return new JsonText(text);
}

/** `clients/{id}` with a business code: its id from the held list (exact as the list); 404 when unknown. */
export async function clientIdOfCode(db: Executor, code: string, since?: number): Promise<number> {
  const list = await clientsListSnapshot(db, since);
  const id = list.idByCode.get(code.trim().toUpperCase());
  if (id === undefined) throw notFound(`No such client: ${code}`);
  return id;
}

// ---------------------------------------------------------------- creation

const CLIENT_COLUMNS = {
  name: 'name',
  legalName: 'legal_name',
  clientGroupId: 'client_group_id',
  clientGroup2Id: 'client_group2_id',
  agencyId: 'agency_id',
  salesAgentId: 'sales_agent_id',
  paymentMethodId: 'payment_method_id',
  vatNumber: 'vat_number',
  siret: 'siret',
  email: 'email',
  phone: 'phone',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  comment: 'comment',
  billingContactId: 'billing_contact_id',
} as const satisfies Record<string, keyof DB['clients']>;
type ClientField = keyof typeof CLIENT_COLUMNS;

async function requireClientRefs(
  db: Executor,
  b: Partial<Record<'clientGroupId' | 'clientGroup2Id' | 'agencyId' | 'salesAgentId' | 'paymentMethodId', number | null>>,
) {
  await requireIds(db, [
    { field: 'clientGroupId', table: 'client_groups', id: b.clientGroupId, label: 'client group' },
    { field: 'clientGroup2Id', table: 'client_groups2', id: b.clientGroup2Id, label: 'client group 2' },
    { field: 'agencyId', table: 'agencies', id: b.agencyId, label: 'agency' },
    { field: 'salesAgentId', table: 'sales_agents', id: b.salesAgentId, label: 'sales agent' },
    { field: 'paymentMethodId', table: 'payment_methods', id: b.paymentMethodId, label: 'payment method' },
  ]);
}

async function requireFreeCode(db: Executor, businessCode: string) {
  const taken = await db.selectFrom('clients').select(['id', 'name']).where('business_code', '=', businessCode).executeTakeFirst();
  if (taken) throw duplicateCode(businessCode, taken.name);
}

const duplicateCode = (code: string, name?: string) =>
  Object.assign(conflict(`The business code ${code} is already taken${name ? ` by ${name}` : ''}; choose another one`), {
    fields: { businessCode: `${code} is already taken` },
  });

/** Inserts, mapping a unique violation of a concurrent creation to the same 409. */
async function insertClient(tx: Executor, values: Record<string, unknown>, businessCode: string): Promise<number> {
  try {
    const row = await tx
      .insertInto('clients')
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateCode(businessCode);
    throw e;
  }
}

export async function addClient(db: Database, userId: number, b: AddClientBody): Promise<ClientDetail> {
  return areaTransaction(db, async (tx) => {
    await requireFreeCode(tx, b.businessCode);
    await requireClientRefs(tx, b);
    const values: Record<string, unknown> = { business_code: b.businessCode };
    for (const [field, column] of Object.entries(CLIENT_COLUMNS)) {
      const v = (b as Record<string, unknown>)[field];
      if (v !== undefined && field !== 'billingContactId') values[column] = v;
    }
    const id = await insertClient(tx, values, b.businessCode);
    await recordClientChange(tx, {
      clientId: id,
      businessCode: b.businessCode,
      userId,
      kind: 'created',
      action: 'clients.addClient',
      summary: `Client created: ${b.businessCode} ${b.name}`,
    });
    return getClientDetail(tx, id);
  });
}

export async function duplicateClient(
  db: Database,
  userId: number,
  b: { clientId: number; businessCode: string; name?: string },
): Promise<ClientDetail> {
  return areaTransaction(db, async (tx) => {
    const source = await tx.selectFrom('clients').selectAll().where('id', '=', b.clientId).executeTakeFirst();
    if (!source) throw notFoundField('clientId', `No such client: ${b.clientId}`);
    await requireFreeCode(tx, b.businessCode);
    const copy: Record<string, unknown> = { ...source };
    for (const k of ['id', 'search_text', 'version', 'created_at', 'updated_at', 'closed_at', 'closed_comment', 'billing_contact_id'])
      delete copy[k];
    copy.business_code = b.businessCode;
    copy.name = b.name ?? `${source.name} (copy)`;
    copy.activity_status = 'active';
    const id = await insertClient(tx, copy, b.businessCode);
    const contacts = await tx.selectFrom('client_contacts').selectAll().where('client_id', '=', source.id).orderBy('id').execute();
    let billingCopy: number | null = null;
    for (const c of contacts) {
      const inserted = await tx
        .insertInto('client_contacts')
        .values({
          client_id: id,
          name: c.name,
          email: c.email,
          phone_number: c.phone_number,
          position: c.position,
          client_email_cc: c.client_email_cc,
          client_email_cc_overdue: c.client_email_cc_overdue,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (c.id === source.billing_contact_id) billingCopy = inserted.id;
    }
    if (billingCopy !== null) await tx.updateTable('clients').set({ billing_contact_id: billingCopy }).where('id', '=', id).execute();
    await tx
      .insertInto('client_price_lists')
      .columns(['client_id', 'price_list_id'])
      .expression(
        tx.selectFrom('client_price_lists').select([sql<number>`${id}::int`.as('client_id'), 'price_list_id']).where('client_id', '=', source.id),
      )
      .execute();
    await recordClientChange(tx, {
      clientId: id,
      businessCode: b.businessCode,
      userId,
      kind: 'created',
      action: 'clients.duplicateClient',
      summary: `Client created as a copy of ${source.business_code} (${contacts.length} contacts, settings and price lists copied)`,
    });
    await recordClientEvent(tx, { clientId: source.id, userId, kind: 'duplicated', summary: `Duplicated as ${b.businessCode}` });
    return getClientDetail(tx, id);
  });
}

// ---------------------------------------------------------------- edits

export async function updateClient(db: Database, userId: number, b: UpdateClientBody, guard: MoneyMailGuard): Promise<ClientDetail> {
  return areaTransaction(db, async (tx) => {
    const id = b.clientId;
    const current = await readForEditClient(tx, id, b.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, b as Partial<Record<ClientField, unknown>>, CLIENT_COLUMNS);
    await requireClientRefs(tx, {
      clientGroupId: changes.clientGroupId ? b.clientGroupId : undefined,
      clientGroup2Id: changes.clientGroup2Id ? b.clientGroup2Id : undefined,
      agencyId: changes.agencyId ? b.agencyId : undefined,
      salesAgentId: changes.salesAgentId ? b.salesAgentId : undefined,
      paymentMethodId: changes.paymentMethodId ? b.paymentMethodId : undefined,
    });
    if (changes.billingContactId && b.billingContactId !== null && b.billingContactId !== undefined) {
      const contact = await tx
        .selectFrom('client_contacts')
        .select('id')
        .where('id', '=', b.billingContactId)
        .where('client_id', '=', id)
        .executeTakeFirst();
      if (!contact) throw notFoundField('billingContactId', `No contact ${b.billingContactId} of this client`);
    }
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: current.billing_contact_id, contacts: new Map() },
        { billingContactId: b.billingContactId === undefined ? current.billing_contact_id : b.billingContactId, contacts: new Map() },
      ),
    );
    const names = Object.keys(changes);
    if (names.length === 0) return getClientDetail(tx, id);
    await updateVersioned(tx, 'clients', id, b.version, values as Updateable<DB['clients']>, 'client');
    await recordClientChange(tx, {
      clientId: id,
      businessCode: current.business_code,
      userId,
      kind: 'updated',
      action: 'clients.updateClientData',
      summary: `Changed: ${names.join(', ')}`,
      data: { changes },
    });
    return getClientDetail(tx, id);
  });
}

/** readForEdit naming `clientId` in the 404. */
async function readForEditClient(tx: Executor, id: number, version: number) {
  await requireClient(tx, id);
  return readForEdit(tx, 'clients', id, version, 'client');
}

/** Closing or reactivating an account: both need a comment and are events of the client. */
const ACCOUNT_CHANGES = {
  close: {
    refused: (c: { closed_at: Date | null }) => c.closed_at !== null,
    already: 'already closed',
    set: (comment: string) => ({ activity_status: 'inactive' as const, closed_at: new Date(), closed_comment: comment }),
    kind: 'closed',
    action: 'clients.closeAccount',
    summary: 'Account closed',
  },
  reactivate: {
    refused: (c: { closed_at: Date | null; activity_status: string }) => c.closed_at === null && c.activity_status === 'active',
    already: 'already active',
    set: () => ({ activity_status: 'active' as const, closed_at: null, closed_comment: null }),
    kind: 'reactivated',
    action: 'clients.reactivateAccount',
    summary: 'Account reactivated',
  },
};

async function changeAccount(
  db: Database,
  userId: number,
  change: (typeof ACCOUNT_CHANGES)[keyof typeof ACCOUNT_CHANGES],
  b: { clientId: number; comment: string },
): Promise<ClientDetail> {
  return areaTransaction(db, async (tx) => {
    const c = await requireClient(tx, b.clientId);
    if (change.refused(c)) throw conflict(`${c.business_code} is ${change.already}`);
    await tx
      .updateTable('clients')
      .set({ ...change.set(b.comment), version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', c.id)
      .execute();
    await recordClientChange(tx, {
      clientId: c.id,
      businessCode: c.business_code,
      userId,
      kind: change.kind,
      action: change.action,
      summary: `${change.summary}: ${b.comment}`,
    });
    return getClientDetail(tx, c.id);
  });
}

/** Closing makes the client inactive; planning refuses new shifts for a closed client. */
export function closeAccount(db: Database, userId: number, b: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.close, b);
}

export function reactivateAccount(db: Database, userId: number, b: { clientId: number; comment: string }): Promise<ClientDetail> {
  return changeAccount(db, userId, ACCOUNT_CHANGES.reactivate, b);
}

const CONTACT_COLUMNS = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone_number',
  position: 'position',
  clientEmailCc: 'client_email_cc',
  clientEmailCcOverdue: 'client_email_cc_overdue',
} as const satisfies Record<string, keyof DB['client_contacts']>;

/** The id a new contact stands under in the mail routing (ids of rows are positive). */
const NEW_CONTACT = -1;

export async function saveContact(
  db: Database,
  userId: number,
  editedContact: number | undefined,
  b: ContactBody,
  guard: MoneyMailGuard,
): Promise<ClientContact> {
  return areaTransaction(db, async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const current =
      editedContact === undefined
        ? undefined
        : await tx
            .selectFrom('client_contacts')
            .selectAll()
            .where('id', '=', editedContact)
            .where('client_id', '=', client.id)
            .executeTakeFirst();
    if (editedContact !== undefined) {
      if (b.version === undefined) throw badRequest('The version of the contact is required to edit it', { version: 'Required' });
      if (!current) throw notFoundField('editedContact', `No contact ${editedContact} of ${client.business_code}`);
    }
    const routedId = current?.id ?? NEW_CONTACT;
    let billingId = client.billing_contact_id;
    if (b.isBillingContact === true) billingId = routedId;
    else if (b.isBillingContact === false && billingId === routedId) billingId = null;
    const wasRoute = current ? routeOf(current) : undefined;
    const isRoute = {
      email: b.email === undefined ? (current?.email ?? null) : b.email,
      clientEmailCc: b.clientEmailCc,
      clientEmailCcOverdue: b.clientEmailCcOverdue,
    };
    await guard(
      tx,
      moneyMailChanges(
        { billingContactId: client.billing_contact_id, contacts: new Map(wasRoute ? [[routedId, wasRoute]] : []) },
        { billingContactId: billingId, contacts: new Map([[routedId, isRoute]]) },
      ),
    );
    let contactId: number;
    let summary: string;
    if (!current) {
      const row = await tx
        .insertInto('client_contacts')
        .values({
          client_id: client.id,
          name: b.name,
          email: b.email ?? null,
          phone_number: b.phoneNumber ?? null,
          position: b.position ?? null,
          client_email_cc: b.clientEmailCc,
          client_email_cc_overdue: b.clientEmailCcOverdue,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      contactId = row.id;
      if (billingId === NEW_CONTACT) billingId = contactId;
      summary = `Contact added: ${b.name}`;
    } else {
      const version = b.version as number;
      const { values, changes } = diffFields(current as Record<string, unknown>, b as Record<string, unknown>, CONTACT_COLUMNS);
      if (current.version !== version)
        throw conflict('This contact was changed by someone else since you opened it; reload it and redo your change');
      contactId = current.id;
      const names = Object.keys(changes);
      if (names.length > 0)
        await updateVersioned(tx, 'client_contacts', current.id, version, values as Updateable<DB['client_contacts']>, 'contact');
      summary = `Contact ${current.name} edited${names.length ? `: ${names.join(', ')}` : ''}`;
    }
    if (billingId !== client.billing_contact_id) {
      summary += billingId === contactId ? '; now the billing contact' : '; no longer the billing contact';
      await tx
        .updateTable('clients')
        .set({ billing_contact_id: billingId, version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', client.id)
        .execute();
    }
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'contact',
      action: 'clients.updateClientContact',
      summary,
    });
    const row = await tx.selectFrom('client_contacts').selectAll().where('id', '=', contactId).executeTakeFirstOrThrow();
    return toContact(row, billingId);
  });
}

const SETTINGS_COLUMNS = {
  invoiceFrequency: 'invoice_frequency',
  invoiceDelivery: 'invoice_delivery',
  invoiceLanguage: 'invoice_language',
  paymentTermDays: 'payment_term_days',
  vatRateBp: 'vat_rate_bp',
  financeUnitId: 'finance_unit_id',
  businessUnitId: 'business_unit_id',
} as const satisfies Record<string, keyof DB['clients']>;

export async function updateSettings(db: Database, userId: number, priceListIds: number[], b: SettingsBody): Promise<ClientDetail> {
  return areaTransaction(db, async (tx) => {
    const current = await readForEditClient(tx, b.clientId, b.version);
    const { values, changes } = diffFields(current as Record<string, unknown>, b as Record<string, unknown>, SETTINGS_COLUMNS);
    await requireIds(tx, [
      { field: 'financeUnitId', table: 'finance_units', id: changes.financeUnitId ? b.financeUnitId : undefined, label: 'finance unit' },
      { field: 'businessUnitId', table: 'business_units', id: changes.businessUnitId ? b.businessUnitId : undefined, label: 'business unit' },
    ]);
    const wanted = [...new Set(priceListIds)];
    if (wanted.length > 0) {
      const found = await tx.selectFrom('price_lists').select('id').where('id', 'in', wanted).execute();
      const missing = wanted.filter((id) => !found.some((f) => f.id === id));
      if (missing.length) throw notFoundField('pricelistIds', `No such price list: ${missing.join(', ')}`);
    }
    const before = (
      await tx.selectFrom('client_price_lists').select('price_list_id').where('client_id', '=', b.clientId).execute()
    ).map((r) => r.price_list_id);
    const listsChanged = before.length !== wanted.length || before.some((id) => !wanted.includes(id));
    const names: string[] = Object.keys(changes);
    if (listsChanged) names.push('priceLists');
    if (names.length === 0) return getClientDetail(tx, b.clientId);
    await updateVersioned(tx, 'clients', b.clientId, b.version, values as Updateable<DB['clients']>, 'client');
    if (listsChanged) {
      await tx.deleteFrom('client_price_lists').where('client_id', '=', b.clientId).execute();
      if (wanted.length)
        await tx
          .insertInto('client_price_lists')
          .values(wanted.map((price_list_id) => ({ client_id: b.clientId, price_list_id })))
          .execute();
    }
    await recordClientChange(tx, {
      clientId: b.clientId,
      businessCode: current.business_code,
      userId,
      kind: 'settings',
      action: 'clients.updateClientSettings',
      summary: `Invoicing settings changed: ${names.join(', ')}`,
      data: { changes, priceLists: listsChanged ? { from: before, to: wanted } : undefined },
    });
    return getClientDetail(tx, b.clientId);
  });
}

export async function unbanUser(
  db: Database,
  userId: number,
  b: { userBannedId: number; userBannedEmail: string; clientId: number },
) {
  return areaTransaction(db, async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const row = await tx
      .selectFrom('banned_users')
      .selectAll()
      .where('id', '=', b.userBannedId)
      .where('client_id', '=', client.id)
      .executeTakeFirst();
    if (!row) throw notFoundField('userBannedId', `No banned user ${b.userBannedId} for ${client.business_code}`);
    if (row.email.toLowerCase() !== b.userBannedEmail)
      throw badRequest('The email is not the banned one', { userBannedEmail: `Banned user ${row.id} is ${row.email}` });
    if (row.unbanned_at !== null) throw conflict(`${row.email} is no longer banned`);
    const now = new Date();
    await tx
      .updateTable('banned_users')
      .set({ unbanned_at: now, unbanned_by: userId, version: sql`version + 1`, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'unban',
      action: 'clients.unbanUser',
      summary: `Unbanned ${row.email}`,
    });
    return {
      userBannedId: row.id,
      userBannedEmail: row.email,
      userCFrId: row.cfr_user_id,
      reason: row.reason,
      bannedAt: iso(row.banned_at),
      unbannedAt: iso(now),
    };
  });
}

export async function addComment(db: Database, userId: number, b: { clientId: number; comment: string }) {
  return areaTransaction(db, async (tx) => {
    const client = await requireClient(tx, b.clientId);
    const event = await recordClientChange(tx, {
      clientId: client.id,
      businessCode: client.business_code,
      userId,
      kind: 'comment',
      action: 'clients.addComment',
      summary: b.comment,
    });
    const login = await tx.selectFrom('staff_users').select('login').where('id', '=', userId).executeTakeFirst();
    return toEventRow({ id: event.id, at: event.at, login: login?.login ?? null, kind: 'comment', summary: b.comment });
  });
}

// ---------------------------------------------------------------- reference lists

export async function listNamed(db: Executor, table: 'payment_methods' | 'business_units', status: StatusFilter) {
  const rows = await namedListQuery(db.selectFrom(table).selectAll(), status).execute();
  return rows.map(namedFields);
}

export async function listPriceLists(db: Executor, status: StatusFilter) {
  const rows = await namedListQuery(db.selectFrom('price_lists').selectAll(), status).execute();
  return rows.map((r) => ({ ...namedFields(r), description: r.description }));
}

export async function configurationLists(db: Executor) {
  const active = (t: 'payment_methods' | 'business_units' | 'finance_units' | 'client_groups2' | 'agencies' | 'sales_agents') =>
    namedListQuery(db.selectFrom(t).selectAll(), 'active').execute();
  const [paymentMethods, businessUnits, financeUnits, groups, groups2, agencies, salesAgents] = await Promise.all([
    active('payment_methods'),
    active('business_units'),
    active('finance_units'),
    namedListQuery(db.selectFrom('client_groups').selectAll(), 'active').execute(),
    active('client_groups2'),
    active('agencies'),
    active('sales_agents'),
  ]);
  return {
    invoiceFrequencies: ['weekly', 'monthly', 'per_shift'] as ('weekly' | 'monthly' | 'per_shift')[],
    invoiceDeliveries: ['email', 'post'] as ('email' | 'post')[],
    invoiceLanguages: ['fr', 'en'] as ('fr' | 'en')[],
    vatRates: [2000, 1000, 550, 210, 0],
    paymentTermDays: [0, 15, 30, 45, 60],
    paymentMethods: paymentMethods.map(namedFields),
    businessUnits: businessUnits.map(namedFields),
    financeUnits: financeUnits.map(namedFields),
    clientGroups: groups.map((g) => ({ ...namedFields(g), clientGroup2Id: g.client_group2_id })),
    clientGroups2: groups2.map(namedFields),
    agencies: agencies.map(namedFields),
    salesAgents: salesAgents.map(namedFields),
  };
}

// ---------------------------------------------------------------- serialization of snapshot pages

