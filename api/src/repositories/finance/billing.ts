/**
 * The invoicing run (docs/product.md#invoicing-run): preview, issue and send a month's invoices.
 *
 * - The month's billable shifts: dated in the month, already over, productive, of a billable
 *   shift type (or none), without a `shift_billings` row. One query over the (date) index with
 *   the missions' sums per shift; priced in JavaScript by domain/clientPrice.ts at the client's
 *   price list (repositories/clientPrices.ts), the same formula as applying a week.
 * - Issue: one transaction per batch of clients (ISSUE_BATCH). It locks the clients' rows, reads
 *   what is still unbilled for them, inserts each invoice with its next number (the year's counter row stays locked until
 *   the commit: a rollback gives the number back), one line per shift, the `shift_billings`
 *   marks (primary key shift_id, unique line), the late changes' settlements and the run's
 *   progress, and commits. A run stopped at any point (kill -9) left whole batches behind it; a
 *   new run bills what is still unbilled. Two runs at once (past the one-running-run-per-month
 *   index) wait on the clients' locks and the second finds nothing left to bill.
 * - Late changes (queued by the triggers of migration 0044): the difference between what the
 *   shift is worth now and what was billed; negative goes to a credit note against the invoice
 *   that billed it when what remains due on it covers it, anything else to the next invoice.
 * - Each batch's documents (Factur-X invoices and credit notes) are made and stored with their
 *   SHA-256 right after its commit (documents/issued.ts), from the data frozen at issue.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFound } from '../../http/errors';
import type { Mailer } from '../../plugins/mailer';
import { priceOfShift, shiftPrice, type PriceRates } from '../../domain/clientPrice';
import { vatOf } from '../../domain/invoicePdf';
import { monthBounds } from '../../domain/dates';
import { clientPrices, pricingListOf } from '../clientPrices';
import { fullName, iso, isoOrNull } from '../areaHelpers';
import { insertInvoice, sendInvoice } from '../invoices';
import { recordClientChange } from '../events/clientEvents';
import { vatByRate } from '../../domain/vat';
import { freezeSeller } from '../documents/identity';
import { creditLineOfNet, insertCreditNote } from '../documents/creditNotes';
import { invoicePdf } from '../documents/invoiceDocument';
import { storeIssuedDocuments, type IssuedDocuments } from '../documents/issued';
import { refreshRecoveryFlags } from './recoveryFlags';
import { recordAdminEvent } from '../events/adminEvents';
import type { QueryOut, ResponseOut } from '../areaTypes';

type ClientRow = ResponseOut<'billing', 'getPreview'>['items'][number];
type Run = ResponseOut<'billing', 'issue'>;
type LateChange = ResponseOut<'billing', 'getPreviewClient'>['lateChanges'][number];
type Line = ResponseOut<'billing', 'getPreviewClient'>['lines'][number];

/** A run whose heartbeat is older than this is taken to be dead (its process stopped). */
export const STALE_RUN_SECONDS = 60;

// ---------------------------------------------------------------- reads

interface ShiftSum {
  shift_id: number;
  client_id: number;
  date: string;
  worker_id: number;
  waypoints: number;
  km: number;
  missions: number;
}

/**
 * The month's billable shifts (of one client, or all) with their missions' sums. `forUpdate`
 * is the issue's read, under the client's lock.
 */
async function billableShifts(db: Executor, month: string, clientIds?: number[]) {
  const { start, end } = monthBounds(month);
  const { rows } = await sql<ShiftSum>`
    select s.id as shift_id, s.client_id, s.date::text as date, s.worker_id,
      coalesce(sum(m.waypoints), 0)::int as waypoints, coalesce(sum(m.km), 0)::int as km, count(m.id)::int as missions
    from shifts s
    left join shift_types st on st.id = s.shift_type_id
    left join missions m on m.shift_id = s.id
    where s.date between ${start}::date and ${end}::date
      ${clientIds === undefined ? sql`` : sql`and s.client_id = any(${sql.val(clientIds)}::int[])`}
      and s.ends_at <= now()
      and not s.unproductive
      and coalesce(st.is_billable, true)
      -- Unbilled, or billed by the run to a client it has since moved from (that client gets a credit).
      and not exists (select 1 from shift_billings b where b.shift_id = s.id
        and (b.client_id = s.client_id or b.invoice_line_id is null))
    group by s.id
    order by s.client_id, s.date, s.starts_at, s.id`.execute(db);
  return rows;
}

