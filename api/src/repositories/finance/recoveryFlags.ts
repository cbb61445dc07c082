/**
 * The "in recovery" flag's rows (docs/product.md#finance-recovery; the rule and the lifts are in
 * services/finance/recoveryFlags.ts): the clients the rule looks at, each change one conditional
 * update (a client is never flagged twice), the receivables recounted and folded for the daily
 * job, and a client's flag as the pages show it.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - clients → clients_list_counts_update: fires on each flag update; no filter group moves, no row added
 * - client_receivables → client_receivables_totals_update: recounting stale rows appends the change
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { iso } from '../rowValues';
import type { ResponseOut } from '../areaTypes';

type Flag = ResponseOut<'finance', 'liftRecovery'>;

export interface FlagState {
  id: number;
  business_code: string;
  flagged: boolean;
  lifted: boolean;
  overdue: number;
  /** The threshold the client was flagged under (null: not flagged, or flagged before it was kept). */
  flagged_threshold: number | null;
}

export interface FlagChanges {
  flagged: number;
  cleared: number;
  armed: number;
}

/** Today's recovery threshold, the one setting the rule reads (finance_settings, the row of migration 0013). */
export async function recoveryThreshold(db: Executor): Promise<number> {
  const r = await db.selectFrom('finance_settings').select('recovery_threshold').where('id', '=', 1).executeTakeFirst();
  if (!r) throw new Error('finance_settings has no row: run the migrations');
  return Number(r.recovery_threshold ?? 0);
}

/**
 * The clients the rule may change (flagged, lifted, or over `threshold` as of `asOf`), all or
 * the given ones, by id.
 */
export async function flagStates(
  tx: Executor,
  threshold: number,
  asOf: string,
  clientIds?: readonly number[],
): Promise<FlagState[]> {
  const some = clientIds ? sql`and c.id in (${sql.join([...clientIds])})` : sql``;
  const someInvoices = clientIds ? sql`and i.client_id in (${sql.join([...clientIds])})` : sql``;
  const { rows } = await sql<{ id: number; business_code: string; flagged: boolean; lifted: boolean; overdue: string; flagged_threshold: string | null }>`
    with overdue as (
      select i.client_id, sum(i.remaining) as overdue from invoices i
      where i.status in ('issued', 'sent') and i.remaining > 0 and i.due_on < ${asOf}::date ${someInvoices}
      group by i.client_id
    )
    select c.id, c.business_code, c.in_recovery_since is not null as flagged, c.recovery_lifted_at is not null as lifted,
      coalesce(o.overdue, 0)::text as overdue, c.in_recovery_threshold::text as flagged_threshold
    from clients c left join overdue o on o.client_id = c.id
    where (c.in_recovery_since is not null or c.recovery_lifted_at is not null or o.overdue > ${threshold})
      ${some}
    order by c.id`.execute(tx);
  return rows.map((r) => ({
    ...r,
    overdue: Number(r.overdue),
    flagged_threshold: r.flagged_threshold === null ? null : Number(r.flagged_threshold),
  }));
}

/** Flags the clients not flagged nor lifted, each with its reason; returns those it changed. */
export function flagClients(tx: Executor, threshold: number, flags: readonly { id: number; reason: string }[]) {
  return changedIds(
    tx,
    sql`update clients c set in_recovery_since = now(), in_recovery_by = null, in_recovery_reason = v.reason,
        in_recovery_threshold = ${threshold}
      from (values ${sql.join(flags.map((f) => sql`(${f.id}::int, ${f.reason}::text)`))}) as v(id, reason)
      where c.id = v.id and c.in_recovery_since is null and c.recovery_lifted_at is null returning c.id`,
  );
}

/** Clears the flags of those still flagged; returns those it changed. */
export function clearFlags(tx: Executor, clientIds: readonly number[]) {
  return changedIds(
    tx,
    sql`update clients set in_recovery_since = null, in_recovery_by = null, in_recovery_reason = null, recovery_lifted_at = null,
        in_recovery_threshold = null
      where id in (${sql.join([...clientIds])}) and in_recovery_since is not null returning id`,
  );
}

