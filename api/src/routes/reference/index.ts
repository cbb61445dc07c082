import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import type { ActivityStatusFilter } from '@courier/shared/contract';
import { areaRoutes } from '../../http/areaRoutes';
import { addListItem, updateListItem } from '../../services/settings/simpleList';
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
    addElu: (ctx) => addListItem(elus, app.db, ctx.auth().user.id, ctx.body),
    updateElu: (ctx) => updateListItem(elus, app.db, ctx.auth().user.id, ctx.body),
    listFinanceUnits: ({ query }) => financeUnits.list(app.db, query),
    addFinanceUnit: (ctx) => addListItem(financeUnits, app.db, ctx.auth().user.id, ctx.body),
    updateFinanceUnit: (ctx) => updateListItem(financeUnits, app.db, ctx.auth().user.id, ctx.body),
    listBusinessUnits: ({ query }) => businessUnits.list(app.db, query),
    addBusinessUnit: (ctx) => addListItem(businessUnits, app.db, ctx.auth().user.id, ctx.body),
    updateBusinessUnit: (ctx) => updateListItem(businessUnits, app.db, ctx.auth().user.id, ctx.body),
    listGtaTypes: ({ query }) => gtaTypes.list(app.db, query),
    addGtaType: (ctx) => addListItem(gtaTypes, app.db, ctx.auth().user.id, ctx.body),
    updateGtaType: (ctx) => updateListItem(gtaTypes, app.db, ctx.auth().user.id, ctx.body),
  });
}
