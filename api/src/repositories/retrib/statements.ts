/**
 * Pay statements of a month (docs/product.md#pay-statements) for one worker, a team, an agency or
 * everyone: five indexed queries whatever the number of workers, the days priced by
 * domain/statement.ts at the rates of each day (retrib/history.ts), as the reconciliation prices
 * them. A closed month is read from the copy its closing stored (retrib/closing.ts).
 */
import { notFoundField } from '../../domain/errors';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { detectAnomalies, type AnomalyRow } from '../../domain/anomalies';
import {
  statementDays,
  statementTotals,
  type PayAmounts,
  type StatementDayOut,
  type StatementTotals,
} from '../../domain/statement';
import { csv } from '../../shared';
import { fullName, iso } from '../rowValues';
import { gapMinutes, ms } from '../planning/rules';
import { workerTimesBase } from '../planning/workerTimes';
import { requireTeam } from './rates';
import { gtaTypeOnDay, workerRatesInForce } from './history';
import { monthClosingOf } from './monthClosing';

export type StatementScope = { workerId?: number; teamId?: number; agencyId?: number };

export interface WorkerStatement {
  worker: { id: number; shortCode: string; name: string; team: { id: number; name: string } };
  days: StatementDayOut[];
  totals: StatementTotals;
  anomalies: AnomalyRow[];
}

