/**
 * The daily "in recovery" job (docs/architecture.md#background-jobs): `runRecoveryDay` at start
 * unless it already ran today, then when the date changes in Paris (looked at every minute);
 * the kept totals folded every five minutes. With several API processes, the one holding the
 * job's advisory lock does the day's work and records it in job_runs; the others skip it.
 */
import { sql } from 'kysely';
import type { Database, DatabaseKind } from '../db/database';
import { todayInParis } from '../domain/dates';
import { compactReceivablesTotals, ranOn } from '../repositories/finance/recoveryFlags';
import { runRecoveryDay } from '../services/finance/recoveryFlags';

/** How often the job looks at the date (a comparison in memory; the job itself runs once a day). */
const MINUTE = 60 * 1000;
/** How often the kept totals are folded (writes append a few rows each). */
const FOLD_EVERY = 5 * 60 * 1000;
/** The advisory lock key of the daily job (any constant of its own). */
const RECOVERY_JOB_LOCK = 25_042_101;

export interface RecoveryFlagsJobOptions {
  db: Database;
  dbKind: DatabaseKind;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often the date is looked at (tests: longer, so that only the first round runs). */
  every?: number;
}

export interface RecoveryFlagsJob {
  /** The first round now, then the timers. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs `job` in one process at a time on PostgreSQL: the process that takes the session
 * advisory lock (on a connection held for the run) does it, the others skip it (the result is
 * the same for all: the database's).
 */
async function asTheOnlyRunner<T>(db: Database, dbKind: DatabaseKind, job: () => Promise<T>): Promise<T | 'another process runs it'> {
  if (dbKind !== 'postgres') return job();
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${RECOVERY_JOB_LOCK}) as got`.execute(conn);
    if (!rows[0]?.got) return 'another process runs it' as const;
    try {
      return await job();
    } finally {
      await sql`select pg_advisory_unlock(${RECOVERY_JOB_LOCK})`.execute(conn);
    }
  });
}

export function recoveryFlagsJob(options: RecoveryFlagsJobOptions): RecoveryFlagsJob {
  const { db, dbKind, log } = options;
  let lastDay: string | null = null;
  let running = false;
  let timers: NodeJS.Timeout[] = [];

  const run = async () => {
    const today = todayInParis();
    if (running || today === lastDay) return;
    running = true;
    try {
      const outcome = await asTheOnlyRunner(db, dbKind, async () => {
        // Another process (or this one before a restart) ran it today: nothing has aged since.
        if (await ranOn(db, today)) return 'already run today' as const;
        return runRecoveryDay(db, today);
      });
      lastDay = today;
      if (outcome === 'another process runs it') log.info({ job: 'recovery-flags', asOf: today }, 'recovery flags: another process runs the job');
      else if (outcome === 'already run today') log.info({ job: 'recovery-flags', asOf: today }, 'recovery flags: already run today');
      else log.info({ job: 'recovery-flags', asOf: today, ...outcome }, 'recovery flags applied');
    } catch (err) {
      log.error({ err, job: 'recovery-flags' }, 'the recovery flags job failed; it runs again within a minute');
    } finally {
      running = false;
    }
  };

  const fold = () =>
    void compactReceivablesTotals(db).catch((err: Error) =>
      log.error({ err, job: 'recovery-totals' }, 'folding the recovery totals failed; it runs again soon'),
    );

  return {
    start() {
      if (timers.length) return;
      timers = [setInterval(() => void run(), options.every ?? MINUTE), setInterval(fold, FOLD_EVERY)];
      for (const timer of timers) timer.unref();
      void run();
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
  };
}
