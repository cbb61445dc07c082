/**
 * The refusals of a shift's placement (docs/product.md#planning), each naming its rule: 400
 * beyond the max-days limit, 409 for an inactive worker, a closed client, a client in recovery
 * and an overlap, read in the caller's transaction.
 */
import type { Executor } from '../../db/executor';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { recoveryRefusal } from '../../repositories/finance/recoveryFlags';
import {
  clientForPlacement,
  getMaxDaysLimit,
  overlappingShift,
  requireWorkerRow,
  timeOnDate,
} from '../../repositories/planning/rules';

export interface Placement {
  workerId: number;
  clientId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** The shift being moved or edited: not an overlap with itself. */
  excludeShiftId?: number;
  fields: { worker: string; client: string; date: string };
  /** Skip the max-days check (an edit that keeps its date). */
  keepsDate?: boolean;
}

export async function checkPlacement(db: Executor, p: Placement): Promise<void> {
  if (!p.keepsDate) {
    const limit = await getMaxDaysLimit(db);
    if (p.date > limit.lastDate) {
      const message = `Beyond the max-days limit: shifts may be planned up to ${limit.lastDate} (${limit.maxDaysLimit} days ahead)`;
      throw invalid(message, { [p.fields.date]: message });
    }
  }
  const w = await requireWorkerRow(db, p.workerId, p.fields.worker);
  if (w.activity_status !== 'active')
    throw conflict(`Worker ${w.short_code} is inactive: inactive workers cannot receive shifts`);
  const c = await clientForPlacement(db, p.clientId);
  if (!c) throw notFoundField(p.fields.client, `No such client: ${p.clientId}`);
  if (c.closed_at !== null || c.activity_status !== 'active')
    throw conflict(
      `Client ${c.name} is ${c.closed_at ? 'closed' : 'inactive'}: a closed or inactive client refuses new shifts`,
    );
  // Finance's "in recovery" block (docs/product.md#finance-recovery): its text names the rule.
  const recovery = await recoveryRefusal(db, c.id);
  if (recovery) throw conflict(recovery);
  const other = await overlappingShift(db, p);
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} of ${w.short_code} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}

/** The overlap rule alone (an edit of a shift's times that keeps its worker, client and date). */
export async function checkOverlapOnly(
  db: Executor,
  workerId: number,
  date: string,
  startsAt: Date,
  endsAt: Date,
  excludeShiftId: number,
) {
  const other = await overlappingShift(db, { workerId, date, startsAt, endsAt, excludeShiftId });
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}
