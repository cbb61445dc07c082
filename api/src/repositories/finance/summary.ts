/**
 * `finance/recovery/getClientInvoiceSummary` in one query: what each client owes by age from the
 * figures the writes keep in client_receivables (migration 0039), recounted from the open invoices
 * for the few rows the daily job has not reached yet; a search reads its matches first through
 * the trigram index. The totals are the kept ones (client_receivables_totals) when the filters are
 * those they are grouped by, else counted over the filtered rows (docs/decisions.md).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { todayInParis } from '../../domain/dates';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { ageingColumns, ageingJson, isoText, jsonValue, openInvoice, refJson } from './receivables';

/** The summary's query; `remindersDue` may be left out by callers of the repository (false). */
type SummaryQuery = Omit<QueryOut<'finance', 'getClientInvoiceSummary'>, 'remindersDue'> & { remindersDue?: boolean };
type SummaryPage = ResponseOut<'finance', 'getClientInvoiceSummary'>;

const FIGURE_COLUMN: Record<Exclude<SummaryQuery['sort'], 'name' | 'businessCode'>, string> = {
  notDue: 'not_due',
  overdue1to30: 'overdue1to30',
  overdue31to60: 'overdue31to60',
  overdue61to90: 'overdue61to90',
  overdueOver90: 'overdue_over90',
  overdue: 'overdue',
  totalDue: 'total_due',
};

/** The page's order: a figure, then the name (ascending) and id; a text sort in full in its direction. */
function orderOf(q: SummaryQuery, alias: string) {
  const dir = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  if (q.sort === 'name') return sql`${col('name')} ${dir}, ${col('client_id')} ${dir}`;
  if (q.sort === 'businessCode') return sql`${col('business_code')} ${dir}, ${col('client_id')} ${dir}`;
  return sql`${col(FIGURE_COLUMN[q.sort])} ${dir}, ${col('name')} asc, ${col('client_id')} asc`;
}

/** The totals object: `clients` (how they are counted) and each figure added up over `alias`'s rows. */
const totalsJson = (clients: string, alias: string) =>
  sql.raw(`json_build_object(
    'clients', coalesce(${clients}, 0),
    'notDue', coalesce(sum(${alias}.not_due), 0), 'overdue1to30', coalesce(sum(${alias}.overdue1to30), 0),
    'overdue31to60', coalesce(sum(${alias}.overdue31to60), 0), 'overdue61to90', coalesce(sum(${alias}.overdue61to90), 0),
    'overdueOver90', coalesce(sum(${alias}.overdue_over90), 0), 'overdue', coalesce(sum(${alias}.overdue), 0),
    'totalDue', coalesce(sum(${alias}.total_due), 0), 'openInvoices', coalesce(sum(${alias}.open_invoices), 0))`);

/**
 * Past this many rows of an earlier day (the daily job has just begun to count them again, in
 * the first seconds after midnight), a read does not count them from their invoices itself:
 * with ten times the large seed's data that is every open invoice, longer than the statement
 * timeout, on every read, each holding a pooled connection meanwhile. It answers the figures as
 * kept, dated as of the earliest day among them: the amounts are current (the writes keep them),
 * only the ageing of the rows not yet recounted is a day behind, for the job's few seconds.
 */
export const RECOUNT_AT_READ_LIMIT = 1_000;

/**
 * The clients with a reminder due as of `asOf` (`client_id`): those whose earliest next-level
 * date, kept by the writes (client_reminders_due, migration 0074: an open invoice past its next
 * level's days, the rule of domain/dunning.ts), is reached. The Today page counts the same set
 * (repositories/today/finance.ts).
 */
export const remindersDueClients = (asOf: string) => sql`
  select d.client_id from client_reminders_due d where d.due_from <= ${asOf}::date`;

/**
 * For one client `clientId` (an SQL expression), the days overdue of its most overdue invoice
 * with a reminder due as of `asOf`: its open invoices past the first level's days, without a
 * reminder of the level they reached or a higher one.
 */
export const daysOfReminderDue = (clientId: RawBuilder<unknown>, asOf: string) => sql<number>`(
  select max(${asOf}::date - i.due_on)::int from invoices i, finance_settings s
  where s.id = 1 and i.client_id = ${clientId} and i.status in ('issued', 'sent') and i.remaining > 0
    and i.due_on <= ${asOf}::date - s.first_reminder_days
    and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id
      and r.level >= case when ${asOf}::date - i.due_on >= s.formal_notice_days then 3
        when ${asOf}::date - i.due_on >= s.second_reminder_days then 2 else 1 end))`;

