/**
 * Applying the active regular missions to a week (docs/product.md#apply-a-week), pure: from what
 * the repository read, decides line by line (one shift holding one mission, for its usual
 * courier, on each listed weekday) what would be created or skipped and why (the first reason
 * wins), with the client price (domain/clientPrice.ts, null without a price list) and the
 * courier pay in cents (the day amount paid once a date, at the team's rates of that date).
 */
import { createHash } from 'node:crypto';
import { payOfDay, type PayRates } from './pay';
import { priceOfShift, type PriceRates } from './clientPrice';

export type SkipReason =
  | 'overlap'
  | 'closed_client'
  | 'client_in_recovery'
  | 'inactive_worker'
  | 'beyond_limit'
  | 'no_worker'
  | 'already_applied';

export interface RegularMissionInput {
  id: number;
  name: string;
  /** `recovery`: why finance blocks new shifts for the client (docs/product.md#finance-recovery), or null. */
  client: { id: number; name: string; open: boolean; recovery?: string | null };
  weekdays: number[];
  /** Minutes after midnight. */
  startMin: number;
  endMin: number;
  waypoints: number;
  km: number;
  worker: { id: number; shortCode: string; name: string; active: boolean; teamId: number } | null;
}

export interface ExistingShift {
  workerId: number;
  date: string;
  startsAt: number;
  endsAt: number;
  productive: boolean;
}

export type { PriceRates };

export interface WeekInput {
  weekStart: string;
  missions: RegularMissionInput[];
  existing: ExistingShift[];
  /** `${regularMissionId}|${date}` of missions already created from a regular mission. */
  applied: Set<string>;
  lastDate: string;
  priceOf: (clientId: number) => PriceRates | null;
  ratesOf: (teamId: number, date: string) => PayRates;
  instant: (date: string, minutes: number) => number;
}

interface LineBase {
  regularMissionId: number;
  missionName: string;
  client: { id: number; name: string };
  date: string;
  startTime: string;
  endTime: string;
}
export interface PlannedLine extends LineBase {
  worker: { id: number; shortCode: string; name: string };
  waypoints: number;
  km: number;
  clientPrice: number | null;
  courierPay: number;
  startsAt: number;
  endsAt: number;
}
export interface SkippedLine extends LineBase {
  worker: { id: number; shortCode: string; name: string } | null;
  reason: SkipReason;
  message: string;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function addDaysIso(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function planWeek(input: WeekInput) {
  const lines: PlannedLine[] = [];
  const skipped: SkippedLine[] = [];
  const taken = new Map<string, { startsAt: number; endsAt: number }[]>();
  const paidDays = new Set<string>();
  for (const s of input.existing) {
    const key = `${s.workerId}|${s.date}`;
    const list = taken.get(key) ?? [];
    list.push({ startsAt: s.startsAt, endsAt: s.endsAt });
    taken.set(key, list);
    if (s.productive) paidDays.add(key);
  }
  const around = (workerId: number, date: string) =>
    [-1, 0, 1].flatMap((d) => taken.get(`${workerId}|${addDaysIso(date, d)}`) ?? []);

  const missions = [...input.missions].sort((a, b) => a.id - b.id);
  for (let day = 0; day < 7; day++) {
    const date = addDaysIso(input.weekStart, day);
    for (const m of missions) {
      if (!m.weekdays.includes(day + 1)) continue;
      const base: LineBase = {
        regularMissionId: m.id,
        missionName: m.name,
        client: { id: m.client.id, name: m.client.name },
        date,
        startTime: hhmm(m.startMin),
        endTime: hhmm(m.endMin),
      };
      const worker = m.worker ? { id: m.worker.id, shortCode: m.worker.shortCode, name: m.worker.name } : null;
      const skip = (reason: SkipReason, message: string) => skipped.push({ ...base, worker, reason, message });
      if (input.applied.has(`${m.id}|${date}`)) {
        skip('already_applied', 'Already applied on this date');
        continue;
      }
      if (!m.worker) {
        skip('no_worker', 'No usual courier is set for this regular mission');
        continue;
      }
      if (!m.worker.active) {
        skip('inactive_worker', `Worker ${m.worker.shortCode} is inactive`);
        continue;
      }
      if (!m.client.open) {
        skip('closed_client', `Client ${m.client.name} is closed or inactive`);
        continue;
      }
      if (m.client.recovery) {
        skip('client_in_recovery', m.client.recovery);
        continue;
      }
      if (date > input.lastDate) {
        skip('beyond_limit', `Beyond the max-days limit (${input.lastDate})`);
        continue;
      }
      const startsAt = input.instant(date, m.startMin);
      const endsAt = input.instant(date, m.endMin);
      if (around(m.worker.id, date).some((s) => s.startsAt < endsAt && s.endsAt > startsAt)) {
        skip('overlap', `Overlaps another shift of ${m.worker.shortCode}`);
        continue;
      }
      const key = `${m.worker.id}|${date}`;
      const rates = input.ratesOf(m.worker.teamId, date);
      const firstOfDay = !paidDays.has(key);
      const full = payOfDay(rates, { waypoints: m.waypoints, km: m.km });
      const courierPay = firstOfDay ? full.total : full.breakdown.waypoints + full.breakdown.km;
      const clientPrice = priceOfShift(input.priceOf(m.client.id), [{ waypoints: m.waypoints, km: m.km }]);
      lines.push({ ...base, worker: worker!, waypoints: m.waypoints, km: m.km, clientPrice, courierPay, startsAt, endsAt });
      paidDays.add(key);
      const list = taken.get(key) ?? [];
      list.push({ startsAt, endsAt });
      taken.set(key, list);
    }
  }
  const totals = {
    lines: lines.length,
    skipped: skipped.length,
    clientPrice: lines.reduce((a, l) => a + (l.clientPrice ?? 0), 0),
    unpriced: lines.filter((l) => l.clientPrice === null).length,
    courierPay: lines.reduce((a, l) => a + l.courierPay, 0),
  };
  const previewToken = createHash('sha256')
    .update(JSON.stringify(lines.map((l) => [l.regularMissionId, l.date, l.worker.id, l.startTime, l.endTime, l.waypoints, l.km, l.clientPrice, l.courierPay])))
    .digest('base64url');
  return { lines, skipped, totals, previewToken };
}
