import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../../services/stepUp';
import { closeMonth, reopenMonth } from '../../repositories/retrib/closing';
import { getStatements, payrollCsv, statementPdf } from '../../repositories/retrib/statements';

/** retrib/statements/*: pay statements of a month, closing and reopening it, the PDF and the payroll CSV. */
export default function statementsRoutes(app: FastifyInstance) {
  route(app, api.retrib.getStatements, ({ query }) => getStatements(app.db, query));
  route(app, api.retrib.closeMonth, (ctx) => closeMonth(app.db, ctx.auth().user.id, ctx.body.month));
  // Reopening lets paid figures change again: a fresh code, as for money writes.
  route(app, api.retrib.reopenMonth, async (ctx) => {
    const who = ctx.auth();
    await requireFreshStepUp(app.db, who, STEP_UP_MAX_AGE_SECONDS);
    return reopenMonth(app.db, who.user.id, ctx.body.month, ctx.body.reason);
  });
  route(app, api.retrib.getStatementPdf, ({ query }) => statementPdf(app.db, query.month, query.workerId));
  route(app, api.retrib.getPayrollCsv, ({ query }) => payrollCsv(app.db, query.month));
}
