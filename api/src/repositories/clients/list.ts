/**
 * Clients' list (docs/product.md#clients) and the small reference lists of the clients screen.
 * GET clients/getClients is one query: the filters on indexed columns (status, the five id
 * filters), the search on `search_text` (GIN trigram index, `like '%term%'`), the business code
 * prefix (text_pattern_ops index), the page in the list's order (name, id; clients_list_idx /
 * clients_status_list_idx of migration 0033) with the total counted in the same query (a count
 * sub-select of the same filters),
 * then the names the page's rows show joined to the page only.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern, isoOrNull, pageTotal } from '../areaHelpers';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { namedFields, namedListQuery, type StatusFilter } from '../reference';

export type GetClientsQuery = QueryOut<'clients', 'getClients'>;
type ClientsPage = ResponseOut<'clients', 'getClients'>;
type ClientListRow = ClientsPage['items'][number];

/** `like` pattern of a prefix: `%`, `_` and `\` match themselves. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The clients of the filters (not yet ordered nor paged). */
function filtered(db: Executor, q: GetClientsQuery) {
  let f = db.selectFrom('clients as c');
  if (q.activityStatus !== 'all') f = f.where('c.activity_status', '=', q.activityStatus);
  if (q.clientGroups.length) f = f.where('c.client_group_id', 'in', q.clientGroups);
  if (q.clientGroups2.length) f = f.where('c.client_group2_id', 'in', q.clientGroups2);
  if (q.agencies.length) f = f.where('c.agency_id', 'in', q.agencies);
  if (q.salesAgents.length) f = f.where('c.sales_agent_id', 'in', q.salesAgents);
  if (q.paymentMethods.length) f = f.where('c.payment_method_id', 'in', q.paymentMethods);
  // Contains, case-insensitive, in business code, name and city (the generated lower-cased search_text).
  if (q.searchValue) f = f.where('c.search_text', 'like', containsPattern(q.searchValue));
  // The business code's beginning, whatever the case typed.
  if (q.businessCode) f = f.where('c.business_code', 'like', prefixPattern(q.businessCode.toUpperCase()));
  return f;
}

/** GET clients/getClients: one page of clients in name order with the total, in one query. */
export async function listClients(db: Executor, q: GetClientsQuery): Promise<ClientsPage> {
  const page = filtered(db, q)
    .select([
      'c.id',
      'c.business_code',
      'c.name',
      'c.city',
      'c.client_group_id',
      'c.client_group2_id',
      'c.agency_id',
      'c.sales_agent_id',
      'c.payment_method_id',
      'c.activity_status',
      'c.closed_at',
      'c.email',
      'c.phone',
      // The total as a sub-select of the same query: an index-only count, while the page reads its rows only.
      filtered(db, q).select(sql<number>`count(*)`.as('n')).as('total'),
    ])
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const rows = await db
    .selectFrom(page.as('c'))
    .leftJoin('client_groups as g', 'g.id', 'c.client_group_id')
    .leftJoin('client_groups2 as g2', 'g2.id', 'c.client_group2_id')
    .leftJoin('agencies as a', 'a.id', 'c.agency_id')
    .leftJoin('sales_agents as sa', 'sa.id', 'c.sales_agent_id')
    .leftJoin('payment_methods as pm', 'pm.id', 'c.payment_method_id')
    .selectAll('c')
    .select(['g.name as group_name', 'g2.name as group2_name', 'a.name as agency_name', 'sa.name as agent_name', 'pm.name as method_name'])
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  const total = await pageTotal(rows, q.page, async () =>
    Number((await filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  );
  const ref = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  const items: ClientListRow[] = rows.map((r) => ({
    clientId: r.id,
    businessCode: r.business_code,
    name: r.name,
    city: r.city,
    clientGroup: ref(r.client_group_id, r.group_name),
    clientGroup2: ref(r.client_group2_id, r.group2_name),
    agency: ref(r.agency_id, r.agency_name),
    salesAgent: ref(r.sales_agent_id, r.agent_name),
    paymentMethod: ref(r.payment_method_id, r.method_name),
    activityStatus: r.activity_status,
    closedAt: isoOrNull(r.closed_at),
    email: r.email,
    phone: r.phone,
  }));
  return { items, total, page: q.page, pageSize: q.pageSize };
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