interface LateRaw {
  shift_id: number;
  client_id: number;
  billed: number;
  invoice_id: number | null;
  invoice_number: string | null;
  invoice_status: string | null;
  invoice_remaining: number | null;
  invoice_vat_bp: number | null;
  /** The price list amounts the shift was billed at (null: billed before they were kept). */
  billed_per_shift: number | null;
  billed_per_waypoint: number | null;
  billed_per_km: number | null;
  date: string | null;
  shift_client_id: number | null;
  live_client_id: number | null;
  unproductive: boolean | null;
  billable: boolean | null;
  waypoints: number;
  km: number;
}

/**
 * The queued late changes (of one client, or all) with what the shift is like now. The change
 * keeps the client, line and amount it is about (copied when queued): the shift's `shift_billings`
 * row may since be another client's, the one it moved to.
 */
async function lateChangesRaw(db: Executor, clientIds?: number[]) {
  const { rows } = await sql<LateRaw>`
    select lc.shift_id, lc.client_id, coalesce(lc.billed, 0)::int as billed, b.client_id as live_client_id,
      i.id as invoice_id, i.invoice_number, i.status as invoice_status, i.remaining::int as invoice_remaining,
      il.vat_rate_bp as invoice_vat_bp,
      il.price_per_shift as billed_per_shift, il.price_per_waypoint as billed_per_waypoint, il.price_per_km as billed_per_km,
      s.date::text as date, s.client_id as shift_client_id, s.unproductive, coalesce(st.is_billable, true) as billable,
      coalesce(s.mission_waypoints, 0)::int as waypoints, coalesce(s.mission_km, 0)::int as km
    from billing_late_changes lc
    left join shift_billings b on b.shift_id = lc.shift_id
    left join invoice_lines il on il.id = lc.invoice_line_id
    left join invoices i on i.id = il.invoice_id
    left join shifts s on s.id = lc.shift_id
    left join shift_types st on st.id = s.shift_type_id
    ${clientIds === undefined ? sql`` : sql`where lc.client_id = any(${sql.val(clientIds)}::int[])`}
    order by lc.client_id, lc.shift_id`.execute(db);
  return rows;
}

/**
 * What a late change is worth and where its difference goes. `left`: what remains due on each
 * invoice after the credit notes already planned in this draft (two changes against one invoice
 * never credit more than it has left).
 */
function settleOf(r: LateRaw, rates: PriceRates, left: Map<number, number>): LateChange {
  const reason: LateChange['reason'] =
    r.date === null
      ? 'deleted'
      : r.shift_client_id !== r.client_id || (r.live_client_id !== null && r.live_client_id !== r.client_id)
        ? 'moved_to_other_client'
        : r.unproductive
          ? 'unproductive'
          : !r.billable
            ? 'no_longer_billable'
            : 'missions_changed';
  // Valued as issued: at the amounts the shift was billed with, when the line keeps them.
  const asBilled =
    r.billed_per_shift === null
      ? rates
      : { perShift: r.billed_per_shift, perWaypoint: r.billed_per_waypoint ?? 0, perKm: r.billed_per_km ?? 0 };
  const current =
    reason === 'missions_changed' ? shiftPrice(asBilled, [{ waypoints: r.waypoints, km: r.km }]) : 0;
  const difference = current - r.billed;
  // A credit note is against the invoice that billed the shift, and never above what remains due on it.
  const remaining = r.invoice_id === null ? 0 : (left.get(r.invoice_id) ?? Number(r.invoice_remaining ?? 0));
  // The credit note gives back the difference with the VAT the invoice charged on it.
  const credit = difference < 0 ? -difference + vatOf(-difference, r.invoice_vat_bp ?? 0) : 0;
  const creditable =
    difference < 0 && r.invoice_id !== null && r.invoice_status !== 'cancelled' && remaining >= credit;
  if (creditable) left.set(r.invoice_id!, remaining - credit);
  return {
    shiftId: r.shift_id,
    date: r.date,
    reason,
    invoiceNumber: r.invoice_number,
    billedAmount: r.billed,
    currentAmount: current,
    difference,
    goesTo: creditable ? 'credit_note' : 'next_invoice',
    credit: creditable ? credit : 0,
  };
}

