/**
 * A worker's pay statement of a month (docs/product.md#pay-statements), pure: each day priced by
 * domain/pay.ts at the rates of that date. A day is paid when it has productive shifts and time
 * worked (the reconciliation's "actual pay", kept equal by a test); unproductive shifts are never
 * paid; a day with only an absence of a paid type is paid the day amount alone.
 */
import { payOfDay, type PayRates, type RatesInForce } from './pay';

export interface StatementShift {
  id: number;
  date: string;
  startsAt: number;
  endsAt: number;
  unproductive: boolean;
  waypoints: number;
  km: number;
}

export interface StatementTime {
  id: number;
  date: string;
  startedAt: number;
  endedAt: number | null;
  gtaType: { id: number; name: string } | null;
  isAbsence: boolean;
  isPaid: boolean;
}

export interface PayAmounts {
  day: number;
  waypoints: number;
  km: number;
  extra: number;
  paidAbsence: number;
}

export interface StatementDayOut {
  date: string;
  source: RatesInForce['source'];
  calendarEntryId: number | null;
  rates: PayRates;
  shifts: number;
  unproductiveShifts: number;
  waypoints: number;
  km: number;
  workedMinutes: number;
  absences: {
    workerTimeId: number;
    gtaType: { id: number; name: string };
    minutes: number | null;
    paid: boolean;
  }[];
  status: 'worked' | 'paidAbsence' | 'unpaid';
  breakdown: PayAmounts;
  total: number;
}

export interface StatementTotals extends PayAmounts {
  paidDays: number;
  waypointsCount: number;
  kmCount: number;
  paidAbsenceDays: number;
  total: number;
}

const ZERO: PayAmounts = { day: 0, waypoints: 0, km: 0, extra: 0, paidAbsence: 0 };
const minutesBetween = (a: number, b: number | null) => (b === null ? 0 : Math.round((b - a) / 60_000));

/** The days of one worker's statement (dates with a shift or a worker time), in date order. */
export function statementDays(
  shifts: StatementShift[],
  times: StatementTime[],
  ratesOn: (date: string) => RatesInForce,
): StatementDayOut[] {
  const dates = [...new Set([...shifts.map((s) => s.date), ...times.map((t) => t.date)])].sort();
  return dates.map((date) => {
    const sh = shifts.filter((s) => s.date === date);
    const tm = times.filter((t) => t.date === date);
    const productive = sh.filter((s) => !s.unproductive);
    const worked = tm.filter((t) => !t.isAbsence);
    const absent = tm.filter((t) => t.isAbsence);
    const work = productive.reduce((a, s) => ({ waypoints: a.waypoints + s.waypoints, km: a.km + s.km }), {
      waypoints: 0,
      km: 0,
    });
    const inForce = ratesOn(date);
    let status: StatementDayOut['status'] = 'unpaid';
    let breakdown = ZERO;
    if (productive.length > 0 && worked.length > 0) {
      status = 'worked';
      breakdown = { ...payOfDay(inForce.rates, work).breakdown, paidAbsence: 0 };
    } else if (absent.some((t) => t.isPaid)) {
      status = 'paidAbsence';
      breakdown = { ...ZERO, paidAbsence: inForce.rates.day };
    }
    return {
      date,
      source: inForce.source,
      calendarEntryId: inForce.calendarEntryId,
      rates: inForce.rates,
      shifts: productive.length,
      unproductiveShifts: sh.length - productive.length,
      waypoints: work.waypoints,
      km: work.km,
      workedMinutes: worked.reduce((a, t) => a + minutesBetween(t.startedAt, t.endedAt), 0),
      absences: absent.map((t) => ({
        workerTimeId: t.id,
        gtaType: t.gtaType ?? { id: 0, name: 'Absence' },
        minutes: t.endedAt === null ? null : minutesBetween(t.startedAt, t.endedAt),
        paid: t.isPaid,
      })),
      status,
      breakdown,
      total: breakdown.day + breakdown.waypoints + breakdown.km + breakdown.extra + breakdown.paidAbsence,
    };
  });
}

export function statementTotals(days: StatementDayOut[]): StatementTotals {
  const t: StatementTotals = {
    ...ZERO,
    paidDays: 0,
    waypointsCount: 0,
    kmCount: 0,
    paidAbsenceDays: 0,
    total: 0,
  };
  for (const d of days) {
    for (const k of ['day', 'waypoints', 'km', 'extra', 'paidAbsence'] as const) t[k] += d.breakdown[k];
    t.total += d.total;
    if (d.status === 'worked') {
      t.paidDays += 1;
      t.waypointsCount += d.waypoints;
      t.kmCount += d.km;
    }
    if (d.status === 'paidAbsence') t.paidAbsenceDays += 1;
  }
  return t;
}