/** First and last date of a `YYYY-MM` month. */
export function monthDates(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** Lateral: the period of worker `w` in force on a date (`wp.team_id`), by primary key. */
const teamPeriodOn = (eb: ExpressionBuilder<DB & { w: DB['workers'] }, 'w'>, date: string) =>
  eb
    .selectFrom('worker_team_periods as p')
    .select('p.team_id')
    .whereRef('p.worker_id', '=', 'w.id')
    .where('p.valid_from', '<=', date)
    .orderBy('p.valid_from', 'desc')
    .limit(1)
    .as('wp');

async function requireScope(db: Executor, scope: StatementScope) {
  if (scope.workerId !== undefined) {
    const w = await db.selectFrom('workers').select('id').where('id', '=', scope.workerId).executeTakeFirst();
    if (!w) throw notFoundField('workerId', `No such worker: ${scope.workerId}`);
  } else if (scope.teamId !== undefined) {
    await requireTeam(db, scope.teamId);
  } else if (scope.agencyId !== undefined) {
    const a = await db
      .selectFrom('agencies')
      .select('id')
      .where('id', '=', scope.agencyId)
      .executeTakeFirst();
    if (!a) throw notFoundField('agencyId', `No such agency: ${scope.agencyId}`);
  }
}

/** The statements of the scope's workers who have a shift or a worker time in the month (the one worker always). */
export async function statementsOf(
  db: Executor,
  month: string,
  scope: StatementScope,
): Promise<WorkerStatement[]> {
  return (await statementRows(db, month, scope)).map((r) => r.statement);
}

/** statementsOf, with each worker's agency (a closing stores it beside the statement). */
export async function statementRows(
  db: Executor,
  month: string,
  scope: StatementScope,
): Promise<{ agencyId: number | null; statement: WorkerStatement }[]> {
  const [start, end] = monthDates(month);
  // A statement's team is the worker's team on the month's last day (its days are each priced
  // with the team of that day): the one a team's statements list it under, open or closed.
  const workers = await db
    .selectFrom('workers as w')
    .innerJoinLateral(
      (eb) => teamPeriodOn(eb, end),
      (j) => j.onTrue(),
    )
    .innerJoin('teams as t', 't.id', 'wp.team_id')
    .select([
      'w.id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      't.id as team_id',
      'w.agency_id',
      't.name as team_name',
    ])
    .$call((qb) =>
      scope.workerId !== undefined
        ? qb.where('w.id', '=', scope.workerId)
        : (scope.teamId !== undefined
            ? qb.where('t.id', '=', scope.teamId).where(({ exists, selectFrom }) =>
                exists(
                  selectFrom('worker_team_periods as p')
                    .select('p.worker_id')
                    .whereRef('p.worker_id', '=', 'w.id')
                    .where('p.team_id', '=', scope.teamId as number),
                ),
              )
            : scope.agencyId !== undefined
              ? qb.where('w.agency_id', '=', scope.agencyId)
              : qb
          ).where((eb) =>
            eb.or([
              eb.exists(
                eb
                  .selectFrom('shifts as s')
                  .select('s.id')
                  .whereRef('s.worker_id', '=', 'w.id')
                  .where('s.date', '>=', start)
                  .where('s.date', '<=', end),
              ),
              eb.exists(
                eb
                  .selectFrom('worker_times as wt')
                  .select('wt.id')
                  .whereRef('wt.worker_id', '=', 'w.id')
                  .where('wt.date', '>=', start)
                  .where('wt.date', '<=', end),
              ),
            ]),
          ),
    )
    .orderBy('w.last_name')
    .orderBy('w.first_name')
    .orderBy('w.id')
    .execute();
  if (workers.length === 0) return [];
  const ids = workers.map((w) => w.id);
  const [shiftRows, timeRows, rates, gap] = await Promise.all([
    db
      .selectFrom('shifts as s')
      .select((eb) => [
        's.id',
        's.worker_id',
        's.date',
        's.starts_at',
        's.ends_at',
        's.unproductive',
        eb
          .selectFrom('missions as m')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('m.waypoints'), e.lit(0)).as('n'))
          .whereRef('m.shift_id', '=', 's.id')
          .as('waypoints'),
        eb
          .selectFrom('missions as m')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('m.km'), e.lit(0)).as('n'))
          .whereRef('m.shift_id', '=', 's.id')
          .as('km'),
      ])
      .where('s.worker_id', 'in', ids)
      .where('s.date', '>=', start)
      .where('s.date', '<=', end)
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .execute(),
    // Planning's read of worker times, with their type's pay attributes of that date (an
    // absence or time worked, paid or not: dated, retrib/history.ts), by primary key.
    workerTimesBase(db)
      .leftJoinLateral(gtaTypeOnDay(sql`wt.gta_type_id`, sql`wt.date`).as('gv'), (j) => j.onTrue())
      .select([
        sql<boolean | null>`coalesce(gv.is_absence, g.is_absence)`.as('absence_on_day'),
        sql<boolean | null>`coalesce(gv.is_paid, g.is_paid)`.as('paid_on_day'),
      ])
      .where('wt.worker_id', 'in', ids)
      .where('wt.date', '>=', start)
      .where('wt.date', '<=', end)
      .orderBy('wt.started_at')
      .orderBy('wt.id')
      .execute(),
    workerRatesInForce(db, ids, start, end),
    gapMinutes(db),
  ]);
  const shifts = shiftRows.map((s) => ({
    id: s.id,
    workerId: s.worker_id,
    date: s.date,
    startsAt: ms(s.starts_at),
    endsAt: ms(s.ends_at),
    unproductive: s.unproductive,
    waypoints: Number(s.waypoints ?? 0),
    km: Number(s.km ?? 0),
  }));
  const times = timeRows.map((t) => ({
    id: t.id,
    workerId: t.worker_id,
    date: t.date,
    startedAt: ms(t.started_at),
    endedAt: t.ended_at ? ms(t.ended_at) : null,
    gtaType: t.gta_type_id ? { id: t.gta_type_id, name: t.gta_name ?? '' } : null,
    isAbsence: t.absence_on_day === true,
    isPaid: t.paid_on_day === true,
  }));
  const anomalies = detectAnomalies(shifts, times, { now: Date.now(), gapMinutes: gap });
  const byWorker = <T extends { workerId: number }>(rows: T[]) => {
    const m = new Map<number, T[]>();
    for (const r of rows) {
      const list = m.get(r.workerId);
      if (list) list.push(r);
      else m.set(r.workerId, [r]);
    }
    return m;
  };
  const shiftsOf = byWorker(shifts);
  const timesOf = byWorker(times);
  const anomaliesOf = byWorker(anomalies);
  return workers.map((w) => {
    const days = statementDays(
      shiftsOf.get(w.id) ?? [],
      timesOf.get(w.id) ?? [],
      (date) => rates(w.id, date).inForce,
    );
    return {
      agencyId: w.agency_id,
      statement: {
        worker: {
          id: w.id,
          shortCode: w.short_code,
          name: fullName(w.first_name, w.last_name),
          team: { id: w.team_id, name: w.team_name },
        },
        days,
        totals: statementTotals(days),
        anomalies: anomaliesOf.get(w.id) ?? [],
      },
    };
  });
}

/**
 * The copy stored by the month's open closing, in the closing's order: one indexed query (the
 * closing by month, its statements by closing and team, agency or worker). Null when the month
 * has no stored copy (open, or closed before closings stored one: then computed as before).
 */
async function storedStatements(db: Executor, month: string, scope: StatementScope) {
  const rows = await db
    .selectFrom('pay_month_closings as c')
    .leftJoin('staff_users as u', 'u.id', 'c.closed_by')
    .leftJoin('pay_month_statements as s', (j) =>
      j
        .onRef('s.closing_id', '=', 'c.id')
        .$call((on) =>
          scope.workerId !== undefined
            ? on.on('s.worker_id', '=', scope.workerId)
            : scope.teamId !== undefined
              ? on.on('s.team_id', '=', scope.teamId)
              : scope.agencyId !== undefined
                ? on.on('s.agency_id', '=', scope.agencyId)
                : on,
        ),
    )
    .select(['c.closed_at', 'u.name', 's.statement'])
    .where('c.month', '=', month)
    .where('c.reopened_at', 'is', null)
    .orderBy('s.position')
    .execute();
  if (rows.length === 0) return null;
  return {
    closed: { closedAt: iso(rows[0].closed_at), closedBy: rows[0].name ?? null },
    statements: rows.flatMap((r) => (r.statement ? [r.statement as WorkerStatement] : [])),
  };
}