/** A late change's label as a line of the next invoice. */
const changeLabel = (l: LateChange) =>
  `Change to shift ${l.shiftId}${l.date ? ` of ${l.date}` : ''} billed on ${l.invoiceNumber ?? 'an earlier invoice'} (${l.reason.replace(/_/g, ' ')})`;

/**
 * What the run makes for one client's draft, decided once for the preview and the run: the
 * invoice (its shifts and the late changes owed by the client; never negative), the credit notes
 * of the late changes owed back (against the invoice that billed the shift, or against this
 * invoice while what it leaves due covers them) and the changes that wait for a later run.
 * `late` comes back with each change's `goesTo` and `credit` as settled here.
 */
function planOf(d: Pick<Draft, 'shifts' | 'late' | 'rates'>, vatRateBp: number) {
  const owed = d.late.filter((l) => l.goesTo === 'next_invoice' && l.difference > 0);
  const lines = [
    ...d.shifts.map((s) => ({ label: lineLabel(s), quantity: 1, unitAmount: s.amount ?? 0, rates: d.rates })),
    ...owed.map((l) => ({ label: changeLabel(l), quantity: 1, unitAmount: l.difference })),
  ];
  const excl = lines.reduce((sum, l) => sum + l.unitAmount, 0);
  const vat = vatByRate(lines.map((l) => ({ net: l.unitAmount, rateBp: vatRateBp })));
  let left = lines.length > 0 ? excl + vat : 0;
  const late = d.late.map((l): LateChange => {
    if (l.goesTo !== 'next_invoice' || l.difference >= 0) return l;
    const credit = -l.difference + vatOf(-l.difference, vatRateBp);
    if (lines.length === 0 || credit > left) return { ...l, goesTo: 'waits', credit: 0 };
    left -= credit;
    return { ...l, credit };
  });
  const credits = late.filter((l) => l.credit > 0);
  return {
    lines,
    owed,
    excl: lines.length > 0 ? excl : 0,
    vat: lines.length > 0 ? vat : 0,
    late,
    credits,
    creditAmount: credits.reduce((sum, l) => sum + l.credit, 0),
  };
}

interface ClientInfo {
  id: number;
  business_code: string;
  name: string;
  vat_rate_bp: number;
  business_unit_id: number | null;
  business_unit: string | null;
  in_recovery_since: Date | string | null;
}

