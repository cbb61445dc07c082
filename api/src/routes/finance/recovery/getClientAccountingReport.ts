import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { accountingReport } from '../../../repositories/finance/report';

/** GET finance/recovery/getClientAccountingReport?clientId=: invoices, credit notes and payments with a running balance. */
export default function getClientAccountingReportRoute(app: FastifyInstance) {
  route(app, api.finance.getClientAccountingReport, ({ query }) => accountingReport(app.db, query.clientId));
}
