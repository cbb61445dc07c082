import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import {
  getCalendar,
  listServicesAndOptions,
  listTeams,
  previewPay,
} from '../../repositories/retrib/rates';
import { setCalendar, updateTeamConfig } from '../../services/retrib/teamRates';
import { closeMonth, reopenMonth } from '../../services/retrib/closeMonth';
import { getStatements, payrollCsv } from '../../repositories/retrib/statements';
import { statementPdf, statementsPdf } from '../../services/retrib/statementsPdf';

/**
 * The pay-rate calls (docs/product.md#calls-pay-rates), with the pay preview and the pay
 * statements of the /retrib pages.
 */
export default async function retribRoutes(app: FastifyInstance) {
  areaRoutes(app, api.retrib, {
    /**
     * GET retrib/calendar?teamId[&month=YYYY-MM]: the team's config and per-date overrides.
     * POST retrib/calendar: with id (+ version) edits an entry; without, creates one for teamId + date.
     */
    getCalendar: ({ query }) => getCalendar(app.db, query.teamId, query.month),
    setCalendar: (ctx) => setCalendar(app.db, ctx.auth().user.id, ctx.body),
    /** GET retrib/getServicesAndOptions: services and options paid to workers (cents). */
    getServicesAndOptions: ({ query }) => listServicesAndOptions(app.db, query.activityStatus, query.kind),
    /** GET retrib/getTeamList: teams with their pay configuration. */
    getTeamList: ({ query }) => listTeams(app.db, query.activityStatus),
    /** GET retrib/previewPay?teamId&date&waypoints&km: one worker-day's pay under the rules in force. */
    previewPay: ({ query }) => previewPay(app.db, query),
    /** retrib/statements/*: pay statements of a month, closing and reopening it, the PDF and the payroll CSV. */
    getStatements: ({ query }) => getStatements(app.db, query),
    closeMonth: (ctx) => closeMonth(app.db, ctx.auth().user.id, ctx.body.month),
    /** Reopening lets paid figures change again: a fresh code, as for money writes. */
    reopenMonth: (ctx) => reopenMonth(app.db, ctx.auth(), ctx.body.month, ctx.body.reason),
    getStatementPdf: ({ query }) => statementPdf(app.db, query.month, query.workerId),
    /** Every statement of getStatements' selection in one PDF. */
    getStatementsPdf: ({ query }) => statementsPdf(app.db, query),
    getPayrollCsv: ({ query }) => payrollCsv(app.db, query.month),
    /** POST retrib/updateTeamConfig {id, version, waypointAmount, kmAmount, dailyAmount, extra}. */
    updateTeamConfig: (ctx) => updateTeamConfig(app.db, ctx.auth().user.id, ctx.body),
  });
}
