/**
 * The invoicing preview (finance/billing/getPreview, getPreviewClient): the month's totals, a
 * page of clients and one client's lines and late changes, from the same drafts and plan as
 * the run (drafts.ts), so what the preview shows is what the run issues.
 */
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { notFound } from '../../../domain/errors';
import { monthBounds } from '../../../domain/dates';
import { clientPrices, pricingListOf } from '../../clientPrices';
import { fullName } from '../../rowValues';
import type { QueryOut, ResponseOut } from '../../areaTypes';
import { drafts, lateChangesRaw, settleOf } from './drafts';
import { latestRun } from './runs';

type ClientRow = ResponseOut<'billing', 'getPreview'>['items'][number];
type Line = ResponseOut<'billing', 'getPreviewClient'>['lines'][number];

export function billableShiftWhere(start: string, end: string) {
  return sql`s.date between ${start}::date and ${end}::date
      and s.ends_at <= now()
      and not s.unproductive
      and coalesce(st.is_billable, true)
      and not exists (select 1 from shift_billings b where b.shift_id = s.id
        and (b.client_id = s.client_id or b.invoice_line_id is null))`;
}

/**
 * The clients of the late-change queue (a short queue, settled by each run) that the preview
 * lists for it: a change worth something, or no price list.
 */
export async function lateClientIds(db: Executor): Promise<number[]> {
  const late = await lateChangesRaw(db);
  const prices = await clientPrices(db, [...new Set(late.map((l) => l.client_id))]);
  const out = new Set<number>();
  const left = new Map<number, number>();
  for (const l of late) {
    const rates = prices.get(l.client_id);
    if (!rates || settleOf(l, rates, left).difference !== 0) out.add(l.client_id);
  }
  return [...out];
}

/**
 * The month's totals. Clients without late changes by one aggregate query: the billable
 * shifts' counts and mission sums per client (priced by the client's rates: the price is linear
 * in shifts, waypoints and km), the VAT rounded per client as each invoice rounds it. Clients of
 * the late-change queue (a few) by their drafts, so that their invoices, credit notes and what
 * waits are exactly the run's (planOf).
 */
export async function monthTotals(db: Executor, month: string, lateIds: number[]) {
  const { start, end } = monthBounds(month);
  const [{ rows }, lateDrafts] = await Promise.all([
    sql<{
      clients: number;
      shifts: number;
      excl: number;
      vat: number;
      problems: number;
      in_recovery: number;
    }>`
    with per_shift as (
      -- The missions' totals kept on each shift (migration 0046).
      select s.client_id, s.mission_waypoints as waypoints, s.mission_km as km
      from shifts s
      left join shift_types st on st.id = s.shift_type_id
      where ${billableShiftWhere(start, end)} and s.client_id <> all(${sql.val(lateIds)}::int[])
    ), per_client as (
      select client_id, count(*) as shifts, sum(waypoints) as waypoints, sum(km) as km from per_shift group by client_id
    ), priced as (
      select x.*, r.per_shift is null as problem, c.in_recovery_since is not null as in_recovery, c.vat_rate_bp,
        x.shifts * r.per_shift + x.waypoints * r.per_waypoint + x.km * r.per_km as excl
      from per_client x
      cross join lateral (select c.vat_rate_bp, c.in_recovery_since from clients c where c.id = x.client_id limit 1) c
      left join lateral (${pricingListOf(sql`x.client_id`)}) r on true
    )
    select (count(*) filter (where not problem))::int as clients,
      coalesce(sum(shifts) filter (where not problem), 0)::int as shifts,
      coalesce(sum(excl) filter (where not problem), 0)::bigint as excl,
      coalesce(sum(floor(excl * vat_rate_bp / 10000.0 + 0.5)) filter (where not problem), 0)::bigint as vat,
      (count(*) filter (where problem))::int as problems,
      (count(*) filter (where not problem and in_recovery))::int as in_recovery
    from priced`.execute(db),
    lateIds.length ? drafts(db, month, lateIds) : Promise.resolve([]),
  ]);
  const r = rows[0];
  const totals = {
    clients: Number(r.clients),
    shifts: Number(r.shifts),
    lateChanges: 0,
    amountExclVat: Number(r.excl),
    vat: Number(r.vat),
    amount: Number(r.excl) + Number(r.vat),
    creditNotes: 0,
    creditAmount: 0,
    problems: Number(r.problems),
    inRecovery: Number(r.in_recovery),
  };
  for (const { row } of lateDrafts) {
    if (row.problem) {
      totals.problems += 1;
      continue;
    }
    totals.clients += 1;
    totals.shifts += row.shifts;
    totals.lateChanges += row.lateChanges;
    totals.amountExclVat += row.amountExclVat ?? 0;
    totals.vat += row.vat ?? 0;
    totals.amount += row.amount ?? 0;
    totals.creditNotes += row.creditNotes;
    totals.creditAmount += row.creditAmount;
    if (row.inRecoverySince) totals.inRecovery += 1;
  }
  return totals;
}

