import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listReference, type ReferenceTable } from '../../repositories/reference';

/** The reference lists (docs/product.md#calls-reference-lists): each call and its table. */
const LISTS: [keyof typeof api.reference, ReferenceTable][] = [
  ['getElus', 'elus'],
  ['getTeams', 'teams'],
  ['getCompanies', 'companies'],
  ['getAgencies', 'agencies'],
  ['getFinanceUnit', 'finance_units'],
  ['getBusinessUnit', 'business_units'],
  ['getAnalyticAccount', 'analytic_accounts'],
  ['getGtaType', 'gta_types'],
];

export default async function referenceRoutes(app: FastifyInstance) {
  for (const [name, table] of LISTS) {
    route(app, api.reference[name], ({ query }) => listReference(app.db, table, query.activityStatus));
  }
}