/** Clients put in recovery on or after the Paris day `since`, for a row `alias` of client_receivables. */
export const inRecoverySinceCondition = (alias: string, since: string) =>
  sql`exists (select 1 from clients rc where rc.id = ${sql.ref(`${alias}.client_id`)}
    and rc.in_recovery_since >= (${since}::date::timestamp at time zone 'Europe/Paris'))`;

export async function clientInvoiceSummary(
  db: Executor,
  q: SummaryQuery,
  asOf = todayInParis(),
  recountLimit = RECOUNT_AT_READ_LIMIT,
): Promise<SummaryPage> {
  const minOverdue = q.onlyOverdue ? Math.max(1, q.minOverdue ?? 0) : (q.minOverdue ?? 0);
  // The agency, sales agent and search text are the rows' own (kept from the client,
  // migrations 0048 and 0052).
  const search = q.search ? sql`o.search_text like ${containsPattern(q.search)}` : null;
  const conditions = [
    ...(q.agencyId ? [sql`o.agency_id = ${q.agencyId}`] : []),
    ...(q.salesAgentId ? [sql`o.sales_agent_id = ${q.salesAgentId}`] : []),
    ...(search ? [search] : []),
    ...(minOverdue > 0 ? [sql`o.overdue >= ${minOverdue}`] : []),
    ...(q.remindersDue ? [sql`o.client_id in (select d.client_id from (${remindersDueClients(asOf)}) d)`] : []),
    ...(q.inRecoverySince ? [inRecoverySinceCondition('o', q.inRecoverySince)] : []),
  ];
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const offset = (q.page - 1) * q.pageSize;
  // Once the daily job has run (the usual case) every row is as of today: the figures are read
  // as they are, so that a figure's or the name's order walks an index and stops at the page, in
  // one statement that also reads the first and last as_of (the two ends of
  // client_receivables_as_of_idx). Before the job has run, that answer is set aside and the
  // statement runs again with the rows of an older day counted from their invoices.
  const statement = (older: boolean) => {
    const kept = sql`
      select r.client_id, r.name, r.agency_id, r.sales_agent_id, r.search_text, r.not_due, r.overdue1to30, r.overdue31to60,
        r.overdue61to90, r.overdue_over90, r.overdue, r.total_due, r.open_invoices, r.oldest_due_on
      from client_receivables r`;
    const owing = older
      ? sql`
        ${kept} where r.as_of = ${asOf}::date
        union all
        select i.client_id, oc.name, oc.agency_id, oc.sales_agent_id, oc.search_text, ${ageingColumns(asOf)},
          min(i.due_on) as oldest_due_on
        from invoices i join clients oc on oc.id = i.client_id
        where ${openInvoice()} and i.client_id in (
          select s.client_id from client_receivables s where s.as_of < ${asOf}::date or s.as_of > ${asOf}::date)
        group by i.client_id, oc.name, oc.agency_id, oc.sales_agent_id, oc.search_text`
      : kept;
    // The totals of the filter set: once every row is as of today and the filters are those the
    // kept totals are grouped by (agency, sales agent, overdue or not), added up from them
    // (migration 0048); else counted over the rows.
    const keptTotals = !older && !q.search && minOverdue <= 1 && !q.remindersDue && !q.inRecoverySince;
    const byCode = q.sort === 'businessCode';
    const totalsOf = keptTotals
      ? sql`select ${totalsJson('sum(t.clients)', 't')} from client_receivables_totals t
          where ${sql.join(
            [
              sql`true`,
              ...(q.agencyId ? [sql`t.agency_id = ${q.agencyId}`] : []),
              ...(q.salesAgentId ? [sql`t.sales_agent_id = ${q.salesAgentId}`] : []),
              ...(minOverdue > 0 ? [sql`t.has_overdue`] : []),
            ],
            sql` and `,
          )}`
      : sql`select ${totalsJson('count(*)', 't')} from filtered t`;
    return jsonValue<{
      totals: SummaryPage['totals'];
      items: SummaryPage['items'];
      first: string | null;
      last: string | null;
    }>(
      db,
      sql`
      with owing as not materialized (${owing}),
      filtered as ${search ? sql`materialized` : sql`not materialized`} (
        select o.*${byCode ? sql`, c.business_code` : sql``} from owing o
        ${byCode ? sql`join clients c on c.id = o.client_id` : sql``}
        ${where}
      ),
      shown as (
        select r.* from filtered r order by ${orderOf(q, 'r')} limit ${q.pageSize} offset ${offset}
      )
      select json_build_object(
        'first', (select min(e.as_of)::text from client_receivables e),
        'last', (select max(e.as_of)::text from client_receivables e),
        'totals', (${totalsOf}),
        'items', coalesce((
          select json_agg(
            (json_build_object(
              'clientId', p.client_id, 'businessCode', c.business_code, 'name', p.name,
              'activityStatus', c.activity_status,
              'agency', ${refJson('p.agency_id', 'ag.name')},
              'salesAgent', ${refJson('p.sales_agent_id', 'sa.name')},
              'oldestDueOn', p.oldest_due_on,
              'lastPayment', (
                select json_build_object('paidOn', lp.paid_on, 'amount', lp.amount) from payments lp
                where lp.client_id = p.client_id order by lp.paid_on desc, lp.id desc limit 1),
              'lastNote', (
                select json_build_object('at', ${isoText('n.at')}, 'note', n.note, 'userName', u.name)
                from recovery_notes n left join staff_users u on u.id = n.user_id
                where n.client_id = p.client_id order by n.at desc, n.id desc limit 1),
              'inRecoverySince', ${isoText('c.in_recovery_since')},
              'dispute', case when c.dispute_since is null then null else json_build_object(
                'reason', c.dispute_reason, 'since', ${isoText('c.dispute_since')},
                'by', (select du.name from staff_users du where du.id = c.dispute_by)) end
            )::jsonb || ${ageingJson('p')}::jsonb)
            order by ${orderOf(q, 'p')})
          from shown p
          join clients c on c.id = p.client_id
          left join agencies ag on ag.id = p.agency_id
          left join sales_agents sa on sa.id = p.sales_agent_id), '[]'::json)
      )`,
    );
  };
  let answer = (await statement(false))!;
  let answeredAsOf = asOf;
  if (answer.first !== null && (answer.first !== asOf || answer.last !== asOf)) {
    if ((await rowsOfAnotherDay(db, asOf, recountLimit + 1)) <= recountLimit) answer = (await statement(true))!;
    else if (answer.first < asOf) answeredAsOf = answer.first;
  }
  const { totals, items } = answer;
  return { asOf: answeredAsOf, items, total: totals.clients, page: q.page, pageSize: q.pageSize, totals };
}