async function clientsInfo(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, ClientInfo>();
  const { rows } = await sql<ClientInfo>`
    select c.id, c.business_code, c.name, c.vat_rate_bp, c.business_unit_id, bu.name as business_unit, c.in_recovery_since
    from clients c left join business_units bu on bu.id = c.business_unit_id
    where c.id = any(${sql.val(ids)}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

interface Draft {
  row: ClientRow;
  /** The client's VAT rate, that its next invoice takes. */
  vatRateBp: number;
  /** The client's price list amounts (none: a problem), kept with each shift's line. */
  rates: PriceRates | undefined;
  shifts: (ShiftSum & { amount: number | null })[];
  late: LateChange[];
}

/** The draft of every client with something to bill this month (or of one client). */
async function drafts(db: Executor, month: string, clientIds?: number[]): Promise<Draft[]> {
  const [shifts, late] = await Promise.all([
    billableShifts(db, month, clientIds),
    lateChangesRaw(db, clientIds),
  ]);
  const ids = [...new Set([...shifts.map((s) => s.client_id), ...late.map((l) => l.client_id)])];
  const [prices, infos] = await Promise.all([clientPrices(db, ids), clientsInfo(db, ids)]);
  const byClient = new Map<number, Draft>();
  const draftOf = (id: number) => {
    let d = byClient.get(id);
    if (!d) {
      const c = infos.get(id)!;
      d = {
        row: {
          clientId: id,
          businessCode: c.business_code,
          name: c.name,
          businessUnit: c.business_unit_id ? { id: c.business_unit_id, name: c.business_unit ?? '' } : null,
          inRecoverySince: isoOrNull(c.in_recovery_since),
          shifts: 0,
          lateChanges: 0,
          amountExclVat: null,
          vat: null,
          amount: null,
          creditNotes: 0,
          creditAmount: 0,
          problem: prices.has(id) ? null : 'no_price_list',
        },
        vatRateBp: c.vat_rate_bp,
        rates: prices.get(id),
        shifts: [],
        late: [],
      };
      byClient.set(id, d);
    }
    return d;
  };
  for (const s of shifts) {
    const d = draftOf(s.client_id);
    const rates = prices.get(s.client_id);
    d.shifts.push({ ...s, amount: priceOfShift(rates, [{ waypoints: s.waypoints, km: s.km }]) });
    d.row.shifts += 1;
  }
  const left = new Map<number, number>();
  for (const l of late) {
    const rates = prices.get(l.client_id);
    if (!rates) {
      draftOf(l.client_id);
      continue;
    }
    const settled = settleOf(l, rates, left);
    if (settled.difference === 0) continue;
    const d = draftOf(l.client_id);
    d.late.push(settled);
    d.row.lateChanges += 1;
  }
  const out = [...byClient.values()].filter(
    (d) => d.row.shifts > 0 || d.row.lateChanges > 0 || d.row.problem,
  );
  for (const d of out) {
    if (d.row.problem) continue;
    const plan = planOf(d, d.vatRateBp);
    d.late = plan.late;
    d.row.amountExclVat = plan.excl;
    d.row.vat = plan.vat;
    d.row.amount = plan.excl + plan.vat;
    d.row.creditNotes = plan.credits.length;
    d.row.creditAmount = plan.creditAmount;
  }
  // Problems first, then by business unit and name, as the page lists them.
  out.sort(
    (a, b) =>
      Number(b.row.problem !== null) - Number(a.row.problem !== null) ||
      (a.row.businessUnit?.name ?? '').localeCompare(b.row.businessUnit?.name ?? '') ||
      a.row.name.localeCompare(b.row.name) ||
      a.row.clientId - b.row.clientId,
  );
  return out;
}

const RUN_COLUMNS = sql`r.id, to_char(r.month, 'YYYY-MM') as month, r.status,
  (r.status = 'running' and r.heartbeat_at >= now() - make_interval(secs => ${STALE_RUN_SECONDS})) as alive,
  r.total_clients, r.done_clients, r.invoices,
  r.credit_notes, r.error, u.name as started_by, r.started_at, r.heartbeat_at, r.finished_at`;

function toRun(r: Record<string, unknown>): Run {
  return {
    id: Number(r.id),
    month: String(r.month),
    status: r.status as Run['status'],
    alive: Boolean(r.alive),
    totalClients: Number(r.total_clients),
    doneClients: Number(r.done_clients),
    invoices: Number(r.invoices),
    creditNotes: Number(r.credit_notes),
    error: (r.error as string | null) ?? null,
    startedBy: (r.started_by as string | null) ?? null,
    startedAt: iso(r.started_at as Date),
    heartbeatAt: iso(r.heartbeat_at as Date),
    finishedAt: isoOrNull(r.finished_at as Date | null),
  };
}

/** The month's latest run, or null. */
export async function latestRun(db: Executor, month: string): Promise<Run | null> {
  const { rows } = await sql<Record<string, unknown>>`select ${RUN_COLUMNS}
    from billing_runs r left join staff_users u on u.id = r.started_by
    where r.month = ${`${month}-01`}::date order by r.id desc limit 1`.execute(db);
  return rows.length ? toRun(rows[0]) : null;
}

async function runById(db: Executor, id: number): Promise<Run> {
  const { rows } = await sql<Record<string, unknown>>`select ${RUN_COLUMNS}
    from billing_runs r left join staff_users u on u.id = r.started_by where r.id = ${id}`.execute(db);
  return toRun(rows[0]);
}

/** A billable shift of the month of client `c` (the page's `exists` and the totals' filter). */
function billableShiftWhere(start: string, end: string) {
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
async function lateClientIds(db: Executor): Promise<number[]> {
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
async function monthTotals(db: Executor, month: string, lateIds: number[]) {
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
async function pageClientIds(db: Executor, q: QueryOut<'billing', 'getPreview'>, lateIds: number[]) {
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

// ---------------------------------------------------------------- issue

const lineLabel = (s: ShiftSum) =>
  `${s.date} shift ${s.shift_id}: ${s.missions} mission${s.missions === 1 ? '' : 's'}, ${s.waypoints} waypoints, ${s.km} km`;

/** Bills one client (its draft read under its lock), in the batch's transaction. */
/** A credit note of a late change against an invoice, with its trail, in the caller's transaction. */
async function creditLateChange(
  tx: Executor,
  userId: number,
  today: string,
  client: { id: number; businessCode: string; businessUnitId: number | null },
  invoice: { id: number; number: string; vatRateBp: number },
  l: LateChange,
  sellerDigest: string | null,
) {
  // As planned (planOf): the difference with the VAT of the invoice it corrects, at its rate.
  const comment = `Shift ${l.shiftId}${l.date ? ` of ${l.date}` : ''} changed after billing on ${l.invoiceNumber ?? 'an earlier invoice'} (${l.reason.replace(/_/g, ' ')})`;
  const note = await insertCreditNote(tx, {
    invoiceId: invoice.id,
    clientId: client.id,
    businessUnitId: client.businessUnitId,
    comment,
    issuedOn: today,
    userId,
    lines: [creditLineOfNet(comment, -l.difference, invoice.vatRateBp)],
    sellerDigest,
  });
  if (note.amount !== l.credit)
    throw new Error(`${note.number}: ${note.amount} credited where the plan says ${l.credit}`);
  const number = note.number;
  await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, credit_note_id)
    values (${l.shiftId}, ${client.id}, ${l.difference}, ${note.id})`.execute(tx);
  await recordClientChange(tx, {
    clientId: client.id,
    businessCode: client.businessCode,
    userId,
    kind: 'credit_note',
    action: 'finance.billing.creditNote',
    summary: `Credit note ${number} against ${invoice.number}: shift ${l.shiftId} changed after billing`,
  });
  return note.id;
}

