import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listReference, type ReferenceTable } from '../../repositories/reference';
import { businessUnits, elus, financeUnits, gtaTypes } from '../../repositories/referenceLists';

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
  // The four staff administer in Settings (repositories/referenceLists.ts): list, add, update.
  const a = api.referenceAdmin;
  route(app, a.listElus, ({ query }) => elus.list(app.db, query));
  route(app, a.addElu, (ctx) => elus.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.updateElu, (ctx) => elus.update(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.listFinanceUnits, ({ query }) => financeUnits.list(app.db, query));
  route(app, a.addFinanceUnit, (ctx) => financeUnits.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.updateFinanceUnit, (ctx) => financeUnits.update(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.listBusinessUnits, ({ query }) => businessUnits.list(app.db, query));
  route(app, a.addBusinessUnit, (ctx) => businessUnits.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.updateBusinessUnit, (ctx) => businessUnits.update(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.listGtaTypes, ({ query }) => gtaTypes.list(app.db, query));
  route(app, a.addGtaType, (ctx) => gtaTypes.add(app.db, ctx.auth().user.id, ctx.body));
  route(app, a.updateGtaType, (ctx) => gtaTypes.update(app.db, ctx.auth().user.id, ctx.body));
}
