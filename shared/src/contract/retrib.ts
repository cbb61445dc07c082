import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  businessDate,
  dayRateCents,
  id,
  isoDate,
  isoDateTime,
  multiLine,
  optionalId,
  unitRateCents,
  version,
} from './common';
import { refRow, workerLight } from './workers';
import { anomalyRow } from './planning';

/**
 * Rétributions (docs/product.md#calls-pay-rates, #pay). Every amount is integer cents, never negative. Every answer is `{data: ...}`.
 *
 * Pay of a worker for a day = day amount + waypoints x waypoint amount + km x km amount
 * + extra, with the amounts of the team's configuration, replaced as a whole by the team's
 * calendar entry of that date when there is one; over the productive shifts of that day.
 */

export const teamConfig = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  waypointAmount: z.number().int(),
  kmAmount: z.number().int(),
  dailyAmount: z.number().int(),
  extra: z.number().int(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type TeamConfig = z.infer<typeof teamConfig>;

export const teamListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  activityStatus,
  agency: refRow.nullable(),
  /** null until a configuration is created (updateTeamConfig without id, with teamId). */
  config: teamConfig.nullable(),
  workers: z.number().int(),
});
export type TeamListRow = z.infer<typeof teamListRow>;

export const calendarEntry = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  date: isoDate,
  priceWaypoint: z.number().int(),
  priceKm: z.number().int(),
  priceDay: z.number().int(),
  extra: z.number().int(),
  comment: z.string().nullable(),
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

/** The amounts that apply to one day, and where they come from. */
export const payRates = z.object({
  waypoint: z.number().int(),
  km: z.number().int(),
  day: z.number().int(),
  extra: z.number().int(),
});
export const payPreview = z.object({
  teamId: z.number().int(),
  date: isoDate,
  waypoints: z.number().int(),
  km: z.number().int(),
  /** `calendar` when an entry of that team and date overrides the configuration. */
  source: z.enum(['config', 'calendar', 'none']),
  calendarEntryId: z.number().int().nullable(),
  rates: payRates,
  /** Each term in cents: day, waypoints x waypoint, km x km, extra. */
  breakdown: z.object({
    day: z.number().int(),
    waypoints: z.number().int(),
    km: z.number().int(),
    extra: z.number().int(),
  }),
  total: z.number().int(),
});
export type PayPreview = z.infer<typeof payPreview>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');

// ---------------------------------------------------------------- pay statements

/** The pay items of a statement, in the order of the PDF and of the payroll CSV. */
export const PAY_ITEMS = ['day', 'waypoints', 'km', 'extra', 'paidAbsence'] as const;
export const payItem = z.enum(PAY_ITEMS);
export type PayItem = z.infer<typeof payItem>;

const payAmounts = z.object({
  day: z.number().int(),
  waypoints: z.number().int(),
  km: z.number().int(),
  extra: z.number().int(),
  paidAbsence: z.number().int(),
});

export const statementAbsence = z.object({
  workerTimeId: z.number().int(),
  gtaType: refRow,
  minutes: z.number().int().nullable(),
  /** The GTA type says this absence is paid. */
  paid: z.boolean(),
});

export const statementDay = z.object({
  date: isoDate,
  source: z.enum(['config', 'calendar', 'none']),
  calendarEntryId: z.number().int().nullable(),
  rates: payRates,
  /** Productive shifts of the day (their missions' waypoints and km are paid). */
  shifts: z.number().int(),
  /** Unproductive shifts: listed, never paid. */
  unproductiveShifts: z.number().int(),
  waypoints: z.number().int(),
  km: z.number().int(),
  /** Minutes of worker times that are not absences; a day is paid only with some. */
  workedMinutes: z.number().int(),
  absences: z.array(statementAbsence),
  /** `worked`: productive shifts and time worked; `paidAbsence`: only a paid absence; `unpaid`. */
  status: z.enum(['worked', 'paidAbsence', 'unpaid']),
  breakdown: payAmounts,
  total: z.number().int(),
});
export type StatementDay = z.infer<typeof statementDay>;

