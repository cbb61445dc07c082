/**
 * A month's invoicing runs (`billing_runs`), SQL only: at most one running per month (a partial
 * unique index), claimed, counted and closed here; services/finance/invoicingRun.ts runs them.
 */
import type { ResponseOut } from '../../areaTypes';
import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { iso, isoOrNull } from '../../rowValues';
import { drafts } from './drafts';

type Run = ResponseOut<'billing', 'issue'>;

/** A run whose heartbeat is older than this is taken to be dead (its process stopped). */
export const STALE_RUN_SECONDS = 60;

export const RUN_COLUMNS = sql`r.id, to_char(r.month, 'YYYY-MM') as month, r.status,
  (r.status = 'running' and r.heartbeat_at >= now() - make_interval(secs => ${STALE_RUN_SECONDS})) as alive,
  r.total_clients, r.done_clients, r.invoices,
  r.credit_notes, r.error, u.name as started_by, r.started_at, r.heartbeat_at, r.finished_at`;

export function toRun(r: Record<string, unknown>): Run {
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

export async function runById(db: Executor, id: number): Promise<Run> {
  const { rows } = await sql<Record<string, unknown>>`select ${RUN_COLUMNS}
    from billing_runs r left join staff_users u on u.id = r.started_by where r.id = ${id}`.execute(db);
  return toRun(rows[0]);
}

/** The clients a run of the month still has to bill (problems left out), in id order. */
export async function clientsToBill(db: Executor, month: string): Promise<number[]> {
  const all = await drafts(db, month);
  return all
    .filter((d) => !d.row.problem)
    .map((d) => d.row.clientId)
    .sort((a, b) => a - b);
}

/**
 * Claims the month's run: a new row, or one whose process stopped (heartbeat older than
 * STALE_RUN_SECONDS) taken over by `userId`; null while another is alive. In the caller's
 * transaction (the insert and the take-over must agree).
 */
export async function claimRun(tx: Executor, userId: number, month: string) {
  const monthStart = `${month}-01`;
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
}

/** The run has `count` more clients to bill than it has done. */
export async function setClientsLeft(db: Executor, runId: number, count: number): Promise<void> {
  await sql`update billing_runs set total_clients = done_clients + ${count}, heartbeat_at = now() where id = ${runId}`.execute(
    db,
  );
}

export async function markRunDone(db: Executor, runId: number): Promise<void> {
  await sql`update billing_runs set status = 'done', finished_at = now(), heartbeat_at = now() where id = ${runId}`.execute(
    db,
  );
}

/** A running run failed: its error kept (a run another process took over is left alone). */
export async function markRunFailed(db: Executor, runId: number, error: string): Promise<void> {
  await sql`update billing_runs set status = 'failed', error = ${error.slice(0, 2000)},
    finished_at = now() where id = ${runId} and status = 'running'`.execute(db);
}
