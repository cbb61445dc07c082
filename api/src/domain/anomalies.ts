/**
 * Planning anomalies (docs/product.md#planning), pure, so the rules are written once and tested on
 * hand-built days. Per worker and date: overlap (one per pair of crossing shifts),
 * shift_without_time (a started shift, no time worked), time_without_shift, and gap (the first
 * start or last end of shifts and times differ by more than `gapMinutes`).
 */
export type AnomalyKind = 'time_without_shift' | 'shift_without_time' | 'gap' | 'overlap';

/** One anomaly, as the planning calls answer it (contract: planning.ts anomalyRow). */
export interface AnomalyRow {
  kind: AnomalyKind;
  workerId: number;
  date: string;
  shiftId: number | null;
  otherShiftId: number | null;
  workerTimeId: number | null;
  minutes: number | null;
  message: string;
}

export interface PlannedShift {
  id: number;
  workerId: number;
  date: string;
  startsAt: number;
  endsAt: number;
}

export interface WorkedTime {
  id: number;
  workerId: number;
  date: string;
  startedAt: number;
  endedAt: number | null;
  isAbsence: boolean;
}

const MINUTE = 60_000;

type Day = { shifts: PlannedShift[]; times: WorkedTime[] };

function dayOf(into: Map<string, Day>, r: { workerId: number; date: string }): Day {
  const key = `${r.workerId}|${r.date}`;
  let day = into.get(key);
  if (!day) {
    day = { shifts: [], times: [] };
    into.set(key, day);
  }
  return day;
}

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
const hhmmParis = (ms: number) => PARIS_TIME.format(ms);

export function detectAnomalies(
  shifts: PlannedShift[],
  times: WorkedTime[],
  options: { now: number; gapMinutes?: number },
): AnomalyRow[] {
  const gapMinutes = options.gapMinutes ?? 15;
  const days = new Map<string, Day>();
  for (const s of shifts) dayOf(days, s).shifts.push(s);
  for (const t of times) dayOf(days, t).times.push(t);
  const out: AnomalyRow[] = [];
  const keys = [...days.keys()].sort();
  for (const key of keys) {
    const day = days.get(key)!;
    const sh = [...day.shifts].sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
    const worked = day.times.filter((t) => !t.isAbsence).sort((a, b) => a.startedAt - b.startedAt || a.id - b.id);
    const [workerId, date] = [Number(key.split('|')[0]), key.split('|')[1]];
    const base = { workerId, date, shiftId: null, otherShiftId: null, workerTimeId: null, minutes: null };

    for (let i = 0; i < sh.length; i++)
      for (let j = i + 1; j < sh.length; j++) {
        const a = sh[i];
        const b = sh[j];
        const overlap = Math.min(a.endsAt, b.endsAt) - Math.max(a.startsAt, b.startsAt);
        if (overlap > 0)
          out.push({
            ...base,
            kind: 'overlap',
            shiftId: a.id,
            otherShiftId: b.id,
            minutes: Math.round(overlap / MINUTE),
            message: `Shifts ${a.id} and ${b.id} overlap by ${Math.round(overlap / MINUTE)} min`,
          });
      }

    if (sh.length > 0 && worked.length === 0) {
      for (const s of sh)
        if (s.startsAt < options.now)
          out.push({ ...base, kind: 'shift_without_time', shiftId: s.id, message: `Shift ${s.id} has no worker time` });
      continue;
    }
    if (sh.length === 0) {
      for (const t of worked)
        out.push({ ...base, kind: 'time_without_shift', workerTimeId: t.id, message: `Time worked from ${hhmmParis(t.startedAt)} without a planned shift` });
      continue;
    }
    const plannedStart = sh[0].startsAt;
    const plannedEnd = Math.max(...sh.map((s) => s.endsAt));
    const first = worked[0];
    const startGap = Math.round((first.startedAt - plannedStart) / MINUTE);
    if (Math.abs(startGap) > gapMinutes)
      out.push({
        ...base,
        kind: 'gap',
        shiftId: sh[0].id,
        workerTimeId: first.id,
        minutes: startGap,
        message: `Started ${Math.abs(startGap)} min ${startGap > 0 ? 'late' : 'early'} (planned ${hhmmParis(plannedStart)}, worked ${hhmmParis(first.startedAt)})`,
      });
    const ends = worked.map((t) => t.endedAt);
    if (ends.every((e): e is number => e !== null)) {
      const lastEnd = Math.max(...ends);
      const endGap = Math.round((lastEnd - plannedEnd) / MINUTE);
      if (Math.abs(endGap) > gapMinutes) {
        const last = worked.find((t) => t.endedAt === lastEnd)!;
        const lastShift = sh.find((s) => s.endsAt === plannedEnd)!;
        out.push({
          ...base,
          kind: 'gap',
          shiftId: lastShift.id,
          workerTimeId: last.id,
          minutes: endGap,
          message: `Ended ${Math.abs(endGap)} min ${endGap > 0 ? 'late' : 'early'} (planned ${hhmmParis(plannedEnd)}, worked ${hhmmParis(lastEnd)})`,
        });
      }
    }
  }
  return out;
}