export const statementTotals = payAmounts.extend({
  paidDays: z.number().int(),
  waypointsCount: z.number().int(),
  kmCount: z.number().int(),
  paidAbsenceDays: z.number().int(),
  total: z.number().int(),
});

export const payStatement = z.object({
  worker: workerLight.extend({ team: refRow }),
  days: z.array(statementDay),
  totals: statementTotals,
  /** The month's anomalies of this worker (time without a shift, overlap, ...), so nothing is paid blind. */
  anomalies: z.array(anomalyRow),
});
export type PayStatement = z.infer<typeof payStatement>;

export const monthClosing = z.object({ closedAt: isoDateTime, closedBy: z.string().nullable() }).nullable();

/**
 * A worker whose pay of the month differs between what a closing stored and the recomputed pay
 * (at a reopening), or between the previous closing and this one (at a closing). Cents.
 */
export const payChange = z.object({
  workerId: z.number().int(),
  shortCode: z.string(),
  name: z.string(),
  paid: z.number().int(),
  now: z.number().int(),
});
export type PayChange = z.infer<typeof payChange>;

/** One worker, or every worker of a team or of an agency: exactly one of the three. */
export const statementsQuery = z
  .object({
    month,
    workerId: optionalId,
    teamId: optionalId,
    agencyId: optionalId,
    /** `true`: every worker with work or absences that month (the Today page's link). */
    all: z.stringbool().optional(),
  })
  .superRefine((q, ctx) => {
    const given = [q.workerId, q.teamId, q.agencyId, q.all || undefined].filter((v) => v !== undefined).length;
    if (given !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['workerId'],
        message: 'Give exactly one of workerId, teamId, agencyId, all',
      });
  });
export type StatementsQuery = z.input<typeof statementsQuery>;

export const reopenMonthBody = z.object({
  month,
  reason: multiLine(500, 0).min(3, 'Say why the month is reopened'),
});
export type ReopenMonthBody = z.input<typeof reopenMonthBody>;

const fileAnswer = <T extends string>(contentType: T) =>
  z.object({
    fileName: z.string(),
    contentType: z.literal(contentType),
    /** PDF: its bytes in base64; CSV: the text. */
    content: z.string(),
  });
const count = z.coerce.number().int().min(0).max(100_000);

export const setCalendarBody = z
  .object({
    /** With id: edit that entry (version required). Without: create one for teamId + date. */
    id: optionalId,
    version: version.optional(),
    teamId: optionalId,
    date: businessDate.optional(),
    priceWaypoint: unitRateCents,
    priceKm: unitRateCents,
    priceDay: dayRateCents,
    extra: dayRateCents,
    comment: multiLine(500, 0).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.id !== undefined) {
      if (b.version === undefined)
        ctx.addIssue({ code: 'custom', path: ['version'], message: 'Required to edit an entry' });
    } else {
      if (b.teamId === undefined)
        ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Required to create an entry' });
      if (b.date === undefined)
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Required to create an entry' });
    }
  });
export type SetCalendarBody = z.input<typeof setCalendarBody>;

export const updateTeamConfigBody = z
  .object({
    /** The configuration's id (teamConfig.id). Without it, teamId creates the team's first configuration. */
    id: optionalId,
    version: version.optional(),
    teamId: optionalId,
    waypointAmount: unitRateCents,
    kmAmount: unitRateCents,
    dailyAmount: dayRateCents,
    extra: dayRateCents,
  })
  .superRefine((b, ctx) => {
    if (b.id !== undefined && b.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'Required to edit a configuration' });
    if (b.id === undefined && b.teamId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message: 'Give the configuration id (or teamId to create one)',
      });
  });
export type UpdateTeamConfigBody = z.input<typeof updateTeamConfigBody>;

