/**
 * SQL pieces the planning board (board.ts) and the day summary (daySummary.ts) share: id lists,
 * instants as ms since the epoch, and the test of a gap anomaly.
 */
import { sql } from 'kysely';
import { gapMinutesSql } from './rules';

export const intList = (ids: number[]) => sql`any(${sql.val(ids)}::int[])`;
/** An instant as ms since the epoch, in a JSON sub-select. */
/** An instant as ms since the epoch: date_part gives a float8 (extract's numeric is slower); exact to the ms. */
export const epochMs = (expr: string) => sql.raw(`round(date_part('epoch', ${expr}) * 1000)`);

/**
 * The SQL test of a gap anomaly (domain/anomalies.ts): the gap rounds to more than the anomaly
 * gap's minutes (Math.round: half up), that is the actual instant is at least gap + 0.5 minutes
 * late or more than gap + 0.5 minutes early. Compared as instants: cheaper than minutes computed
 * for every row. The gap is read by the query itself (once: it does not depend on the row).
 */
export function gapBeyond() {
  // One sub-select: the margin is worked out once per query, not per row.
  const margin = sql`(select (${gapMinutesSql} * 60 + 30) * interval '1 second')`;
  return (actual: string, planned: string) =>
    sql`(${sql.raw(actual)} >= ${sql.raw(planned)} + ${margin} or ${sql.raw(actual)} < ${sql.raw(planned)} - ${margin})`;
}
