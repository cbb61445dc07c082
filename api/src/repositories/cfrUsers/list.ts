/**
 * Client-side ("cfr") users (docs/product.md#cfr-users): the paged list, the rows it shares
 * with a user's page, and the sites or services a user can be given.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { isoOrNull } from '../rowValues';
import { pageTotal } from '../paging';
import type { QueryOut, ResponseOut } from '../areaTypes';
import type { StatusFilter } from '../reference';

type GetUsersQuery = QueryOut<'cfrUsers', 'getUsers'>;
/** The list's filters and sort, without paging (the export reads its batches with them). */
export type CfrUsersFilterSort = Omit<GetUsersQuery, 'page' | 'pageSize'>;
type UsersPage = ResponseOut<'cfrUsers', 'getUsers'>;
type CfrUserRow = UsersPage['items'][number];

export function usersBase(db: Executor) {
  return db
    .selectFrom('cfr_users as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .leftJoin('sites as s', 's.id', 'u.site_id')
    .leftJoin('services as sv', 'sv.id', 'u.service_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.client_id',
      'c.name as client_name',
      'c.business_code',
      'u.site_id',
      's.name as site_name',
      'u.service_id',
      'sv.name as service_name',
      'u.activity_status',
      'u.last_login_at',
    ]);
}
export type Base = Awaited<ReturnType<ReturnType<typeof usersBase>['execute']>>[number];

export function toRow(r: Base): CfrUserRow {
  return {
    userCFrId: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    clientId: r.client_id,
    client: { id: r.client_id, name: r.client_name, businessCode: r.business_code },
    site: r.site_id === null ? null : { id: r.site_id, name: r.site_name ?? '' },
    service: r.service_id === null ? null : { id: r.service_id, name: r.service_name ?? '' },
    activityStatus: r.activity_status,
    lastLoginAt: isoOrNull(r.last_login_at),
  };
}

/**
 * The columns of each sort, all in the one direction asked so that each walks an index forwards
 * or backwards (migrations 0033 and 0071; the email is unique).
 */
const SORT_COLUMNS: Record<GetUsersQuery['sort'], readonly string[]> = {
  lastName: ['last_name', 'first_name', 'id'],
  firstName: ['first_name', 'last_name', 'id'],
  email: ['email'],
  activityStatus: ['activity_status', 'last_name', 'first_name', 'id'],
  lastLoginAt: ['last_login_at', 'id'],
};

/** `order by` of the list's sort over `u`'s columns. */
function ordered<Q>(qb: Q, q: Pick<GetUsersQuery, 'sort' | 'order'>): Q {
  let out = qb as unknown as { orderBy(e: unknown, d: 'asc' | 'desc'): typeof out };
  for (const column of SORT_COLUMNS[q.sort]) out = out.orderBy(sql.ref(`u.${column}`), q.order);
  return out as unknown as Q;
}

/** `u.*` of the list's filters (not yet ordered nor paged). */
function filteredUsers(db: Executor, q: CfrUsersFilterSort) {
  let f = db.selectFrom('cfr_users as u');
  if (q.activityStatus !== 'all') f = f.where('u.activity_status', '=', q.activityStatus);
  if (q.clientId) f = f.where('u.client_id', '=', q.clientId);
  // Contains, case-insensitive, in email, first and last name (the generated lower-cased search_text, trigram index).
  if (q.search) f = f.where('u.search_text', 'like', containsPattern(q.search));
  return f;
}

/**
 * GET users/cfr/getUsers: one page in the list's sort (last name, first name, id by default;
 * indexes of migrations 0033 and 0071) with the total counted in the same query (a count sub-select of the same
 * filters); the
 * client, site and service names are joined to the page's rows only.
 */
export async function listCfrUsers(db: Executor, q: GetUsersQuery): Promise<UsersPage> {
  const page = ordered(filteredUsers(db, q)
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.client_id',
      'u.site_id',
      'u.service_id',
      'u.activity_status',
      'u.last_login_at',
      // The total as a sub-select of the same query: an index-only count, while the page reads its rows only.
      filteredUsers(db, q).select(sql<number>`count(*)`.as('n')).as('total'),
    ]), q)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  // The names are looked up per row of the page (by primary key): a join, planned generically
  // for any page size, would hash the whole sites table.
  const rows = await ordered(db
    .selectFrom(page.as('u'))
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .selectAll('u')
    .select((eb) => [
      'c.name as client_name',
      'c.business_code',
      eb.selectFrom('sites as s').select('s.name').whereRef('s.id', '=', 'u.site_id').as('site_name'),
      eb.selectFrom('services as sv').select('sv.name').whereRef('sv.id', '=', 'u.service_id').as('service_name'),
    ]), q)
    .execute();
  const total = await pageTotal(rows, q.page, async () =>
    Number((await filteredUsers(db, q).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  );
  return { items: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

export async function listSitesOrServices(db: Executor, table: 'sites' | 'services', clientId: number | undefined, status: StatusFilter) {
  let q = db.selectFrom(table).select(['id', 'name', 'client_id', 'activity_status']);
  if (clientId) q = q.where('client_id', '=', clientId);
  if (status !== 'all') q = q.where('activity_status', '=', status);
  const rows = await q.orderBy('name').orderBy('id').limit(5000).execute();
  return rows.map((r) => ({ id: r.id, name: r.name, clientId: r.client_id, activityStatus: r.activity_status }));
}
