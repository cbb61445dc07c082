/**
 * Clients' list (docs/product.md#clients): GET clients/getClients in one query. Without a search,
 * the page's ids in the list's order from the index of the filter alone (migrations 0033, 0053)
 * and the total from the counts the writes keep (clients_list_counts, 0051); with a search or a
 * business code prefix, the matches read through their index into a materialized set, then
 * counted, sorted and paged. The names the rows show are joined to the page only.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { isoOrNull } from '../rowValues';
import { pageTotal } from '../paging';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { namedFields, namedListQuery, readNamedLists, type StatusFilter } from '../reference';

export type GetClientsQuery = QueryOut<'clients', 'getClients'>;
/** The list's filters and sort, without paging (the export reads its batches with them). */
export type ClientsFilterSort = Omit<GetClientsQuery, 'page' | 'pageSize'>;
type ClientsPage = ResponseOut<'clients', 'getClients'>;
type ClientListRow = ClientsPage['items'][number];

/** `like` pattern of a prefix: `%`, `_` and `\` match themselves. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The columns of each sort, all in the one direction asked, so that each walks an index
 * forwards or backwards: name (name, id), business code (unique), city ((city, id), migration
 * 0071), status ((activity_status, name, id)).
 */
const SORT_COLUMNS: Record<GetClientsQuery['sort'], readonly string[]> = {
  name: ['name', 'id'],
  businessCode: ['business_code'],
  city: ['city', 'id'],
  activityStatus: ['activity_status', 'name', 'id'],
};

/** `order by` of the list's sort over `alias`'s columns. */
function ordered<Q>(qb: Q, q: Pick<GetClientsQuery, 'sort' | 'order'>, alias: string): Q {
  let out = qb as unknown as { orderBy(e: unknown, d: 'asc' | 'desc'): typeof out };
  for (const column of SORT_COLUMNS[q.sort ?? 'name']) out = out.orderBy(sql.ref(`${alias}.${column}`), q.order ?? 'asc');
  return out as unknown as Q;
}

/** The clients of the filters (not yet ordered nor paged). */
function filtered(db: Executor, q: ClientsFilterSort) {
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

/** The columns of a page's row. */
const ROW_COLUMNS = [
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
] as const;

/** Has the query a filter the kept counts cannot answer (a search or a business code prefix)? */
const searches = (q: GetClientsQuery) => Boolean(q.searchValue || q.businessCode);

/**
 * The total of a query without a search: the kept counts of its groups added up
 * (clients_list_counts, migration 0051: a few thousand rows at most, whatever the clients).
 */
function keptTotal(q: GetClientsQuery) {
  const where: RawBuilder<unknown>[] = [sql`true`];
  if (q.activityStatus !== 'all') where.push(sql`k.activity_status = ${q.activityStatus}`);
  const ids = (column: string, values: readonly number[]) => {
    if (values.length) where.push(sql`${sql.ref(`k.${column}`)} in (${sql.join(values)})`);
  };
  ids('client_group_id', q.clientGroups);
  ids('client_group2_id', q.clientGroups2);
  ids('agency_id', q.agencies);
  ids('sales_agent_id', q.salesAgents);
  ids('payment_method_id', q.paymentMethods);
  return sql<number>`(select coalesce(sum(k.clients), 0) from clients_list_counts k where ${sql.join(where, sql` and `)})`;
}

/**
 * The page's rows (with the total on each): without a search, the page in the list's order
 * through the name index and the kept total; with a search (or a business code prefix), the
 * matches read first through their index (trigram / prefix) into a materialized set, then
 * counted and sorted and paged from that set, so that the planner never walks the whole name
 * index filtering on the search (slow for a later page of a common term).
 */
function pageRows(db: Executor, q: GetClientsQuery) {
  const offset = (q.page - 1) * q.pageSize;
  // The first page in the list's order through the index of the filter, its rows read as it goes.
  if (!searches(q) && offset === 0)
    return db.selectFrom(
      ordered(filtered(db, q).select([...ROW_COLUMNS, keptTotal(q).as('total')]), q, 'c')
        .limit(q.pageSize)
        .as('c'),
    );
  // A later page: its ids (and those skipped before it) from the index of the filter alone, then
  // its rows by id, so that the skipped clients' rows are not read (twice the work on a first
  // page). The rows are looked up by id through a lateral fenced by `offset 0`: a generic plan,
  // not knowing the page's size, would hash the whole table to join them.
  if (!searches(q))
    return db.selectFrom((qb) =>
      qb
        .selectFrom(ordered(filtered(db, q).select('c.id'), q, 'c').limit(q.pageSize).offset(offset).as('p'))
        .innerJoinLateral(
          (eb) => eb.selectFrom('clients as c').whereRef('c.id', '=', 'p.id').select(ROW_COLUMNS).offset(0).as('c'),
          (join) => join.onTrue(),
        )
        .select([...ROW_COLUMNS, keptTotal(q).as('total')])
        .as('c'),
    );
  // The matches' ids and names only (what the count, the sort and the page need): the page's
  // rows are then read by id.
  return db
    .with(
      (cte) => cte('m').materialized(),
      () => filtered(db, q).select(['c.id', 'c.name', 'c.business_code', 'c.city', 'c.activity_status']),
    )
    .selectFrom((qb) =>
      qb
        .selectFrom((qm) =>
          ordered(
            qm
              .selectFrom('m')
              .select(['m.id'])
              .select((eb) => eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('total')),
            q,
            'm',
          )
            .limit(q.pageSize)
            .offset(offset)
            .as('p'),
        )
        .innerJoin('clients as c', 'c.id', 'p.id')
        .select([...ROW_COLUMNS, 'p.total'])
        .as('c'),
    );
}

/** GET clients/getClients: one page of clients in the list's sort with the total, in one query. */
export async function listClients(db: Executor, q: GetClientsQuery): Promise<ClientsPage> {
  const rows = await ordered(pageRows(db, q)
    .leftJoin('client_groups as g', 'g.id', 'c.client_group_id')
    .leftJoin('client_groups2 as g2', 'g2.id', 'c.client_group2_id')
    .leftJoin('agencies as a', 'a.id', 'c.agency_id')
    .leftJoin('sales_agents as sa', 'sa.id', 'c.sales_agent_id')
    .leftJoin('payment_methods as pm', 'pm.id', 'c.payment_method_id')
    .selectAll('c')
    .select(['g.name as group_name', 'g2.name as group2_name', 'a.name as agency_name', 'sa.name as agent_name', 'pm.name as method_name']), q, 'c')
    .execute();
  // A page past the end has no row to carry the total: counted apart (kept counts without a search).
  const total = await pageTotal(rows, q.page, async () =>
    Number(
      searches(q)
        ? (await filtered(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
        : (await sql<{ n: number }>`select ${keptTotal(q)} as n`.execute(db)).rows[0].n,
    ),
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
  const named = (t: 'payment_methods' | 'business_units' | 'finance_units' | 'client_groups2' | 'agencies' | 'sales_agents') =>
    db.selectFrom(t).select(['id', 'name', 'code', 'activity_status']);
  const { paymentMethods, businessUnits, financeUnits, groups, groups2, agencies, salesAgents } = await readNamedLists(db, 'active', {
    paymentMethods: named('payment_methods'),
    businessUnits: named('business_units'),
    financeUnits: named('finance_units'),
    groups: db.selectFrom('client_groups').select(['id', 'name', 'code', 'activity_status', 'client_group2_id']),
    groups2: named('client_groups2'),
    agencies: named('agencies'),
    salesAgents: named('sales_agents'),
  });
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