/** A worker with nothing in a closed month: nothing was paid. */
async function emptyStatement(db: Executor, month: string, workerId: number): Promise<WorkerStatement> {
  const w = await db
    .selectFrom('workers as w')
    .innerJoinLateral(
      (eb) => teamPeriodOn(eb, monthDates(month)[1]),
      (j) => j.onTrue(),
    )
    .innerJoin('teams as t', 't.id', 'wp.team_id')
    .select(['w.id', 'w.short_code', 'w.first_name', 'w.last_name', 't.id as team_id', 't.name as team_name'])
    .where('w.id', '=', workerId)
    .executeTakeFirstOrThrow();
  return {
    worker: {
      id: w.id,
      shortCode: w.short_code,
      name: fullName(w.first_name, w.last_name),
      team: { id: w.team_id, name: w.team_name },
    },
    days: [],
    totals: statementTotals([]),
    anomalies: [],
  };
}

/** The month's statements of the scope: the stored copy while the month is closed, else computed. */
async function statementsServed(db: Executor, month: string, scope: StatementScope) {
  await requireScope(db, scope);
  const stored = await storedStatements(db, month, scope);
  if (stored) {
    if (scope.workerId !== undefined && stored.statements.length === 0)
      stored.statements.push(await emptyStatement(db, month, scope.workerId));
    return stored;
  }
  const [closed, statements] = await Promise.all([monthClosingOf(db, month), statementsOf(db, month, scope)]);
  return { closed, statements };
}

/** retrib/statements/getStatements. */
export async function getStatements(db: Executor, q: { month: string } & StatementScope) {
  const { closed, statements } = await statementsServed(db, q.month, q);
  return { month: q.month, closed, statements };
}

/** Each pay item of the CSV: its label and the quantity it pays for (the extra: the days it was earned). */
const PAY_ITEM_LINES: { item: keyof PayAmounts; label: string; quantity: (s: WorkerStatement) => number }[] =
  [
    { item: 'day', label: 'Day amount', quantity: (s) => s.totals.paidDays },
    { item: 'waypoints', label: 'Waypoints', quantity: (s) => s.totals.waypointsCount },
    { item: 'km', label: 'Kilometres', quantity: (s) => s.totals.kmCount },
    { item: 'extra', label: 'Extra', quantity: (s) => s.days.filter((d) => d.breakdown.extra > 0).length },
    { item: 'paidAbsence', label: 'Paid absence', quantity: (s) => s.totals.paidAbsenceDays },
  ];

/** `12.34`: cents as euros with two decimals, for payroll software. */
const eurosPlain = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * The payroll CSV of statements: every worker with pay in the month, one line per worker and
 * pay item with an amount (an item the worker's rates do not pay, at 0.00 €, is no line),
 * through the portal's CSV writer.
 */
export function payrollCsvText(month: string, statements: WorkerStatement[]): string {
  const rows = statements.flatMap((s) =>
    PAY_ITEM_LINES.map((p) => ({ s, p, quantity: p.quantity(s), cents: s.totals[p.item] })).filter(
      (r) => r.cents !== 0,
    ),
  );
  return csv.toCsv(rows, [
    { header: 'month', value: () => month },
    { header: 'worker_code', value: (r) => r.s.worker.shortCode },
    { header: 'worker_name', value: (r) => r.s.worker.name },
    { header: 'team', value: (r) => r.s.worker.team.name },
    { header: 'pay_item', value: (r) => r.p.item },
    { header: 'label', value: (r) => r.p.label },
    { header: 'quantity', value: (r) => r.quantity },
    { header: 'amount_cents', value: (r) => r.cents },
    { header: 'amount_euros', value: (r) => eurosPlain(r.cents) },
  ]);
}

/** retrib/statements/getPayrollCsv: the text stored at closing while the month is closed, else computed. */
export async function payrollCsv(db: Executor, month: string) {
  const stored = await db
    .selectFrom('pay_month_closings')
    .select('payroll_csv')
    .where('month', '=', month)
    .where('reopened_at', 'is', null)
    .executeTakeFirst();
  const text = stored ? stored.payroll_csv : payrollCsvText(month, await statementsOf(db, month, {}));
  return { fileName: `payroll-${month}.csv`, contentType: 'text/csv' as const, content: text };
}
