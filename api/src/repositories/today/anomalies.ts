/**
 * The planning anomalies of a period by kind, added up from `worker_days` (migration 0040) with
 * the rules of domain/anomalies.ts, exactly as the board's totals count them
 * (repositories/planning/board.ts, boardTotals): overlapping pairs; without a time worked, each
 * started shift; without a shift, each time worked; else a start and an end gap beyond the
 * anomaly gap. Per worker-day, so that the widgets also name the workers with the most.
 */
import { sql, type RawBuilder } from 'kysely';
import { gapBeyond } from '../planning/boardSql';

export interface AnomalyCounts {
  overlap: number;
  shiftWithoutTime: number;
  timeWithoutShift: number;
  gap: number;
}

/**
 * A CTE `a(worker_id, date, shifts, times, overlap, no_time, no_shift, gaps)`: each worker-day of
 * the period with its anomalies (and its shifts and times worked, for who was paid that month).
 */
export function anomaliesCte(dateStart: string, dateEnd: string, at: Date): RawBuilder<unknown> {
  const beyond = gapBeyond();
  return sql`a as (
    select d.worker_id, d.date, d.shifts, d.times, d.overlapping as overlap,
      case when d.shifts > 0 and d.times = 0 then case
          when d.first_shift_start >= ${at}::timestamptz then 0
          when d.last_shift_start < ${at}::timestamptz then d.shifts
          else (select count(*) from shifts s where s.worker_id = d.worker_id and s.date = d.date
            and s.starts_at < ${at}::timestamptz)::int end
        else 0 end as no_time,
      case when d.shifts = 0 then d.times else 0 end as no_shift,
      case when d.shifts > 0 and d.times > 0 then
          (case when ${beyond('d.first_time_start', 'd.first_shift_start')} then 1 else 0 end)
          + (case when d.open_times = 0 and ${beyond('d.last_time_end', 'd.last_shift_end')} then 1 else 0 end)
        else 0 end as gaps
    from worker_days d where d.date >= ${dateStart} and d.date <= ${dateEnd})`;
}
