/**
 * What a month would bill, client by client (docs/product.md#invoicing-run): the drafts both the
 * preview and the run read, and their plan (planOf), so the preview is the run. The month's
 * billable shifts are priced by domain/clientPrice.ts; late changes (queued by the triggers of
 * migration 0044) bill the difference, a negative one credited against the invoice that billed it
 * when what remains due covers it, else carried to the next invoice.
 */
import type { ResponseOut } from '../../areaTypes';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { priceOfShift, shiftPrice, type PriceRates } from '../../../domain/clientPrice';
import { vatOf } from '../../../domain/invoicePdf';
import { monthBounds } from '../../../domain/dates';
import { clientPrices } from '../../clientPrices';
import { isoOrNull } from '../../rowValues';
import { vatByRate } from '../../../domain/vat';

type ClientRow = ResponseOut<'billing', 'getPreview'>['items'][number];
type LateChange = ResponseOut<'billing', 'getPreviewClient'>['lateChanges'][number];

export interface ShiftSum {
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
export async function billableShifts(db: Executor, month: string, clientIds?: number[]) {
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

export interface LateRaw {
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
export async function lateChangesRaw(db: Executor, clientIds?: number[]) {
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
export function settleOf(r: LateRaw, rates: PriceRates, left: Map<number, number>): LateChange {
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
export const changeLabel = (l: LateChange) =>
  `Change to shift ${l.shiftId}${l.date ? ` of ${l.date}` : ''} billed on ${l.invoiceNumber ?? 'an earlier invoice'} (${l.reason.replace(/_/g, ' ')})`;

/**
 * What the run makes for one client's draft, decided once for the preview and the run: the
 * invoice (its shifts and the late changes owed by the client; never negative), the credit notes
 * of the late changes owed back (against the invoice that billed the shift, or against this
 * invoice while what it leaves due covers them) and the changes that wait for a later run.
 * `late` comes back with each change's `goesTo` and `credit` as settled here.
 */
export function planOf(d: Pick<Draft, 'shifts' | 'late' | 'rates'>, vatRateBp: number) {
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

export interface ClientInfo {
  id: number;
  business_code: string;
  name: string;
  vat_rate_bp: number;
  business_unit_id: number | null;
  business_unit: string | null;
  in_recovery_since: Date | string | null;
}

export async function clientsInfo(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, ClientInfo>();
  const { rows } = await sql<ClientInfo>`
    select c.id, c.business_code, c.name, c.vat_rate_bp, c.business_unit_id, bu.name as business_unit, c.in_recovery_since
    from clients c left join business_units bu on bu.id = c.business_unit_id
    where c.id = any(${sql.val(ids)}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface Draft {
  row: ClientRow;
  /** The client's VAT rate, that its next invoice takes. */
  vatRateBp: number;
  /** The client's price list amounts (none: a problem), kept with each shift's line. */
  rates: PriceRates | undefined;
  shifts: (ShiftSum & { amount: number | null })[];
  late: LateChange[];
}

/** The draft of every client with something to bill this month (or of one client). */
export async function drafts(db: Executor, month: string, clientIds?: number[]): Promise<Draft[]> {
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


export const lineLabel = (s: ShiftSum) =>
  `${s.date} shift ${s.shift_id}: ${s.missions} mission${s.missions === 1 ? '' : 's'}, ${s.waypoints} waypoints, ${s.km} km`;