/**
 * Bills one client (its draft read under its lock), in the batch's transaction: the invoice of
 * its shifts and of the late changes it owes, then the credit notes of the late changes owed
 * back: against the invoice that billed the shift, or (`next_invoice`) against this new one
 * while it covers them. A deduction nothing covers yet stays queued for a later run.
 */
async function billOne(
  tx: Executor,
  userId: number,
  month: string,
  clientId: number,
  d: Draft | undefined,
  today: string,
  // The seller identity's version frozen for the batch, and what it made (documents/issued.ts).
  sellerDigest: string | null,
  made: IssuedDocuments,
) {
  let invoices = 0;
  let creditNotes = 0;
  const kept: number[] = [];
  if (d && !d.row.problem && (d.shifts.length > 0 || d.late.length > 0)) {
    const { start, end } = monthBounds(month);
    const client = {
      id: clientId,
      businessCode: d.row.businessCode,
      businessUnitId: d.row.businessUnit?.id ?? null,
    };
    // The same plan as the preview's: the invoice, the credit notes, what waits.
    const plan = planOf(d, d.vatRateBp);
    const { owed, lines } = plan;
    let invoice: { id: number; number: string } | null = null;
    if (lines.length > 0) {
      const inv = await insertInvoice(tx, userId, {
        clientId,
        issuedOn: today,
        periodStart: start,
        periodEnd: end,
        businessUnitId: client.businessUnitId,
        billingMonth: start,
        lines,
        sellerDigest,
      });
      invoices = 1;
      invoice = { id: inv.id, number: inv.invoice_number };
      made.invoiceIds.push(inv.id);
      if (d.shifts.length > 0) {
        // The marks: one per shift (primary key), one line per shift (unique). A shift moved here
        // from the client that billed it takes that client's mark over (its late change keeps
        // what to credit); a mark of this client already is a shift billed twice, refused.
        const marked = await sql<{
          shift_id: number;
        }>`insert into shift_billings (shift_id, client_id, invoice_line_id, amount)
          select * from unnest(${sql.val(d.shifts.map((s) => s.shift_id))}::int[], ${sql.val(d.shifts.map(() => clientId))}::int[],
            ${sql.val(inv.lineIds.slice(0, d.shifts.length))}::int[], ${sql.val(d.shifts.map((s) => s.amount ?? 0))}::int[])
          on conflict (shift_id) do update set client_id = excluded.client_id, invoice_line_id = excluded.invoice_line_id,
            amount = excluded.amount, billed_at = now()
          where shift_billings.client_id <> excluded.client_id and shift_billings.invoice_line_id is not null
          returning shift_id`.execute(tx);
        if (marked.rows.length !== d.shifts.length)
          throw conflict(
            `A shift of client ${clientId} in ${month} is already billed: issue the month again`,
          );
      }
      for (const [k, l] of owed.entries()) {
        await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, invoice_line_id)
          values (${l.shiftId}, ${clientId}, ${l.difference}, ${inv.lineIds[d.shifts.length + k]})`.execute(
          tx,
        );
      }
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'credit_note')) {
      // The rate the shift's line was invoiced with (the plan's credit is at it).
      const original = await sql<{ id: number; rate: number }>`select i.id,
          coalesce((select il.vat_rate_bp from billing_late_changes lc join invoice_lines il on il.id = lc.invoice_line_id
            where lc.shift_id = ${l.shiftId} and lc.client_id = ${clientId}), 0) as rate
        from invoices i where i.invoice_number = ${l.invoiceNumber} for update`.execute(tx);
      const corrected = { id: original.rows[0].id, number: l.invoiceNumber!, vatRateBp: Number(original.rows[0].rate) };
      made.creditNoteIds.push(await creditLateChange(tx, userId, today, client, corrected, l, sellerDigest));
      creditNotes += 1;
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'next_invoice' && x.difference < 0)) {
      made.creditNoteIds.push(
        await creditLateChange(tx, userId, today, client, { ...invoice!, vatRateBp: d.vatRateBp }, l, sellerDigest),
      );
      creditNotes += 1;
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'waits')) kept.push(l.shiftId);
    const settled = d.late.filter((l) => !kept.includes(l.shiftId));
    if (settled.length > 0) {
      await sql`update shift_billings b set amount = coalesce(b.amount, 0) + a.diff
        from unnest(${sql.val(settled.map((l) => l.shiftId))}::int[], ${sql.val(settled.map((l) => l.difference))}::int[]) as a(shift_id, diff)
        where b.shift_id = a.shift_id and b.client_id = ${clientId}`.execute(tx);
    }
    if (creditNotes > 0) await refreshRecoveryFlags(tx, [clientId]);
  }
  // Settled (or worth nothing any more): off the queue, in the same transaction.
  if (!d?.row.problem)
    await sql`delete from billing_late_changes where client_id = ${clientId}
      and not (shift_id = any(${sql.val(kept)}::int[]))`.execute(tx);
  return { invoices, creditNotes };
}

/** Clients per transaction of a run: fewer commits, while a stopped run still leaves whole batches. */
export const ISSUE_BATCH = 50;

/**
 * Bills some clients of the month in one transaction (see the header): their rows locked in id
 * order (two runs never wait for each other in a cycle), their drafts read under the locks, an
 * invoice each, and the run's progress. Returns what it made (nothing for clients another run
 * billed first), whose documents are made after the commit.
 */
export async function issueClients(
  db: Database,
  runId: number,
  userId: number,
  month: string,
  clientIds: number[],
  today: string,
) {
  const made: IssuedDocuments = { invoiceIds: [], creditNoteIds: [] };
  const counts = await db.transaction().execute(async (tx) => {
    const ids = [...clientIds].sort((a, b) => a - b);
    await sql`select id from clients where id = any(${sql.val(ids)}::int[]) order by id for update`.execute(
      tx,
    );
    const byClient = new Map((await drafts(tx, month, ids)).map((d) => [d.row.clientId, d]));
    const sellerDigest = await freezeSeller(tx);
    let invoices = 0;
    let creditNotes = 0;
    for (const id of ids) {
      const one = await billOne(tx, userId, month, id, byClient.get(id), today, sellerDigest, made);
      invoices += one.invoices;
      creditNotes += one.creditNotes;
    }
    await sql`update billing_runs set done_clients = done_clients + ${ids.length}, invoices = invoices + ${invoices},
      credit_notes = credit_notes + ${creditNotes}, heartbeat_at = now() where id = ${runId}`.execute(tx);
    return { invoices, creditNotes };
  });
  // What the batch issued, whose documents the caller makes after the commit (continueRun).
  return { ...counts, made };
}

/** The clients a run of the month still has to bill (problems left out), in id order. */
async function clientsToBill(db: Executor, month: string): Promise<number[]> {
  const all = await drafts(db, month);
  return all
    .filter((d) => !d.row.problem)
    .map((d) => d.row.clientId)
    .sort((a, b) => a - b);
}

/**
 * Starts a run of the month, or takes over one whose process stopped (heartbeat older than
 * STALE_RUN_SECONDS); 409 while another is alive. Returns the run and its clients to bill.
 */
export async function startRun(db: Database, userId: number, month: string) {
  const monthStart = `${month}-01`;
  const claimed = await db.transaction().execute(async (tx) => {
    const inserted = await sql<{
      id: number;
    }>`insert into billing_runs (month, started_by) values (${monthStart}::date, ${userId})
      on conflict (month) where status = 'running' do nothing returning id`.execute(tx);
    if (inserted.rows.length) return { id: inserted.rows[0].id, takenOver: false };
    const taken = await sql<{
      id: number;
    }>`update billing_runs set started_by = ${userId}, heartbeat_at = now()
      where month = ${monthStart}::date and status = 'running'
        and heartbeat_at < now() - make_interval(secs => ${STALE_RUN_SECONDS})
      returning id`.execute(tx);
    if (taken.rows.length) return { id: taken.rows[0].id, takenOver: true };
    return null;
  });
  if (!claimed) {
    const run = await latestRun(db, month);
    throw conflict(
      `An invoicing run of ${month} is already in progress${run?.startedBy ? ` (started by ${run.startedBy})` : ''}: ${run?.doneClients ?? 0} of ${run?.totalClients ?? 0} clients done`,
    );
  }
  const clients = await clientsToBill(db, month);
  await sql`update billing_runs set total_clients = done_clients + ${clients.length}, heartbeat_at = now() where id = ${claimed.id}`.execute(
    db,
  );
  await recordAdminEvent(db, {
    userId,
    action: 'finance.billing.issue',
    targetType: 'billing_run',
    targetId: claimed.id,
    summary: `Invoicing run of ${month} ${claimed.takenOver ? 'taken over' : 'started'}: ${clients.length} clients to bill`,
  });
  return { run: await runById(db, claimed.id), clients };
}

/**
 * Bills the run's clients a batch per transaction, then closes the run. `signal`: the process
 * is closing, stop after the batch under way (the run stays running and is taken over once its
 * heartbeat is old). `stopAfter` (tests) throws once that many clients are done, as a process
 * stopped halfway would leave the run.
 */
export async function continueRun(
  db: Database,
  runId: number,
  userId: number,
  month: string,
  clients: number[],
  options: { today: string; batch?: number; stopAfter?: number; signal?: AbortSignal },
) {
  const batch = options.batch ?? ISSUE_BATCH;
  // A batch's documents render on the worker threads while the next batch is issued; at most
  // one batch of documents is under way (documents/issued.ts).
  let documents: Promise<void> = Promise.resolve();
  const nextDocuments = async (made: IssuedDocuments) => {
    await documents;
    documents = storeIssuedDocuments(db, made, userId);
    documents.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  };
  try {
    for (let from = 0; from < clients.length; from += batch) {
      if (options.stopAfter !== undefined && from >= options.stopAfter) throw new Error('stopped (test)');
      // The process is closing: stop between two batches; the run is taken over later.
      if (options.signal?.aborted) return await documents;
      const issued = await issueClients(db, runId, userId, month, clients.slice(from, from + batch), options.today);
      await nextDocuments(issued.made);
    }
    await documents;
    await sql`update billing_runs set status = 'done', finished_at = now(), heartbeat_at = now() where id = ${runId}`.execute(
      db,
    );
  } catch (err) {
    await documents.catch(() => undefined);
    if (options.stopAfter !== undefined && (err as Error).message === 'stopped (test)') return;
    await sql`update billing_runs set status = 'failed', error = ${String((err as Error).message).slice(0, 2000)},
      finished_at = now() where id = ${runId} and status = 'running'`.execute(db);
    throw err;
  }
}

// ---------------------------------------------------------------- invoices and send

export async function billingInvoices(db: Executor, q: QueryOut<'billing', 'getInvoices'>) {
  const monthStart = `${q.month}-01`;
  const { rows } = await sql<Record<string, unknown>>`
    select i.invoice_number, i.client_id, c.business_code, c.name, i.issued_on::text as issued_on, i.amount_excl_vat, i.amount,
      i.status, i.sent_at, bc.email as billing_email,
      (select count(*) from invoice_lines il where il.invoice_id = i.id)::int as lines,
      count(*) over ()::int as total,
      (count(*) filter (where i.sent_at is null) over ())::int as unsent
    from invoices i join clients c on c.id = i.client_id
    left join client_contacts bc on bc.id = c.billing_contact_id
    where i.billing_month = ${monthStart}::date
    order by i.invoice_number
    offset ${(q.page - 1) * q.pageSize} limit ${q.pageSize}`.execute(db);
  let total = rows.length ? Number(rows[0].total) : 0;
  let unsent = rows.length ? Number(rows[0].unsent) : 0;
  if (!rows.length) {
    const c = await sql<{ total: number; unsent: number }>`select count(*)::int as total,
      (count(*) filter (where sent_at is null))::int as unsent from invoices where billing_month = ${monthStart}::date`.execute(
      db,
    );
    total = Number(c.rows[0].total);
    unsent = Number(c.rows[0].unsent);
  }
  return {
    items: rows.map((r) => ({
      invoiceNumber: String(r.invoice_number),
      clientId: Number(r.client_id),
      businessCode: String(r.business_code),
      clientName: String(r.name),
      issuedOn: String(r.issued_on),
      amountExclVat: Number(r.amount_excl_vat),
      amount: Number(r.amount),
      lines: Number(r.lines),
      status: r.status as 'issued' | 'sent' | 'paid' | 'cancelled',
      sentAt: isoOrNull(r.sent_at as Date | null),
      billingEmail: (r.billing_email as string | null) ?? null,
    })),
    total,
    unsent,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Queues the month's unsent invoices, a batch at a time, each through clients' sendInvoice (its
 * own transaction: the PDF, the mail with the CC rules, the invoice marked sent). Invoices of
 * clients without a billing contact's email are listed and left unsent.
 */
export async function sendBillingMonth(
  db: Database,
  mailer: Mailer,
  userId: number,
  month: string,
  batch: number,
) {
  const monthStart = `${month}-01`;
  const { rows } = await sql<{
    invoice_number: string;
    client_id: number;
    name: string;
    business_code: string;
    email: string | null;
  }>`
    select i.invoice_number, i.client_id, c.name, c.business_code, bc.email
    from invoices i join clients c on c.id = i.client_id left join client_contacts bc on bc.id = c.billing_contact_id
    where i.billing_month = ${monthStart}::date and i.sent_at is null and i.status <> 'cancelled'
    order by (bc.email is null), i.invoice_number`.execute(db);
  const sendable = rows.filter((r) => r.email);
  const skipped = rows
    .filter((r) => !r.email)
    .map((r) => ({
      invoiceNumber: r.invoice_number,
      clientId: r.client_id,
      name: r.name,
      reason: 'No billing contact with an email: choose one in the client’s contacts',
    }));
  let sent = 0;
  for (const r of sendable.slice(0, batch)) {
    await sendInvoice(
      db,
      mailer,
      userId,
      { invoiceNumber: r.invoice_number, clientId: r.client_id },
      async () => r.business_code,
    );
    sent += 1;
  }
  return { sent, skipped, more: sendable.length > batch };
}

export async function billingInvoicePdf(db: Database, invoiceNumber: string) {
  const inv = await db
    .selectFrom('invoices')
    .select(['client_id'])
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  if (!inv) throw notFound(`No such invoice: ${invoiceNumber}`);
  return invoicePdf(db, inv.client_id, invoiceNumber);
}