/** A lifted client back under the rule (its debt fell under the threshold); returns those it changed. */
export function armLifted(tx: Executor, clientIds: readonly number[]) {
  return changedIds(
    tx,
    sql`update clients set recovery_lifted_at = null
      where id in (${sql.join([...clientIds])}) and in_recovery_since is null returning id`,
  );
}

/** A person lifts the flags of those in recovery, with a comment; returns those it changed. */
export function liftFlags(tx: Executor, clientIds: readonly number[], userId: number, comment: string) {
  return changedIds(
    tx,
    sql`update clients set in_recovery_since = null, in_recovery_by = null, in_recovery_reason = null, in_recovery_threshold = null,
        recovery_lifted_at = now(), recovery_lifted_by = ${userId}, recovery_lift_comment = ${comment}
      where id in (${sql.join([...clientIds])}) and in_recovery_since is not null returning id`,
  );
}

/** The business codes of the clients that exist among `clientIds`, by id. */
export async function clientCodes(tx: Executor, clientIds: readonly number[]) {
  const { rows } = await sql<{ id: number; business_code: string }>`
    select id, business_code from clients where id in (${sql.join([...clientIds])}) order by id`.execute(tx);
  return rows;
}

/** Clients per statement of the rule's updates. */
export const FLAG_CHUNK = 500;

async function changedIds(tx: Executor, update: RawBuilder<unknown>): Promise<Set<number>> {
  const { rows } = await (update as RawBuilder<{ id: number }>).execute(tx);
  return new Set(rows.map((r) => r.id));
}

/**
 * The clients' figures (client_receivables, migration 0039) counted on an earlier day, counted
 * again as of today in Paris (the buckets move with the date alone; the writes keep the rest).
 * In batches of RECOUNT_BATCH clients, each its own statement: with ten times the large seed's
 * data the whole recount takes about 15 s, which one statement could not finish within the
 * API's statement timeout, and a batch holds its rows' locks for a fraction of a second.
 * Returns how many rows were stale.
 */
export async function refreshClientReceivables(db: Executor, batch = RECOUNT_BATCH): Promise<number> {
  let recounted = 0;
  for (;;) {
    const n = await recountStaleBatch(db, batch);
    recounted += n;
    // A stale client without an open invoice has no figures to write (the writes delete its
    // row): stop when a batch changes nothing rather than pick it again.
    if (n === 0) return recounted;
  }
}

export const RECOUNT_BATCH = 5_000;