export const retribEndpoints = {
  getServicesAndOptions: endpoint({
    method: 'GET',
    path: 'retrib/getServicesAndOptions',
    summary: 'Services and options paid to workers (amounts in cents)',
    query: z.object({ activityStatus: activityStatusFilter, kind: z.enum(['service', 'option']).optional() }),
    response: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        kind: z.enum(['service', 'option']),
        amount: z.number().int(),
        description: z.string().nullable(),
        activityStatus,
      }),
    ),
  }),
  getCalendar: endpoint({
    method: 'GET',
    path: 'retrib/calendar',
    summary:
      "A team's configuration and its per-date overrides of one month (YYYY-MM), or of the 12 months from the current one (Paris) when no month is given",
    query: z.object({ teamId: id, month: month.optional() }),
    response: z.object({ team: refRow, config: teamConfig.nullable(), entries: z.array(calendarEntry) }),
  }),
  setCalendar: endpoint({
    method: 'POST',
    path: 'retrib/calendar',
    summary:
      'Add (teamId + date; 409 if that date has one) or edit (id + version; 409 when stale) a per-date override',
    body: setCalendarBody,
    response: calendarEntry,
  }),
  updateTeamConfig: endpoint({
    method: 'POST',
    path: 'retrib/updateTeamConfig',
    summary: "Edit a team's pay amounts (id + version; 409 when stale), or create them (teamId, no id)",
    body: updateTeamConfigBody,
    response: teamConfig,
  }),
  getTeamList: endpoint({
    method: 'GET',
    path: 'retrib/getTeamList',
    summary: 'Teams with their pay configuration and number of active workers',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.array(teamListRow),
  }),
  previewPay: endpoint({
    method: 'GET',
    path: 'retrib/previewPay',
    summary:
      'Pay of one worker-day of a team on a date for given waypoints and km, under the rules in force, with its breakdown',
    query: z.object({ teamId: id, date: isoDate, waypoints: count.default(0), km: count.default(0) }),
    response: payPreview,
  }),
  getStatements: endpoint({
    method: 'GET',
    path: 'retrib/statements/getStatements',
    summary:
      'Pay statements of a month (YYYY-MM) for one worker, or every worker of a team or an agency with work or absences that month: per day the paid work at the rates in force, totals, and the anomalies beside; with whether the month is closed (a closed month: as stored at closing)',
    query: statementsQuery,
    response: z.object({ month, closed: monthClosing, statements: z.array(payStatement) }),
  }),
  closeMonth: endpoint({
    method: 'POST',
    path: 'retrib/statements/closeMonth',
    summary:
      'Close a pay month: stores each statement and the payroll CSV as they are, served from that copy while the month is closed; its shifts, worker times and calendar rates can no longer change (409 if already closed). `changes`: the workers whose pay differs from the previous closing of the month',
    body: z.object({ month }),
    response: z.object({ month, closed: monthClosing, changes: z.array(payChange) }),
  }),
  reopenMonth: endpoint({
    method: 'POST',
    path: 'retrib/statements/reopenMonth',
    summary:
      'Reopen a closed pay month, with the reason kept in the admin events (409 if it is not closed): the pay is recomputed, and `changes` lists the workers whose pay now differs from what the closing stored (kept with the closing and in the admin event)',
    body: reopenMonthBody,
    response: z.object({ month, closed: monthClosing, changes: z.array(payChange) }),
  }),
  getStatementPdf: endpoint({
    method: 'GET',
    path: 'retrib/statements/getStatementPdf',
    summary: "One worker's pay statement of a month as a PDF (base64)",
    query: z.object({ month, workerId: id }),
    response: fileAnswer('application/pdf'),
  }),
  getStatementsPdf: endpoint({
    method: 'GET',
    path: 'retrib/statements/getStatementsPdf',
    summary:
      "Every pay statement of getStatements' selection (one worker, a team, an agency or all) in one PDF (base64), each on new pages, in the same order; 404 when the selection has none",
    query: statementsQuery,
    response: fileAnswer('application/pdf'),
  }),
  getPayrollCsv: endpoint({
    method: 'GET',
    path: 'retrib/statements/getPayrollCsv',
    summary:
      'All pay statements of a month as CSV for payroll: one line per worker and pay item, amounts in cents and euros',
    query: z.object({ month }),
    response: fileAnswer('text/csv'),
  }),
};