/**
 * The clients of the summary's filter set (the filters a bulk send follows): the same
 * conditions on the kept rows, without sort nor paging.
 */
export async function summaryClientIds(
  db: Executor,
  f: Pick<SummaryQuery, 'search' | 'agencyId' | 'salesAgentId' | 'minOverdue' | 'onlyOverdue' | 'remindersDue' | 'inRecoverySince'>,
  asOf = todayInParis(),
): Promise<Set<number>> {
  const minOverdue = f.onlyOverdue ? Math.max(1, f.minOverdue ?? 0) : (f.minOverdue ?? 0);
  const conditions = [
    sql`true`,
    ...(f.agencyId ? [sql`o.agency_id = ${f.agencyId}`] : []),
    ...(f.salesAgentId ? [sql`o.sales_agent_id = ${f.salesAgentId}`] : []),
    ...(f.search ? [sql`o.search_text like ${containsPattern(f.search)}`] : []),
    ...(minOverdue > 0 ? [sql`o.overdue >= ${minOverdue}`] : []),
    ...(f.remindersDue ? [sql`o.client_id in (select d.client_id from (${remindersDueClients(asOf)}) d)`] : []),
    ...(f.inRecoverySince ? [inRecoverySinceCondition('o', f.inRecoverySince)] : []),
  ];
  const { rows } = await sql<{ client_id: number }>`
    select o.client_id from client_receivables o where ${sql.join(conditions, sql` and `)}`.execute(db);
  return new Set(rows.map((r) => r.client_id));
}

/** How many rows are counted as of another day than `asOf`, up to `upTo` (each end of client_receivables_as_of_idx). */
async function rowsOfAnotherDay(db: Executor, asOf: string, upTo: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from (select 1 from client_receivables e where e.as_of < ${asOf}::date limit ${upTo}) b)::int
      + (select count(*) from (select 1 from client_receivables e where e.as_of > ${asOf}::date limit ${upTo}) a)::int as n`.execute(db);
  return rows[0].n;
}
