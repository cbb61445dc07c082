/**
 * A month's invoicing runs (`billing_runs`): at most one running per month (a partial unique
 * index), started or taken over when its process stopped, then continued batch by batch
 * (issue.ts), each batch's documents rendering while the next batch is issued.
 */
import type { ResponseOut } from '../../areaTypes';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { conflict } from '../../../domain/errors';
import { iso, isoOrNull } from '../../areaHelpers';
import { storeIssuedDocuments, type IssuedDocuments } from '../../documents/issued';
import { recordAdminEvent } from '../../events/adminEvents';
import { drafts } from './drafts';
import { ISSUE_BATCH, issueClients } from './issue';

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

/** A billable shift of the month of client `c` (the page's `exists` and the totals' filter). */
/** The clients a run of the month still has to bill (problems left out), in id order. */
export async function clientsToBill(db: Executor, month: string): Promise<number[]> {
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
