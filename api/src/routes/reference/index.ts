import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import type { ActivityStatusFilter } from '@courier/shared/contract';
import { areaRoutes } from '../../http/areaRoutes';
import { listReference, type ReferenceTable } from '../../repositories/reference';
import { businessUnits, elus, financeUnits, gtaTypes } from '../../repositories/referenceLists';

/** The reference lists (docs/product.md#calls-reference-lists), and the four staff administer in Settings. */
export default async function referenceRoutes(app: FastifyInstance) {
  const list =
    (table: ReferenceTable) =>
    ({ query }: { query: { activityStatus: ActivityStatusFilter } }) =>
      listReference(app.db, table, query.activityStatus);
  areaRoutes(app, api.reference, {
    getElus: list('elus'),
    getTeams: list('teams'),
    getCompanies: list('companies'),
    getAgencies: list('agencies'),
    getFinanceUnit: list('finance_units'),
    getBusinessUnit: list('business_units'),
    getAnalyticAccount: list('analytic_accounts'),
    getGtaType: list('gta_types'),
  });
  // Lists, adds and updates of repositories/referenceLists.ts.
  areaRoutes(app, api.referenceAdmin, {
    listElus: ({ query }) => elus.list(app.db, query),
    addElu: (ctx) => elus.add(app.db, ctx.auth().user.id, ctx.body),
    updateElu: (ctx) => elus.update(app.db, ctx.auth().user.id, ctx.body),
    listFinanceUnits: ({ query }) => financeUnits.list(app.db, query),
    addFinanceUnit: (ctx) => financeUnits.add(app.db, ctx.auth().user.id, ctx.body),
    updateFinanceUnit: (ctx) => financeUnits.update(app.db, ctx.auth().user.id, ctx.body),
    listBusinessUnits: ({ query }) => businessUnits.list(app.db, query),
    addBusinessUnit: (ctx) => businessUnits.add(app.db, ctx.auth().user.id, ctx.body),
    updateBusinessUnit: (ctx) => businessUnits.update(app.db, ctx.auth().user.id, ctx.body),
    listGtaTypes: ({ query }) => gtaTypes.list(app.db, query),
    addGtaType: (ctx) => gtaTypes.add(app.db, ctx.auth().user.id, ctx.body),
    updateGtaType: (ctx) => gtaTypes.update(app.db, ctx.auth().user.id, ctx.body),
  });
}