/**
 * The page's clients: those with a billable shift in the month (an indexed `exists` per client,
 * shifts by client and date) or listed for their late changes, in name order (the clients' name
 * index), a page of them.
 */
export async function pageClientIds(db: Executor, q: QueryOut<'billing', 'getPreview'>, lateIds: number[]) {
  const { start, end } = monthBounds(q.month);
  const { rows } = await sql<{ id: number }>`
    select c.id from clients c
    where (c.id = any(${sql.val(lateIds)}::int[])
      or exists (select 1 from shifts s left join shift_types st on st.id = s.shift_type_id
        where s.client_id = c.id and ${billableShiftWhere(start, end)}))
      ${
        q.problemsOnly
          ? sql`and not exists (${pricingListOf(sql`c.id`)})`
          : sql``
      }
    order by c.name, c.id
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * The preview of a month, a page of clients: the page's clients by one query, their drafts (their
 * shifts and late changes only), and the month's totals by one aggregate query.
 */
export async function billingPreview(db: Executor, q: QueryOut<'billing', 'getPreview'>) {
  const { start, end } = monthBounds(q.month);
  const lateIds = await lateClientIds(db);
  const [totals, ids, run] = await Promise.all([
    monthTotals(db, q.month, lateIds),
    pageClientIds(db, q, lateIds),
    latestRun(db, q.month),
  ]);
  const page = new Map((await drafts(db, q.month, ids)).map((d) => [d.row.clientId, d.row]));
  return {
    month: q.month,
    periodStart: start,
    periodEnd: end,
    totals,
    items: ids.map((id) => page.get(id)).filter((r): r is ClientRow => r !== undefined),
    total: q.problemsOnly ? totals.problems : totals.clients + totals.problems,
    page: q.page,
    pageSize: q.pageSize,
    run,
  };
}

export async function billingPreviewClient(db: Executor, q: QueryOut<'billing', 'getPreviewClient'>) {
  const [d] = await drafts(db, q.month, [q.clientId]);
  if (!d) {
    const exists = await db
      .selectFrom('clients')
      .select('id')
      .where('id', '=', q.clientId)
      .executeTakeFirst();
    if (!exists) throw notFound(`No such client: ${q.clientId}`);
    throw notFound(`Client ${q.clientId} has nothing to bill in ${q.month}`);
  }
  const shiftIds = d.shifts.map((s) => s.shift_id);
  const [missions, workers] = await Promise.all([
    shiftIds.length
      ? db
          .selectFrom('missions')
          .select(['shift_id', 'name', 'waypoints', 'km'])
          .where('shift_id', 'in', shiftIds)
          .orderBy('shift_id')
          .orderBy('id')
          .execute()
      : Promise.resolve([]),
    shiftIds.length
      ? db
          .selectFrom('workers')
          .select(['id', 'short_code', 'first_name', 'last_name'])
          .where('id', 'in', [...new Set(d.shifts.map((s) => s.worker_id))])
          .execute()
      : Promise.resolve([]),
  ]);
  const workerOf = new Map(workers.map((w) => [w.id, w]));
  const lines: Line[] = d.shifts.map((s) => {
    const w = workerOf.get(s.worker_id)!;
    return {
      shiftId: s.shift_id,
      date: s.date,
      worker: { id: w.id, shortCode: w.short_code, name: fullName(w.first_name, w.last_name) },
      missions: missions
        .filter((m) => m.shift_id === s.shift_id)
        .map((m) => ({ name: m.name, waypoints: m.waypoints, km: m.km })),
      waypoints: s.waypoints,
      km: s.km,
      amount: s.amount,
    };
  });
  return { month: q.month, client: d.row, lines, lateChanges: d.late };
}