async function recountStaleBatch(db: Executor, batch: number): Promise<number> {
  // An update of the stale rows only: a row a writer has counted again meanwhile (as_of today,
  // or deleted) is left to the writer (rechecked under its row lock), so the job never writes
  // figures counted without a concurrent write.
  const result = await sql`
    with today as (select (now() at time zone 'Europe/Paris')::date as d),
    batch as (
      select s.client_id from client_receivables s cross join today t where s.as_of < t.d limit ${batch}),
    figures as (
      select i.client_id, t.d as as_of, count(*)::int as open_invoices,
        coalesce(sum(i.remaining), 0)::bigint as total_due,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on <= 0), 0)::bigint as not_due,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on between 1 and 30), 0)::bigint as overdue1to30,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on between 31 and 60), 0)::bigint as overdue31to60,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on between 61 and 90), 0)::bigint as overdue61to90,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on > 90), 0)::bigint as overdue_over90,
        coalesce(sum(i.remaining) filter (where t.d - i.due_on > 0), 0)::bigint as overdue,
        min(i.due_on) as oldest_due_on
      from batch b cross join today t join invoices i on i.client_id = b.client_id
      where i.status in ('issued', 'sent') and i.remaining > 0
      group by i.client_id, t.d
    )
    update client_receivables r set as_of = f.as_of, open_invoices = f.open_invoices, total_due = f.total_due,
      not_due = f.not_due, overdue1to30 = f.overdue1to30, overdue31to60 = f.overdue31to60,
      overdue61to90 = f.overdue61to90, overdue_over90 = f.overdue_over90, overdue = f.overdue,
      oldest_due_on = f.oldest_due_on
    from figures f where r.client_id = f.client_id and r.as_of < f.as_of`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The recovery summary's kept totals (client_receivables_totals, migration 0048) and the
 * clients list's kept counts (clients_list_counts, 0051) folded into one row per group: the
 * writers append rows, so a reader's sum stays short only if something folds them. One
 * statement; a fold already running elsewhere is left to finish (its rows are locked: this one
 * skips the work rather than wait).
 */
export async function compactReceivablesTotals(db: Executor): Promise<void> {
  await sql`select client_receivables_totals_compact(), clients_list_counts_compact()
    where pg_try_advisory_xact_lock(${RECOVERY_TOTALS_LOCK})`.execute(db);
}

const RECOVERY_TOTALS_LOCK = 25_042_102;

/** The daily job's name in job_runs (jobs/recoveryFlags.ts runs it). */
const JOB_NAME = 'recovery-flags';

/** Did the daily job run to its end on `day` (job_runs, migration 0050)? */
export async function ranOn(db: Executor, day: string): Promise<boolean> {
  const { rows } = await sql<{ day: string }>`select day::text as day from job_runs where job = ${JOB_NAME}`.execute(db);
  return rows[0]?.day === day;
}

export async function markRun(db: Executor, day: string): Promise<void> {
  await sql`insert into job_runs (job, day) values (${JOB_NAME}, ${day}::date)
    on conflict (job) do update set day = excluded.day, finished_at = now()`.execute(db);
}

/** A client's flag and last lift; 404 naming clientId when unknown. */
export async function recoveryFlagOf(db: Executor, clientId: number): Promise<Flag> {
  const { rows } = await sql<Record<string, unknown>>`
    select c.in_recovery_since, c.in_recovery_reason, fb.name as flagged_by, c.recovery_lifted_at, lb.name as lifted_by, c.recovery_lift_comment
    from clients c
    left join staff_users fb on fb.id = c.in_recovery_by
    left join staff_users lb on lb.id = c.recovery_lifted_by
    where c.id = ${clientId}`.execute(db);
  const r = rows[0];
  if (!r) throw notFoundField('clientId', `No such client: ${clientId}`);
  const since = r.in_recovery_since as Date | string | null;
  const lifted = r.recovery_lifted_at as Date | string | null;
  return {
    inRecovery: since !== null,
    since: since === null ? null : iso(since),
    flaggedBy: (r.flagged_by as string | null) ?? null,
    reason: (r.in_recovery_reason as string | null) ?? null,
    liftedAt: lifted === null ? null : iso(lifted),
    liftedBy: lifted === null ? null : ((r.lifted_by as string | null) ?? null),
    liftComment: lifted === null ? null : ((r.recovery_lift_comment as string | null) ?? null),
  };
}

/**
 * Why a client may not get new shifts (planning's refusals, a 409 naming the rule), or null:
 * the stored "in recovery" flag only (no figures are computed here).
 */
export async function recoveryRefusal(db: Executor, clientId: number): Promise<string | null> {
  const { rows } = await sql<{
    business_code: string;
    name: string;
    in_recovery_since: Date | string | null;
    in_recovery_reason: string | null;
  }>`
    select business_code, name, in_recovery_since, in_recovery_reason from clients where id = ${clientId}`.execute(db);
  return rows[0] ? recoveryRefusalOf(rows[0]) : null;
}

/** The refusal's text for a client row read elsewhere (apply-a-week reads many at once), or null. */
export function recoveryRefusalOf(r: {
  business_code: string;
  name: string;
  in_recovery_since: Date | string | null;
  in_recovery_reason: string | null;
}): string | null {
  if (r.in_recovery_since === null) return null;
  return `Client ${r.business_code} (${r.name}) is in recovery since ${iso(r.in_recovery_since).slice(0, 10)} (${r.in_recovery_reason ?? 'flagged by finance'}): no new shifts until a finance user lifts the block or the debt is paid`;
}
